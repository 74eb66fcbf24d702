import type { APIRequestContext, Page } from '@playwright/test';
import { isIndexable, routes, type RouteEntry } from '../src/app/routes';
import { expect, test } from './support/fixtures';

// What link previews, search engines and home screens read of each page, as they read it: the prerendered HTML
// (no script runs), and the files it points at, fetched from the host.

const indexable = routes.filter(isIndexable);

/** Width and height from a PNG's IHDR, the chunk every PNG starts with. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex'), 'PNG signature').toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Fetches a file the page links to (by its absolute or site-relative address) from the server under test. */
async function fetchPng(request: APIRequestContext, address: string) {
  const response = await request.get(new URL(address, 'http://site').pathname);
  expect(response.status(), address).toBe(200);
  expect(response.headers()['content-type'], address).toBe('image/png');
  return { size: pngSize(await response.body()), headers: response.headers() };
}

const meta = (page: Page, key: string) =>
  page.locator(`head meta[property="${key}"], head meta[name="${key}"]`).getAttribute('content');

interface LdNode {
  '@type': string;
  '@id'?: string;
  [key: string]: unknown;
}

async function structuredData(page: Page): Promise<LdNode[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text);
    expect(data['@context']).toBe('https://schema.org');
    return data['@graph'] ?? [data];
  });
}

/** The FAQ questions the page shows (its accordions in the main content). */
const shownQuestions = async (page: Page) =>
  (await page.getByRole('main').locator('details > summary').allTextContents()).map((q) => q.trim());

/** The schema.org types a page of this kind carries, besides FAQPage (which follows the FAQs it shows). */
const expectedTypes: Record<Exclude<RouteEntry['page'], 'comingSoon'>, string[]> = {
  home: ['Organization', 'WebSite'],
  about: ['AboutPage', 'BreadcrumbList'],
  service: ['Service', 'BreadcrumbList'],
  industry: ['Service', 'BreadcrumbList'],
};

test.describe('what each indexable page tells search engines and link previews', () => {
  test.use({ javaScriptEnabled: false });
  test.skip(({ isMobile }) => isMobile, 'same HTML at every viewport: desktop checks it');

  test('no two pages share a social card', async ({ request }) => {
    const cards = new Map<string, string>();
    for (const route of indexable) {
      const html = await (await request.get(route.path)).text();
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
      expect(image, route.path).toBeDefined();
      cards.set(route.path, image!);
    }
    expect(new Set(cards.values()).size, JSON.stringify([...cards], null, 2)).toBe(indexable.length);
  });

  for (const route of indexable) {
    // One load of each page for what it tells search engines, link previews and home screens, each a step of its own.
    test(`${route.path} has a social card of its own (a 1200×630 PNG, cached for good), links the icons (PNGs only) and the manifest, and carries the structured data of its kind and its place in the site`, async ({
      page,
      request,
    }) => {
      await page.goto(route.path);
      await test.step('its social card: a 1200×630 PNG, cached for good under its hashed name', async () => {
        const image = await meta(page, 'og:image');
        expect(image).toMatch(/^https:\/\/.+\/assets\/og\/.+-[0-9a-f]{10}\.png$/);
        expect(await meta(page, 'twitter:image')).toBe(image);
        expect(await meta(page, 'og:image:width')).toBe('1200');
        expect(await meta(page, 'og:image:height')).toBe('630');
        expect(await meta(page, 'og:image:alt')).toMatch(/.{30,}/);
        const card = await fetchPng(request, image!);
        expect(card.size).toEqual({ width: 1200, height: 630 });
        expect(card.headers['cache-control']).toContain('immutable');
      });

      await test.step('the icons (PNGs only, no SVG icon) and the manifest', async () => {
        await expect(page.locator('head link[rel="manifest"]')).toHaveCount(1);
        await expect(page.locator('head link[rel="apple-touch-icon"]')).toHaveCount(1);
        await expect(page.locator('head link[rel="icon"][type="image/png"]')).toHaveCount(2);
        // Chromium would draw an SVG icon on the page's main thread after the first paint (docs/decisions/0049).
        await expect(page.locator('head link[rel~="icon"]:not([type="image/png"])')).toHaveCount(0);
      });

      const nodes = await structuredData(page);
      const types = nodes.map((node) => node['@type']);
      const kind = route.page as keyof typeof expectedTypes;
      expect(types.sort()).toEqual(
        [...expectedTypes[kind], ...((await shownQuestions(page)).length > 0 ? ['FAQPage'] : [])].sort(),
      );

      // FAQPage holds exactly the questions the page shows.
      const faq = nodes.find((node) => node['@type'] === 'FAQPage');
      if (faq) {
        const questions = (faq.mainEntity as { name: string }[]).map((q) => q.name);
        expect(questions).toEqual(await shownQuestions(page));
      }

      // The company is described on the home page only; every other node names it by that @id.
      const references = JSON.stringify(nodes).match(/"@id":"[^"]+#organization"/g) ?? [];
      expect(references.length, 'the company is named by @id').toBeGreaterThan(0);
      if (route.page !== 'home') expect(nodes.filter((node) => node['@type'] === 'Organization')).toEqual([]);

      // The trail: Home, as the footer names the home page, then this page, as the header's menus name it.
      const crumbs = nodes.find((node) => node['@type'] === 'BreadcrumbList');
      if (route.page === 'home') {
        expect(crumbs).toBeUndefined();
        return;
      }
      const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href');
      const origin = new URL(canonical!).origin;
      // The footer's Quick Links name the home page.
      const homeName = 'Home';
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: homeName, exact: true }),
      ).toHaveAttribute('href', '/');
      const pageName = await page
        .getByRole('banner')
        .locator(`a[href="${route.path}"]`)
        .first()
        .textContent();
      expect(crumbs!.itemListElement).toEqual([
        { '@type': 'ListItem', position: 1, name: homeName, item: `${origin}/` },
        { '@type': 'ListItem', position: 2, name: pageName!.trim(), item: canonical },
      ]);
    });
  }
});

test.describe('icons for every platform', () => {
  test.skip(({ isMobile }) => isMobile, 'same files at every viewport: desktop checks them');

  test('the web app manifest answers with its icons, each a PNG of its declared size', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const href = await page.locator('head link[rel="manifest"]').getAttribute('href');
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({ name: expect.any(String), short_name: expect.any(String) });
    expect(manifest.start_url).toBe('/');
    expect(manifest.theme_color).toBe(await meta(page, 'theme-color'));
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      expect(icon.type).toBe('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      expect((await fetchPng(request, icon.src)).size, icon.src).toEqual({ width, height });
    }
  });

  test('iOS gets a 180 px apple-touch-icon with no transparent pixel, and browsers PNG favicons of 32 and 48 px', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const touch = await page.locator('head link[rel="apple-touch-icon"]').getAttribute('href');
    expect((await fetchPng(request, touch!)).size).toEqual({ width: 180, height: 180 });
    // iOS shows transparency as black: every pixel, corners included, is opaque.
    const transparent = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, image.width, image.height);
      let count = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! < 255) count++;
      return count;
    }, touch!);
    expect(transparent).toBe(0);

    const favicons = page.locator('head link[rel="icon"][type="image/png"]');
    const declared: string[] = [];
    for (const favicon of await favicons.all()) {
      const sizes = (await favicon.getAttribute('sizes'))!;
      declared.push(sizes);
      const [width, height] = sizes.split('x').map(Number);
      expect((await fetchPng(request, (await favicon.getAttribute('href'))!)).size, sizes).toEqual({
        width,
        height,
      });
    }
    expect(declared).toEqual(['32x32', '48x48']);
  });
});
