import { test as base, expect } from '@playwright/test';

export interface PageErrorOptions {
  /**
   * Console errors and page errors this test expects (e.g. a test that disables WebGL on purpose).
   * A string matches when the message contains it; a RegExp when it matches.
   */
  allowedErrors: (string | RegExp)[];
}

export interface VisitorOptions {
  /**
   * Makes `page.goto` and `page.reload` also wait until the app has taken over the page (`html[data-hydrated]`).
   * No visitor waits for that: only a spec that is explicitly about the running app (and says so) turns it on.
   * Everything else acts as soon as what it uses is visible, which is what a visitor does. Turned on by
   * contact.spec.ts and contact-fuzz.spec.ts, which test the dialog's own validation, draft and toasts once the app
   * runs, and by contact-leads.spec.ts's 500 and 429 cases, which fake the host's JSON answer to the app's fetch
   * (before the app, the dialog is native and posts: first-interaction/contact.spec.ts, contact-nojs.spec.ts).
   */
  waitForApp: boolean;
  /**
   * Slows the page down like a mid-range phone on a slow connection, through CDP, before the first navigation:
   * CPU ×`cpu` (`Emulation.setCPUThrottlingRate`) and `latency` ms / `kbps` kbit/s each way
   * (`Network.emulateNetworkConditions`). `null`: full speed.
   */
  throttle: { cpu: number; latency: number; kbps: number } | null;
}

interface PageErrorFixtures {
  /** Fails the test when the page logged a console error or threw an uncaught error that was not allowed. */
  failOnPageErrors: undefined;
}

const isAllowed = (message: string, allowed: (string | RegExp)[]): boolean =>
  allowed.some((pattern) =>
    typeof pattern === 'string' ? message.includes(pattern) : pattern.test(message),
  );

/**
 * The project's `test`: every page of every test is watched for console errors and uncaught exceptions.
 * Opt out per test or per describe block with `test.use({ allowedErrors: ['WebGL'] })`.
 */
export const test = base.extend<PageErrorFixtures & PageErrorOptions & VisitorOptions>({
  allowedErrors: [[], { option: true }],
  waitForApp: [false, { option: true }],
  throttle: [null, { option: true }],
  page: async ({ page, javaScriptEnabled, waitForApp, throttle }, use) => {
    if (throttle) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle.cpu });
      const bytesPerSecond = (throttle.kbps * 1000) / 8;
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: throttle.latency,
        downloadThroughput: bytesPerSecond,
        uploadThroughput: bytesPerSecond,
      });
    }
    if (waitForApp && javaScriptEnabled !== false) {
      const appRunning = () => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await appRunning();
        return response;
      };
      const reload = page.reload.bind(page);
      page.reload = async (options) => {
        const response = await reload(options);
        await appRunning();
        return response;
      };
    }
    await use(page);
  },
  failOnPageErrors: [
    async ({ context, allowedErrors }, use, testInfo) => {
      const errors: string[] = [];
      const watch = (page: import('@playwright/test').Page) => {
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          const location = message.location();
          const where = location.url ? ` (${location.url}:${location.lineNumber})` : '';
          const text = `console.error: ${message.text()}${where}`;
          if (!isAllowed(text, allowedErrors)) errors.push(text);
        });
        page.on('pageerror', (error) => {
          const text = `uncaught ${error.name}: ${error.message}`;
          if (!isAllowed(text, allowedErrors)) errors.push(text);
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(undefined);
      if (errors.length > 0 && testInfo.status === testInfo.expectedStatus) {
        await testInfo.attach('page-errors', { body: errors.join('\n'), contentType: 'text/plain' });
        expect(
          errors,
          'the page logged errors (allow expected ones with test.use({ allowedErrors }))',
        ).toEqual([]);
      }
    },
    { auto: true },
  ],
});

export { expect };
