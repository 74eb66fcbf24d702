import { defineConfig } from 'vitest/config';

/**
 * `npm run test:engines`: the site's journeys in real Firefox and WebKit (docs/browser-support-testing.md). The
 * two engine files run side by side; the runs of one engine one after another, each in one browser session.
 */
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    // The runs, and unit tests of the suite's own logic (names Playwright's default pattern does not collect).
    include: ['tests/engines/*.runs.ts', 'tests/engines/*.unit.ts'],
    environment: 'node',
    globalSetup: ['tests/engines/globalSetup.ts'],
    testTimeout: 30_000,
    // As the Playwright runs do (playwright.config.ts): a failure on CI is tried once more, in the same browser
    // session. One that fails twice fails the suite; the report names both tries.
    retry: process.env.CI ? 1 : 0,
    // A browser under Xvfb once took over a minute to start on a busy 2-core machine.
    hookTimeout: 120_000,
    maxWorkers: 2,
    // webdriver's own logger would print each connection to the driver.
    env: { WDIO_LOG_LEVEL: 'error' },
    reporters: ['default', './tests/engines/matrixReporter.ts'],
  },
});
