import { defineConfig } from 'vitest/config';

/** `npm run test:functions`: the Pages Functions, tested over HTTP against the real runtime (globalSetup.ts). */
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['functions/test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['functions/test/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 200_000,
    // One server and one database for every file: run the files one after another.
    fileParallelism: false,
  },
});
