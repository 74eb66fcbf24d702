import { routes } from '../src/app/routes';
import { notRendered, repeatedIds, seriousViolations } from './support/a11y';
import { expect, test } from './support/fixtures';

// Every page's accessibility scan: tests/pages.spec.ts, beside its other checks on the same load.

test.describe('the accessibility scan itself', () => {
  test.skip(({ isMobile }) => isMobile, 'the scan is the same at every viewport: desktop checks it');
  test('finds a serious violation the page shown has, and where it is, and an id used twice', async ({
    page,
  }) => {
    await page.goto('/about');
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.id = 'nameless';
      document.body.append(button);
      for (let i = 0; i < 2; i++) {
        const twin = document.createElement('span');
        twin.id = 'twice';
        document.body.append(twin);
      }
    });
    // As tests/pages.spec.ts scans it: the pages rendered ahead left out.
    expect(await seriousViolations(page, { exclude: [notRendered] })).toEqual([
      expect.stringMatching(/^button-name \(critical\):.*#nameless/),
    ]);
    expect(await repeatedIds(page)).toEqual(['twice']);
  });
});

test.describe('internal links', () => {
  test.skip(({ isMobile }) => isMobile, 'links are the same at every viewport: desktop crawls');
  test('no link on any page leads to the not-found page', async ({ page, request }) => {
    test.setTimeout(180_000);
    const checked = new Map<string, number>();
    for (const route of routes) {
      await page.goto(route.path);
      const hrefs = await page
        .locator('a[href^="/"]')
        .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''));
      for (const href of new Set(hrefs)) {
        if (checked.has(href)) continue;
        const response = await request.get(href);
        checked.set(href, response.status());
        expect(response.status(), `${href} linked from ${route.path}`).toBe(200);
        expect(await response.text(), `${href} linked from ${route.path}`).not.toContain(
          'Oops! Page not found',
        );
      }
    }
    // The crawl really walked the site: every page was reached by a link but the unlinked /contact placeholder and
    // /contact/sent, where the contact form lands when it posts without JavaScript.
    for (const route of routes.filter((r) => r.path !== '/contact' && r.path !== '/contact/sent')) {
      expect(checked.has(route.path), route.path).toBe(true);
    }
  });
});

test.describe('prerendered HTML', () => {
  test.use({ javaScriptEnabled: false });
  test.skip(({ isMobile }) => isMobile, 'same HTML at every viewport: desktop checks it');

  for (const route of routes) {
    test(`${route.path} carries its text, title, description and canonical without JavaScript`, async ({
      page,
    }) => {
      await page.goto(route.path);
      await expect(page.locator('h1')).toHaveCount(1);
      expect((await page.locator('h1').innerText()).trim().length).toBeGreaterThan(2);
      await expect(page.locator('head title')).toHaveCount(1);
      await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /.{30,}/);
      await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
      await expect(page.locator('head meta[property="og:title"]')).toHaveCount(1);
      await expect(page.getByRole('contentinfo')).toContainText('© 2024');
      // Critical CSS is inline: the header is laid out before any script runs.
      await expect(page.getByRole('banner')).toHaveCSS('position', 'sticky');
    });
  }

  test('the home page and service pages ship their structured data (tests/seo.spec.ts checks every page)', async ({
    page,
  }) => {
    const types = async () =>
      (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((t) =>
        JSON.parse(t)['@graph'].map((node: { '@type': string }) => node['@type']),
      );
    await page.goto('/');
    expect(await types()).toEqual(expect.arrayContaining(['Organization', 'WebSite', 'FAQPage']));
    await page.goto('/it-talent');
    expect(await types()).toEqual(expect.arrayContaining(['Service', 'FAQPage', 'BreadcrumbList']));
  });

  test('sitemap.xml and robots.txt come from the route table', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const route of routes.filter((r) => r.page !== 'comingSoon')) {
      // Each page with the date its content last changed (src/content/lastModified.json).
      expect(sitemap).toMatch(
        new RegExp(`${route.path === '/' ? '/' : route.path}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`),
      );
    }
    expect(sitemap).not.toContain('/blog</loc>');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap: ');
  });
});

test.describe('styles', () => {
  test.skip(
    ({ isMobile }) => !isMobile,
    "a desktop renders the menus' pages ahead, and each writes its own rules as it renders: a phone renders none",
  );
  // About the rested app: page.goto waits for html[data-hydrated], then the browser's idle time. The home, a service
  // and an industry page.
  for (const path of ['/', '/cloud', '/industries/healthcare'])
    test(`${path} runs on the prerendered styles: once the app has taken over, it writes no rule for anything on the page, and repeats none the server wrote`, async ({
      page,
    }) => {
      await page.goto(path);
      // Left alone until the browser is idle: what the app defers (the contact form's draft, read then) has rendered.
      await page.evaluate(
        () =>
          new Promise((done) =>
            requestIdleCallback(() => requestIdleCallback(done, { timeout: 5000 }), { timeout: 5000 }),
          ),
      );
      await page.waitForTimeout(1000);
      // In the browser, styled-components gives a component the class names of the prerender (the same component IDs:
      // scripts/styledComponentIdPlugin.ts), so a component the server rendered writes no rule again. The only rules
      // the app writes are the openings' a tap will show, written ahead while idle (src/app/openingStyles.tsx): for
      // classes no element of the page carries yet.
      const { written, onPage, repeated } = await page.evaluate(() => {
        const server = document.querySelector('style[data-server-styles]')?.textContent ?? '';
        const rules = [...document.querySelectorAll<HTMLStyleElement>('style[data-styled]')].flatMap(
          (style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText),
        );
        const classes = [
          ...new Set(rules.flatMap((rule) => [...rule.matchAll(/\.([A-Za-z][\w-]*)/g)].map((m) => m[1]!))),
        ];
        return {
          written: rules.length,
          onPage: classes.filter((name) => document.getElementsByClassName(name).length > 0),
          repeated: classes.filter((name) => new RegExp(`\\.${name}(?![\\w-])`).test(server)),
        };
      });
      expect(onPage, `${written} rules written`).toEqual([]);
      expect(repeated, `${written} rules written`).toEqual([]);
    });
});

// No page scrolls sideways at 360 px: tests/pages.spec.ts, with the line breaks at a phone's widths.
