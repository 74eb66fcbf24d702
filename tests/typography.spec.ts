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

  test('the page head asks for the font face before the body is parsed, and only the Latin file is fetched', async ({
    page,
  }) => {
    // A browser readies a font face only when a layout first asks for it; on a slow phone that came after the first
    // layout, and the first paint was in the fallback font (docs/decisions/0069). What the face's status is when the
    // parser has just added <body>, before any layout could have run: "unloaded" had nothing asked for it yet.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.body) return;
        observer.disconnect();
        const latin = [...document.fonts].find((face) => face.unicodeRange.includes('U+0-FF'));
        (window as { faceAtBody?: string }).faceAtBody = latin?.status ?? 'no Latin face';
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto('/cloud');
    expect(await page.evaluate(() => (window as { faceAtBody?: string }).faceAtBody)).toMatch(
      /^(loading|loaded)$/,
    );
    // Only Latin's file: the page's copy needs no other range (Cyrillic, Greek, Vietnamese, Latin Extended).
    await page.evaluate(() => document.fonts.ready);
    const files = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.woff2')),
    );
    expect(files).toEqual([expect.stringMatching(/^\/assets\/inter-latin-wght-normal-[^/]+\.woff2$/)]);
  });
});
