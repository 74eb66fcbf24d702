import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { about } from '../src/content/about';
import { ownerDesk } from '../src/content/ownerDesk';
import { TEST_ERROR_MESSAGE, TEST_ERROR_PARAM } from '../src/shared/errorReports';
import { localAccessToken } from '../scripts/localAccess.mjs';
import { axeViolations, describeViolations, wcagTags } from './support/a11y';
import { e2eLeadsStateDir } from './support/e2eLeads';
import { test } from './support/desktopChrome';
import { expect } from './support/fixtures';

// An error in a visitor's browser, followed to the owner's desk under `npm start` (docs/errors.md): thrown by the
// page's own code, a CSP violation, a chunk that fails to load, and nothing at all from a browser that asks not to
// be counted. The desk is read as the owner reads it, signed in by the local stand-in for Cloudflare Access. The
// browser says it is desktop Chrome (support/desktopChrome.ts): its own CSP reports would otherwise be a bot's.

test.skip(({ isMobile }) => isMobile, 'the reports do not depend on the viewport');

/** Letters only: a run of seven digits or more in a message would be scrubbed as a phone number. */
const uniqueWords = () =>
  `e${randomUUID()
    .slice(0, 12)
    .replace(/-/g, '')
    .replace(/\d/g, (digit) => 'ghijklmnop'.charAt(Number(digit)))}`;

const signedIn = async () => ({ 'Cf-Access-Jwt-Assertion': await localAccessToken(e2eLeadsStateDir) });
/** Waits until the desk shows `text` (the owner reloading it), up to `timeout`. */
const onTheDesk = async (request: APIRequestContext, text: string, timeout = 60_000) =>
  expect
    .poll(async () => (await request.get('/owner', { headers: await signedIn() })).text(), {
      timeout,
      intervals: [500],
    })
    .toContain(text);
/** The owner opens the desk and finds the error's card by its message. */
async function errorCard(page: Page, baseURL: string, text: string) {
  await page
    .context()
    .addCookies([
      { name: 'CF_Authorization', value: await localAccessToken(e2eLeadsStateDir), url: baseURL },
    ]);
  await page.goto('/owner');
  const errors = page.getByRole('region', { name: ownerDesk.errors.heading });
  return errors.getByRole('article').filter({ hasText: text });
}

