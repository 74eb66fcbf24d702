import { expect, test } from './support/fixtures';

test.describe('routes', () => {
  // Every route's answer (200, one h1, its title and canonical): tests/pages.spec.ts, beside its other checks on the
  // same load.

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
  });

  // One place each for the host's other answers: every redirect as one 301 hop (with and without a trailing slash)
  // to a page that answers 200, and case-sensitive paths answering 404, in security.spec.ts ('static host
  // responses', with the headers each answer carries); a redirect keeping the visitor's query and a sub-card address
  // opening its tab, in host.spec.ts.

  test('the view scrolls to the top when the path changes', async ({ page }) => {
    await page.goto('/about');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
