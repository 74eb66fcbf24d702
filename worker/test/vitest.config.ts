import { defineConfig } from 'vitest/config';

/** `npm run test:worker`: the Worker, tested over HTTP against the real runtime (globalSetup.ts). */
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['worker/test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['worker/test/globalSetup.ts'],
    // npm test runs these files beside the browser tests (docs/test-suite-time.md): a request can wait on a busy CPU.
    testTimeout: 60_000,
    hookTimeout: 200_000,
    // One server and one database for every file: run the files one after another.
    fileParallelism: false,
  },
});
