import { defineConfig, devices } from '@playwright/test';
import type { VisitorOptions } from './tests/support/fixtures';
import { e2eLeadsStateDir } from './tests/support/e2eLeads';
import { screenshotLook } from './tests/support/screenshots';
// docs/toolchain.md#launch-flags: the system Chromium's headless shell, WebGL through SwiftShader. Never --disable-gpu or
// --disable-software-rasterizer.
import { headlessShellArgs, headlessShellPath } from './scripts/chromium.mjs';

const CI = Boolean(process.env.CI);
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

// Which projects run a spec is decided by its folder (tests/README.md):
/** tests/webgl/: the specs that need desktop WebGL (the scenes, their screenshots, and the CSP check of the home
 * page drawing them). */
const WEBGL_SPECS = '**/tests/webgl/**';
/** tests/first-interaction/: every control used the moment it is painted, on a slowed-down page (their own
 * projects). */
const FIRST_INTERACTION_SPECS = '**/tests/first-interaction/**';
/** tests/tuning/: the ?debug tuning workflow on the dev server, a run of its own (tests/tuning/playwright.config.ts). */
const TUNING_SPECS = '**/tests/tuning/**';
/** A mid-range phone on a slow connection: CPU ×4, 150 ms latency, 1.6 Mbit/s (tests/support/fixtures.ts). */
const slowDevice = { throttle: { cpu: 4, latency: 150, kbps: 1600 }, waitForApp: false } as const;
/**
 * The projects that draw no WebGL composite their frames on the CPU: Chromium's GPU compositing runs through
 * SwiftShader here, software GL, which cost those tests about a sixth of their CPU, for the same pixels
 * (docs/test-suite-time.md, "Compositing").
 */
const domOnly = {
  executablePath: headlessShellPath,
  args: [...headlessShellArgs, '--disable-gpu-compositing'],
};
const noWebgl = { ...domOnly, args: [...domOnly.args, '--disable-3d-apis'] };

export default defineConfig<VisitorOptions>({
  testDir: 'tests',
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}-{projectName}{ext}',
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // One worker per run on the 2-core CI machine: two browsers with software WebGL made every test about twice as
  // slow and pushed some past their timeouts, for no gain. `npm test` runs the throttled first-interaction projects
  // as a second run beside this one instead (docs/test-suite-time.md).
  workers: CI ? 1 : undefined,
  timeout: 30_000,
  reporter: [['list'], ['html', { open: 'never' }]],
  expect: {
    toHaveScreenshot: screenshotLook,
  },
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'en-US',
    timezoneId: 'UTC',
    colorScheme: 'light',
    // Recording a trace costs every test about a quarter more CPU; a failure is traced when it is retried (CI).
    trace: 'on-first-retry',
    // The headless shell: the engine without the browser's own interface, which cost every test CPU that tests no
    // page (docs/test-suite-time.md, "The headless shell"). The bench keeps the full browser.
    launchOptions: {
      executablePath: headlessShellPath,
      args: headlessShellArgs,
    },
  },
  projects: [
    {
      // The real desktop experience, WebGL through SwiftShader: the scene, security and screenshot specs of the home.
      name: 'desktop',
      testMatch: WEBGL_SPECS,
      testIgnore: [FIRST_INTERACTION_SPECS, TUNING_SPECS],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
    },
    {
      // Every other desktop spec, with 3D APIs off: the home page then shows its SVG scenes (a supported desktop
      // configuration), and software WebGL does not cost each of these tests seconds of CPU.
      name: 'desktop-dom',
      testIgnore: [WEBGL_SPECS, FIRST_INTERACTION_SPECS, TUNING_SPECS],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 1,
        launchOptions: noWebgl,
      },
    },
    {
      name: 'mobile',
      testIgnore: [FIRST_INTERACTION_SPECS, TUNING_SPECS],
      use: {
        viewport: { width: 390, height: 844 },
        screen: { width: 390, height: 844 },
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
        // Phones draw no WebGL scene.
        launchOptions: domOnly,
      },
    },
    {
      // The first interaction, desktop (WebGL on, as a desktop visitor has it): every control is used as soon as it
      // is visible, on a slowed-down page, and must work the first time. Never waits for the app (slowDevice).
      name: 'first-interaction',
      testMatch: FIRST_INTERACTION_SPECS,
      timeout: 90_000,
      // A slowed-down page takes seconds to load and hydrate: the first try must work, however long it takes.
      expect: { timeout: 30_000 },
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 1,
        // WebGL stays available, so the page chooses its renderer as a visitor's does; SwiftShader compiles no
        // program in parallel, so that choice is the SVG scenes (docs/decisions/0040), and GPU compositing would only
        // cost CPU here (docs/test-suite-time.md, "Compositing").
        launchOptions: domOnly,
        ...slowDevice,
      },
    },
    {
      name: 'first-interaction-mobile',
      testMatch: FIRST_INTERACTION_SPECS,
      timeout: 90_000,
      expect: { timeout: 30_000 },
      use: {
        viewport: { width: 390, height: 844 },
        screen: { width: 390, height: 844 },
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
        launchOptions: domOnly,
        ...slowDevice,
      },
    },
  ],
  webServer: {
    // The site, its functions and a local D1 that starts empty for this run (tests/support/e2eLeads.ts). Every test
    // posts from 127.0.0.1, so the per-client limits (leads, analytics beacons, error reports) are raised; the limits
    // themselves are tested in worker/test.
    command: 'npm start',
    env: {
      SKIP_BUILD: '1',
      PORT: String(port),
      // A devtools port of its own: npm test starts two of these servers at once (scripts/start.mjs).
      INSPECTOR_PORT: String(port + 10_000),
      // wrangler's own lines from warn up: its line for each request cost its Node about 1.1 ms of CPU (58 requests a
      // page load, tens of thousands in a run), and Playwright drops the server's stdout (docs/test-suite-time.md).
      WRANGLER_LOG: 'warn',
      LEADS_STATE_DIR: e2eLeadsStateDir,
      LEADS_FRESH: '1',
      LEAD_RATE_LIMIT: '100000',
      EVENTS_RATE_LIMIT: '100000',
      ERRORS_RATE_LIMIT: '100000',
    },
    url: baseURL,
    reuseExistingServer: !CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
