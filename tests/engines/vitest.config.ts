import { defineConfig } from 'vitest/config';

/**
 * `npm run test:engines`: the site's journeys in real Firefox and WebKit (docs/browser-support-testing.md). The
 * two engine files run side by side; the runs of one engine one after another, each in one browser session.
 */
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/engines/*.runs.ts'],
    environment: 'node',
    globalSetup: ['tests/engines/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    reporters: ['default', './tests/engines/matrixReporter.ts'],
  },
});
