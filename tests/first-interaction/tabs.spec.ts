import type { Page } from '@playwright/test';
import { servicePages } from '../../src/content/services';
import { expect, test } from '../support/fixtures';

const cloud = servicePages.find((p) => p.id === 'cloud')!;
const tab = (page: Page, id: string) =>
  page.getByRole('tab', { name: cloud.tabs.find((t) => t.id === id)!.label, exact: true });

test('a service tab clicked the moment it is painted selects its panel and writes ?section=', async ({
  page,
}) => {
  await page.goto(cloud.path, { waitUntil: 'commit' });
  await tab(page, 'gcp').click();
  await expect(tab(page, 'gcp')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText(cloud.tabs.find((t) => t.id === 'gcp')!.heading);
  await expect(page).toHaveURL(`${cloud.path}?section=gcp`);
});

test.describe('when the connection drops on the app’s code', () => {
  test.use({ allowedErrors: ['Failed to load resource', 'ERR_CONNECTION_RESET'] });
  // The boot module is the same at every width; the phone's is the connection that drops.
  test.skip(
    ({ isMobile }) => !isMobile,
    'the boot is the same at every width: the phone project, the slowest, runs it once',
  );

  test('a tab clicked meanwhile is selected once a later try brings the code', async ({ page }) => {
    // React DOM's chunk fails on its preload and on the import that asks again; the page tries its start again
    // later (src/main.ts, docs/decisions/0076-the-app-s-start-tried-again-when-its-code-does-not-arrive.md).
    let requests = 0;
    await page.route(/\/assets\/react-dom-[^/]+\.js$/, (route) =>
      ++requests <= 2 ? route.abort('connectionreset') : route.continue(),
    );
    await page.goto(cloud.path, { waitUntil: 'commit' });
    await tab(page, 'gcp').click();
    await expect(tab(page, 'gcp')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(`${cloud.path}?section=gcp`);
    expect(requests, 'the chunk was asked for a third time').toBeGreaterThan(2);
  });
});

test('two tabs clicked one after the other before the app runs end on the second, in order', async ({
  page,
}) => {
  await page.goto(cloud.path, { waitUntil: 'commit' });
  await tab(page, 'azure').click();
  await tab(page, 'migration').click();
  await expect(tab(page, 'migration')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(`${cloud.path}?section=migration`);
  await expect(page.getByRole('tabpanel')).toContainText(
    cloud.tabs.find((t) => t.id === 'migration')!.heading,
  );
});

test('arrow keys on a tab focused the moment it is painted move the selection', async ({ page }) => {
  await page.goto(cloud.path, { waitUntil: 'commit' });
  await tab(page, 'aws').focus();
  await page.keyboard.press('End');
  await expect(tab(page, 'migration')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'migration')).toBeFocused();
  await expect(page).toHaveURL(`${cloud.path}?section=migration`);
});
