import { defineConfig } from 'vitest/config';

/**
 * `npm run bench:engines`: figures the Chromium benchmark (bench/) cannot give, measured in Firefox and WebKit with
 * the engines suite's browsers, server and display (its global setup, as in vitest.config.ts). It prints figures;
 * nothing in it is a test of the site, and `npm run test:engines` does not run it.
 */
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/engines/*.figures.ts'],
    environment: 'node',
    globalSetup: ['tests/engines/globalSetup.ts'],
    hookTimeout: 120_000,
    maxWorkers: 1,
    env: { WDIO_LOG_LEVEL: 'error' },
  },
});
