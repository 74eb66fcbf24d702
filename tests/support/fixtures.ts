import { test as base, expect } from '@playwright/test';

export interface PageErrorOptions {
  /**
   * Console errors and page errors this test expects (e.g. a test that disables WebGL on purpose).
   * A string matches when the message contains it; a RegExp when it matches.
   */
  allowedErrors: (string | RegExp)[];
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
export const test = base.extend<PageErrorFixtures & PageErrorOptions>({
  allowedErrors: [[], { option: true }],
  /**
   * `page.goto` and `page.reload` resolve once React has hydrated, so a test never clicks or types into a page that
   * cannot hear it yet (the app's script is only requested after the first paint).
   */
  page: async ({ page, javaScriptEnabled }, use) => {
    const hydrated = async () => {
      if (javaScriptEnabled !== false)
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    };
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await hydrated();
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      await hydrated();
      return response;
    };
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
