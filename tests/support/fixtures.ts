import { test as base, expect, type Page } from '@playwright/test';
import type { EarlyInput } from '../../src/boot/earlyInput';

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

/** The requests of a page that have not finished yet, and those that failed, by path. */
function watchRequests(page: Page): { inFlight: Set<string>; failed: string[] } {
  const inFlight = new Set<string>();
  const failed: string[] = [];
  const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
  page.on('request', (request) => inFlight.add(path(request.url())));
  page.on('requestfinished', (request) => inFlight.delete(path(request.url())));
  page.on('requestfailed', (request) => {
    inFlight.delete(path(request.url()));
    failed.push(`${path(request.url())} (${request.failure()?.errorText ?? 'failed'})`);
  });
  return { inFlight, failed };
}

/**
 * What a failed test's page was doing, attached to its report (a failure is traced only when it is retried), the
 * likeliest causes first, since the list reporter prints an attachment's first 300 characters: whether the app had
 * taken over, what the early-input recorder still held, and the requests that failed or were still loading.
 */
async function appState(page: Page, loading: ReturnType<typeof watchRequests>): Promise<string> {
  const app = await page
    .evaluate(() => {
      const early = (window as { __earlyInput?: EarlyInput }).__earlyInput;
      const name = (control: Element) =>
        control.id ? `#${control.id}` : `${control.localName} "${control.textContent?.slice(0, 30) ?? ''}"`;
      return [
        `app took over: ${document.documentElement.dataset.hydrated === 'true'}`,
        `input held: ${early ? early.queue.map(({ event, control }) => `${event.type} on ${name(control)}`).join(', ') || 'none' : 'none (recorder stopped)'}`,
        `page: ${location.pathname}${location.search}, ${document.readyState}`,
      ];
    })
    .catch((error: unknown) => [`page unreadable: ${String(error)}`]);
  return [
    ...app,
    `requests failed: ${loading.failed.join(', ') || 'none'}`,
    `requests in flight: ${[...loading.inFlight].join(', ') || 'none'}`,
  ].join('\n');
}

/**
 * The project's `test`: every page of every test is watched for console errors and uncaught exceptions.
 * Opt out per test or per describe block with `test.use({ allowedErrors: ['WebGL'] })`.
 */
export const test = base.extend<PageErrorFixtures & PageErrorOptions & VisitorOptions>({
  allowedErrors: [[], { option: true }],
  waitForApp: [false, { option: true }],
  throttle: [null, { option: true }],
  page: async ({ page, javaScriptEnabled, waitForApp, throttle }, use, testInfo) => {
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
    const loading = watchRequests(page);
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus && !page.isClosed()) {
      await testInfo.attach('app-state', { body: await appState(page, loading), contentType: 'text/plain' });
    }
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
      if (errors.length === 0) return;
      // Attached to a failed test's report too: an error may be why it failed.
      await testInfo.attach('page-errors', { body: errors.join('\n'), contentType: 'text/plain' });
      if (testInfo.status === testInfo.expectedStatus) {
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
