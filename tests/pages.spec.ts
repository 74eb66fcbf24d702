import type { Page, Response } from '@playwright/test';
import { routes } from '../src/app/routes';
import { company } from '../src/content/company';
import { notRendered, repeatedIds, seriousViolations } from './support/a11y';
import { watchIsolation } from './support/csp';
import { expect, test } from './support/fixtures';
import { onePageOfEachKind } from './support/routeSample';
import { expectLooksAsApproved } from './support/screenshots';
import { loneWords } from './support/typography';

// Every page, loaded once per project and read by each check of a page as a visitor first gets it: its answer, its
// look, the accessibility scan, its security policy and origin, its line breaks. Each check used to load the page
// again, and a load is most of what a check costs here (docs/test-suite-time.md, "One load per page"). The checks run
// in an order in which none changes what the next reads: the screenshot of the page as it loaded, the scan, then the
// scroll through the whole page for the policy, and last the widths for the line breaks. Each check is a step of its
// own. Past the answer (a page that answers wrongly has nothing else worth reading), each expectation is soft, so a
// check that fails does not hide the others.

/** The widths looked at for line breaks (docs/decisions/0034-no-lone-words.md): desktop and tablet in the desktop project, phones in the mobile one. */
const widthsOf = (isMobile: boolean) => (isMobile ? [390, 360] : [1440, 1280, 1024, 768]);
/** The narrowest phone width looked at: no page scrolls sideways at it. */
const NARROWEST = 360;

/**
 * Its head holds the first paint until its first screen's words are parsed (docs/decisions/0055): the link names a
 * mark that ends the words holding the shown page's h1, which alone carries that id (the pages rendered ahead,
 * hidden, do not).
 */
async function namesItsFirstWords(page: Page) {
  const named = await page.evaluate(() => {
    const id = document.head
      .querySelector('link[rel="expect"][blocking="render"]')
      ?.getAttribute('href')
      ?.slice(1);
    const mark = id ? document.getElementById(id) : null;
    const h1 = [...document.querySelectorAll('h1')].find((heading) => heading.checkVisibility());
    return {
      id,
      carriers: id ? document.querySelectorAll(`[id="${id}"]`).length : 0,
      endsTheWords: mark !== null && mark.parentElement?.lastElementChild === mark,
      wordsHoldTheHeading: h1 !== undefined && mark?.parentElement?.contains(h1) === true,
    };
  });
  expect(named).toEqual({ id: 'first-paint', carriers: 1, endsTheWords: true, wordsHoldTheHeading: true });
}

interface PageUnderTest {
  path: string;
  /** The screenshot's name, or null for a page with screenshot tests of its own (the home page: its scenes). */
  screenshot: string | null;
  /** What the page's answer must be, checked on the response and the page as loaded. */
  answers: (page: Page, response: Response | null) => Promise<void>;
}

const routePage = (path: string): PageUnderTest => ({
  path,
  screenshot: path === '/' ? null : path.slice(1).replaceAll('/', '-'),
  answers: async (page, response) => {
    expect(response?.status()).toBe(200);
    // One h1 a visitor or a screen reader finds (the pages the app renders ahead are hidden: not counted).
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(new RegExp(`${company.titleSuffix.replace('|', '\\|')}$`));
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${company.siteUrl}${path}`,
    );
    await namesItsFirstWords(page);
  },
});

const notFoundPage: PageUnderTest = {
  path: '/no-such-page',
  screenshot: 'not-found',
  answers: async (page, response) => {
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await namesItsFirstWords(page);
  },
};

/**
 * Whether a phone checks what is the same on every page of a kind (the answer, the policy): one page of each kind
 * does (tests/README.md#one-page-of-each-kind); the look, the scan and the line breaks are the layout's, checked on
 * every page.
 */
const checksSharedParts = (path: string, isMobile: boolean) =>
  !isMobile || onePageOfEachKind.has(path) || !routes.some((route) => route.path === path);

const checkPage = ({ path, screenshot, answers }: PageUnderTest) =>
  test(`${path} answers as it should (its first paint waits for its first words), looks as approved, has no serious axe violation, keeps to its security policy and origin, and ends no heading on a word alone`, async ({
    page,
    baseURL,
    isMobile,
  }) => {
    // One load, five checks, a scroll through the whole page and two waits for the network: slow on a busy 2-core
    // machine.
    test.setTimeout(150_000);
    const shared = checksSharedParts(path, isMobile);
    if (!shared)
      test.info().annotations.push({
        type: 'phone',
        description:
          'the answer and the policy are the same on every page of a kind: a phone checks one of each kind',
      });
    const isolation = await watchIsolation(page, baseURL);
    const response = await page.goto(path);

    if (shared)
      await test.step('its answer: status, one h1, title, canonical and the mark its first paint waits for', () =>
        answers(page, response));

    await page.evaluate(() => document.fonts.ready);
    if (screenshot)
      await test.step('its look, as it loaded', async () => {
        // On a phone, the sections below the first screen render as a scroll brings them near the viewport
        // (content-visibility: auto, docs/decisions/0062-a-phone-lays-out-what-is-near-its-screen.md); one capture of
        // the whole page is no scroll, so it would show them as empty boxes. For the capture they render as a scroll
        // through the page shows each of them, then the page goes back to rendering them on approach.
        const renderAll = (all: boolean) =>
          page.evaluate((all) => {
            for (const section of document.querySelectorAll<HTMLElement>(
              'main > section, #root > footer > *',
            ))
              if (all) section.style.contentVisibility = 'visible';
              else section.style.removeProperty('content-visibility');
          }, all);
        await renderAll(true);
        await expectLooksAsApproved(page, `${screenshot}.png`, {
          fullPage: true,
          maxDiffPixels: 0,
          timeout: 30_000,
          soft: true,
        });
        await renderAll(false);
      });

    await test.step('the accessibility scan of the page shown: no serious or critical violation, and no id twice in the document', async () => {
      expect.soft(await seriousViolations(page, { exclude: [notRendered] })).toEqual([]);
      // The pages rendered ahead are left out of the scan, not out of this: an id they repeat would take a label.
      expect.soft(await repeatedIds(page)).toEqual([]);
    });

    if (shared)
      await test.step('scrolled through: no CSP violation, no request to another origin', async () => {
        const { violations, foreign } = await isolation();
        expect.soft(violations).toEqual([]);
        expect.soft(foreign).toEqual([]);
      });

    for (const width of widthsOf(isMobile))
      await test.step(`at ${width} px: no heading or lead paragraph ends with a word alone or runs out of its box`, async () => {
        await page.setViewportSize({ width, height: isMobile ? 844 : 900 });
        await page.evaluate(() => document.fonts.ready);
        expect.soft(await page.evaluate(loneWords), `at ${width} px`).toEqual([]);
        if (width === NARROWEST) {
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect.soft(overflow, `scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
        }
      });
  });

test.describe('every page, loaded once', () => {
  for (const route of routes) checkPage(routePage(route.path));
});

test.describe('the not-found page, loaded once', () => {
  // The browser itself reports the 404 document status on the console.
  test.use({ allowedErrors: ['the server responded with a status of 404'] });
  checkPage(notFoundPage);
});
