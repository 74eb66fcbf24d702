import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import type { VisitorOptions } from '../support/fixtures';
// docs/toolchain.md#launch-flags: the system Chromium's headless shell, WebGL through SwiftShader.
import { headlessShellArgs, headlessShellPath } from '../../scripts/chromium.mjs';

/**
 * The tuning workflow (docs/decisions/0046-one-look-module-per-scene.md) on the dev server, as a developer runs it:
 * `npm run dev` on a throwaway copy of the repository (scripts/tuningDevServer.mjs), so "Save to source" writes into
 * the copy's look modules, never the real ones. Its own run and port: two past the browser tests' (`E2E_PORT`, 4173 by
 * default; npm test runs the first-interaction tests on the one after it).
 */
const CI = Boolean(process.env.CI);
const port = Number(process.env.E2E_PORT ?? 4173) + 2;
const root = join(import.meta.dirname, '../..');
const copy = join(root, '.scratch', `tuning-${port}`);
// The specs read and write the copy's look modules (the workers inherit the environment of this process).
process.env.TUNING_COPY = copy;

export default defineConfig<VisitorOptions>({
  testDir: '.',
  outputDir: join(root, 'test-results-tuning'),
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // One copy, one dev server: its specs change the copy's files, one after another.
  workers: 1,
  timeout: 240_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: join(root, 'playwright-report-tuning') }]],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'en-US',
    timezoneId: 'UTC',
    colorScheme: 'light',
    trace: 'on-first-retry',
    launchOptions: { executablePath: headlessShellPath, args: headlessShellArgs },
  },
  projects: [{ name: 'tuning' }],
  webServer: {
    command: 'node scripts/tuningDevServer.mjs',
    cwd: root,
    env: { TUNING_COPY: copy, PORT: String(port) },
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 120_000,
    // A signal it can answer: it stops Vite and removes the copy.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
