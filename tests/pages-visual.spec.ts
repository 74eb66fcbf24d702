import { routes } from '../src/app/routes';
import { expect, test } from './support/fixtures';

const snapshot = (path: string, name: string) =>
  test(`${path} looks as approved`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    await expect(page).toHaveScreenshot(`${name}.png`, { fullPage: true, maxDiffPixels: 0, timeout: 30_000 });
  });

// The home page has its own screenshot tests, which drive the WebGL scenes into a known state.
test.describe('page screenshots', () => {
  for (const route of routes.filter((r) => r.page !== 'home'))
    snapshot(route.path, route.path.slice(1).replaceAll('/', '-'));
});

test.describe('not-found page screenshot', () => {
  // The browser itself reports the 404 document status on the console.
  test.use({ allowedErrors: ['the server responded with a status of 404'] });
  snapshot('/no-such-page', 'not-found');
});
