import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** Loads /about and opens the phone menu the moment its button is painted; returns the open panel. */
async function openMenuAtOnce(page: Page) {
  await page.goto('/about', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Open Menu' }).click();
  const panel = page.getByRole('dialog', { name: 'Site menu' });
  await expect(panel).toBeVisible();
  return panel;
}

test.describe('desktop menus', () => {
  test.skip(({ isMobile }) => isMobile, 'the desktop menus are hidden under 768px');

  test('the Services menu opened the moment it is painted lists the six services; Industries then replaces it', async ({
    page,
  }) => {
    await page.goto('/about', { waitUntil: 'commit' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Services' }).click();
    await expect(nav.getByRole('link', { name: 'Cloud & Infrastructure' })).toBeVisible();
    await nav.getByRole('button', { name: 'Industries' }).click();
    await expect(nav.getByRole('link', { name: 'Healthcare' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Cloud & Infrastructure' })).toBeHidden();
    await nav.getByRole('link', { name: 'Healthcare' }).click();
    await expect(page).toHaveURL('/industries/healthcare');
  });
});

test.describe('phone menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'the slide-in menu exists under 768px');

  test('Open Menu used the moment it is painted opens the panel, whose groups expand and links navigate', async ({
    page,
  }) => {
    const panel = await openMenuAtOnce(page);
    await panel.getByText('Services', { exact: true }).click();
    await panel.getByRole('link', { name: 'Security & Compliance' }).click();
    await expect(page).toHaveURL('/security');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Security/);
  });

  test('Tab and Shift+Tab pressed the moment the panel is open never reach the page behind it', async ({
    page,
  }) => {
    const panel = await openMenuAtOnce(page);
    // Before the app runs, the browser's own modal dialog: past its last control, Tab may leave for the browser's
    // controls (the document then has no focus), never for the page behind it. Once the app runs, Tab wraps inside
    // (tests/navigation.spec.ts).
    const where = () =>
      panel.evaluate((el) =>
        el.contains(document.activeElement) ? 'panel' : document.hasFocus() ? 'page behind' : 'browser',
      );
    await expect.poll(where).toBe('panel');
    for (const key of [...Array<string>(10).fill('Tab'), ...Array<string>(10).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      expect(await where(), key).not.toBe('page behind');
    }
  });
});
