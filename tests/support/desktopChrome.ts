import { devices, type LaunchOptions } from '@playwright/test';
import { test as visitorTest } from './fixtures';

/**
 * The project's `test` in a browser that says, in every request, that it is the desktop Chrome the project
 * emulates. What the browser sends by itself (a page's last analytics beacons as it unloads, a CSP report) carries
 * the browser's own User-Agent, not the one the test gives the page: headless Chromium says HeadlessChrome, which
 * the host rightly leaves out as a bot (worker/bots.ts).
 */
export const test = visitorTest.extend<object, { launchOptions: LaunchOptions }>({
  launchOptions: [
    async ({ launchOptions }, use) =>
      use({
        ...launchOptions,
        args: [...(launchOptions.args ?? []), `--user-agent=${devices['Desktop Chrome'].userAgent}`],
      }),
    { scope: 'worker' },
  ],
});
