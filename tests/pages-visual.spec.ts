import { routes } from '../src/app/routes';
import { expect, test } from './support/fixtures';

// The home page has its own screenshot tests, which drive the WebGL scenes into a known state.
const pages = [...routes.filter((r) => r.page !== 'home').map((r) => r.path), '/no-such-page'];

test.describe('page screenshots', () => {
  for (const path of pages) {
    test(`${path} looks as approved`, async ({ page }) => {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
      await expect(page).toHaveScreenshot(`${name}.png`, { fullPage: true, maxDiffPixels: 0 });
    });
  }
});