test.describe('an error thrown by the page’s own code', () => {
  test.use({ allowedErrors: [TEST_ERROR_MESSAGE] });

  test('reaches the owner’s desk within 60 s, grouped, its stack mapped to the file of src/ that threw it', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const words = uniqueWords();
    const started = Date.now();
    // Two visits of two pages throw it: one error, in one group.
    await page.goto(`/about?${TEST_ERROR_PARAM}=${words}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const other = await browser.newPage();
    await other.goto(`/cloud?${TEST_ERROR_PARAM}=${words}`);
    await onTheDesk(request, words);
    const reached = Date.now() - started;
    test.info().annotations.push({ type: 'error to desk', description: `${reached} ms` });
    console.log(`an error thrown by the page reached the desk in ${(reached / 1000).toFixed(1)} s`);
    expect(reached).toBeLessThan(60_000);
    await expect
      .poll(async () => (await request.get('/owner', { headers: await signedIn() })).text())
      .toMatch(new RegExp(`${words}[\\s\\S]*?2 reports`));
    await other.close();

    const card = await errorCard(page, baseURL!, words);
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading')).toHaveText(
      `${ownerDesk.errors.kinds.error}: Error: ${TEST_ERROR_MESSAGE} (?${TEST_ERROR_PARAM}): ${words}`,
    );
    await expect(card).toContainText('2 reports');
    await expect(card).toContainText(ownerDesk.errors.isNew);
    await expect(card.getByRole('definition').first()).toHaveText('src/app/testError.ts');
    await expect(card).toContainText('/about (1), /cloud (1)');
    await card.getByText(/^Stack of a report/).click();
    await expect(card.locator('pre')).toHaveText(/^at src\/app\/testError\.ts:\d+:\d+/);

    // The Errors section, by keyboard and screen reader as much as the rest of the desk (owner.spec.ts checks it all).
    const violations = await axeViolations(page, {
      include: '.errors-section',
      tags: [...wcagTags, 'wcag22aa', 'best-practice'],
    });
    expect(describeViolations(violations)).toEqual([]);

    await card
      .getByRole('button', { name: ownerDesk.errors.markResolved(`Error: ${TEST_ERROR_MESSAGE}`) })
      .click();
    await expect(page.getByRole('article').filter({ hasText: words })).toContainText(
      'Resolved by owner@example.com',
    );
  });
});

test.describe('an error before the app runs', () => {
  test.use({ allowedErrors: ['thrown before the app ran'] });

  test('is kept by the page’s inline script and reported once the app has taken over', async ({
    page,
    request,
  }) => {
    const words = uniqueWords();
    // From a script of the page's own, before the app's chunks have even loaded.
    await page.addInitScript(
      (message) =>
        document.addEventListener('DOMContentLoaded', () =>
          setTimeout(() => {
            throw new Error(message);
          }),
        ),
      `thrown before the app ran ${words}`,
    );
    await page.goto('/security');
    await onTheDesk(request, words);
  });
});

test.describe('a CSP violation', () => {
  test.use({ allowedErrors: ['violates the following Content Security Policy directive'] });

  test('reaches the owner’s desk, reported by the browser itself', async ({ page, request, baseURL }) => {
    test.setTimeout(90_000);
    const host = `${uniqueWords()}.invalid`;
    await page.goto('/about');
    await page.evaluate((src) => {
      const image = new Image();
      image.src = src;
      document.body.append(image);
    }, `https://${host}/pixel.png?email=ada@example.com`);
    await onTheDesk(request, host);
    const card = await errorCard(page, baseURL!, host);
    await expect(card.getByRole('heading')).toHaveText(
      `${ownerDesk.errors.kinds['csp-violation']}: img-src blocked https://${host}/`,
    );
    await expect(card).toContainText('/about (1)');
    await expect(card).not.toContainText('ada@example.com');
  });
});

test.describe('a page whose script fails to load', () => {
  // Chromium logs the failed request, and React the error its boundary caught.
  test.use({
    allowedErrors: ['Failed to load resource', 'Failed to fetch dynamically imported module', 'ERR_FAILED'],
    // About the running app: a tap that the app itself answers, after it has taken over the page.
    waitForApp: true,
  });

  test('loads as a document instead of a dead tap, and the owner hears of it', async ({ page, request }) => {
    test.setTimeout(90_000);
    // A deploy between two taps: the running app's requests for the About page's chunk fail (the build that named it
    // is gone), until the page is loaded as a document, which names the new build's chunks.
    let loadedAsDocument = false;
    let failed = 0;
    page.on('request', (r) => {
      if (r.isNavigationRequest() && new URL(r.url()).pathname === '/about') loadedAsDocument = true;
    });
    await page.route(/\/assets\/AboutPage-[^/]+\.js$/, async (route) => {
      if (loadedAsDocument) return route.continue();
      failed += 1;
      return route.abort('failed');
    });
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About', exact: true })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    // The page's opening shows its heading at once (src/app/PageOpening.tsx); the page itself comes as a document.
    await expect.poll(() => loadedAsDocument).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.heading);
    await expect(page.getByRole('main').getByText(about.story[0]!)).toBeVisible();
    expect(failed).toBeGreaterThan(0);
    await onTheDesk(
      request,
      `${ownerDesk.errors.kinds.chunk}:</span> TypeError: Failed to fetch dynamically imported module: /assets/AboutPage-`,
    );
  });
});

test.describe('a browser that asks not to be counted (Global Privacy Control)', () => {
  test.use({ allowedErrors: [TEST_ERROR_MESSAGE] });

  test('downloads no reporter and reports nothing', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    const requests: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/errors|errorReporter-/.test(r.url())) requests.push(r.url());
    });
    await page.goto(`/about?${TEST_ERROR_PARAM}=${uniqueWords()}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // As long as the reporter takes to load and send without the signal: the browser idle, and its second.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 2000))));
    await page.goto('about:blank');
    expect(requests).toEqual([]);
  });
});
