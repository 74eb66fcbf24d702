import { expect, test } from './support/fixtures';

test('the home page answers 200 with one main heading', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveCount(1);
});
