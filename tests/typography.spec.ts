import { routes } from '../src/app/routes';
import { expect, test } from './support/fixtures';
import { loneWords } from './support/typography';

/** The widths looked at for line breaks (docs/decisions/0034-no-lone-words.md): desktop and tablet in the desktop project, phones in the mobile one. */
const widthsOf = (isMobile: boolean) => (isMobile ? [390, 360] : [1440, 1280, 1024, 768]);

const pages = [...routes.map((r) => r.path), '/no-such-page'];

test.describe('headings and lead paragraphs (docs/decisions/0034-no-lone-words.md)', () => {
  test.use({ allowedErrors: ['the server responded with a status of 404'] });

  for (const path of pages) {
    test(`${path}: no heading or lead paragraph ends with a word alone, or runs out of its box`, async ({
      page,
      isMobile,
    }) => {
      test.setTimeout(60_000);
      await page.goto(path);
      for (const width of widthsOf(isMobile)) {
        await page.setViewportSize({ width, height: isMobile ? 844 : 900 });
        await page.evaluate(() => document.fonts.ready);
        expect(await page.evaluate(loneWords), `at ${width} px`).toEqual([]);
      }
    });
  }
});

test.describe('the site font (docs/decisions/0039-the-font-preloaded.md)', () => {
  test('the Latin font file is asked for by the page head, once, not when the first layout finds text that needs it', async ({
    page,
  }) => {
    await page.goto('/about');
    const font = await page.evaluate(() => {
      const entry = performance
        .getEntriesByType('resource')
        .find((e) => /\/assets\/inter-latin-wght-normal-[^/]+\.woff2$/.test(e.name)) as
        PerformanceResourceTiming | undefined;
      return entry?.initiatorType;
    });
    // A preload's request is made by the <link> (initiator "link"); one the layout makes is the stylesheet's ("css").
    expect(font).toBe('link');
    // Once, not twice: the preload is the request the @font-face rule uses (same URL, same CORS mode).
    const requests = await page.evaluate(
      () =>
        performance.getEntriesByType('resource').filter((e) => /inter-latin-wght-normal/.test(e.name)).length,
    );
    expect(requests).toBe(1);
  });
});
