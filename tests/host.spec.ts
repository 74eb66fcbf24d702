import { redirects } from '../src/content/redirects';
import { expect, test } from './support/fixtures';

// What the host answers, found by probing `npm start` (docs/architecture.md#host-layer): queries kept through redirects, the not-found
// page's own addresses, and 405s that say what is allowed. (Where the Worker runs: host/redirects.test.ts.)

test.describe('the host layer', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP answers do not depend on the viewport');

  test('every redirect keeps the visitor’s query, joined to the target’s own', async ({ request }) => {
    for (const { from, to } of redirects) {
      for (const path of [from, `${from}/`]) {
        const response = await request.get(`${path}?utm_source=mail&utm_campaign=spring`, {
          maxRedirects: 0,
        });
        expect(response.status(), path).toBe(301);
        const location = new URL(response.headers().location ?? '', 'http://127.0.0.1');
        const [targetPath, targetQuery = ''] = to.split('?');
        expect(location.pathname, path).toBe(targetPath);
        const query = Object.fromEntries(location.searchParams);
        expect(query, path).toEqual({
          ...Object.fromEntries(new URLSearchParams(targetQuery)),
          utm_source: 'mail',
          utm_campaign: 'spring',
        });
        expect(response.headers()['content-security-policy'], path).toContain("object-src 'none'");
      }
    }
  });

  test('a sub-card address opens its tab with the campaign tags still on the address', async ({ page }) => {
    await page.goto('/cloud/migration?utm_source=x');
    await expect(page).toHaveURL('/cloud?section=migration&utm_source=x');
    await expect(page.getByRole('tab', { selected: true })).toContainText(/migration/i);
  });

  test.describe('the not-found page’s own addresses', () => {
    test.use({ allowedErrors: ['the server responded with a status of 404'] });

    test('/404 and /404.html answer 404 with the not-found page and the security headers', async ({
      request,
    }) => {
      for (const path of ['/404', '/404.html']) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(404);
        expect(await response.text(), path).toContain('Oops! Page not found');
        expect(response.headers()['content-security-policy'], path).toContain("object-src 'none'");
        expect(response.headers()['x-frame-options'], path).toBe('DENY');
      }
    });
  });

  test('a 405 says which methods are allowed', async ({ request }) => {
    for (const path of ['/', '/about', '/assets/missing.js']) {
      const response = await request.post(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(405);
      expect(response.headers().allow, path).toBe('GET, HEAD');
    }
    const api = await request.get('/api/contact');
    expect(api.status()).toBe(405);
    expect(api.headers().allow).toBe('POST');
    expect(api.headers()['cache-control']).toBe('no-store');
  });
});
