import { redirects } from '../src/content/redirects';
import { routes } from '../src/app/routes';
import { company } from '../src/content/company';
import { expect, test } from './support/fixtures';

test.describe('routes', () => {
  for (const route of routes) {
    test(`${route.path} answers 200 with one h1 and a title ending in the company suffix`, async ({
      page,
    }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page).toHaveTitle(new RegExp(`${company.titleSuffix.replace('|', '\\|')}$`));
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${company.siteUrl}${route.path}`,
      );
    });
  }

  test.describe('not found', () => {
    // The browser itself reports the 404 document status on the console.
    test.use({ allowedErrors: ['the server responded with a status of 404'] });

    test('an unknown path answers 404 with the not-found page and a way home', async ({ page }) => {
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
      await expect(page.getByText('Oops! Page not found')).toBeVisible();
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await expect(page).toHaveURL('/');
    });

    test('paths match case-sensitively', async ({ page }) => {
      const response = await page.goto('/About');
      expect(response?.status()).toBe(404);
    });
  });

  test('a trailing slash is ignored with one 301 hop', async ({ request }) => {
    const response = await request.get('/about/', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe('/about');
  });

  test('every redirect is a single 301 to its target, which answers 200', async ({ request }) => {
    for (const { from, to } of redirects) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      const location = new URL(response.headers().location ?? '', 'http://127.0.0.1');
      expect(`${location.pathname}${location.search}`, from).toBe(to);
      const final = await request.get(to, { maxRedirects: 0 });
      expect(final.status(), to).toBe(200);
    }
  });

  test('legacy sub-card paths open the right tab of their service page', async ({ page }) => {
    await page.goto('/cloud/migration');
    await expect(page).toHaveURL('/cloud?section=migration');
    await expect(page.getByRole('tab', { selected: true })).toContainText(/migration/i);
  });

  test('the view scrolls to the top when the path changes', async ({ page }) => {
    await page.goto('/about');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
