import { expect, test } from './support/fixtures';

// Every page's headings and lead paragraphs, at every width (docs/decisions/0034-no-lone-words.md): tests/pages.spec.ts.

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
