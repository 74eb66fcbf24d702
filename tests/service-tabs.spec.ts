import { servicePages } from '../src/content/services';
import { uiCopy } from '../src/content/uiCopy';
import { expect, test } from './support/fixtures';
import { onePageOfEachKind } from './support/routeSample';

// The tabs are one component (src/ui/Tabs.tsx) at every width: what they do with the address, the keyboard and the
// content does not depend on the viewport, so those checks run in the desktop project, and a phone checks one
// service page's (tests/README.md#one-page-of-each-kind). The layout of each page's tabs, which does, is checked at
// both widths.
const PHONE_SKIP = 'the tabs behave the same at every width: the desktop project covers it';

test.describe('tabbed service pages', () => {
  // One test per page: its first load is read for its default tab, then for its tab bar's layout and controls (which
  // change the selection, so they come after), then it loads again with ?section=.
  for (const page of servicePages) {
    test(`${page.path} shows its default tab first, every tab is in sight and reachable by touch or pointer and by the keyboard, and it follows ?section=`, async ({
      page: browser,
      isMobile,
    }) => {
      const [first, second] = page.tabs;
      await browser.goto(page.path);
      const readsTheAddress = !isMobile || onePageOfEachKind.has(page.path);
      if (readsTheAddress)
        await test.step('its default tab first', async () => {
          await expect(browser.getByRole('tab', { selected: true })).toHaveText(first?.label ?? '');
          await expect(browser.getByRole('tabpanel')).toContainText(first?.heading ?? '');
        });

      await test.step('every tab is in sight, and reachable by touch or pointer and by the keyboard', async () => {
        const viewport = browser.viewportSize()!;
        const tabs = browser.getByRole('tab');
        await expect(tabs).toHaveCount(page.tabs.length);
        // All of them inside the screen: none cut at its edge, none waiting to be scrolled to.
        for (const tab of page.tabs) {
          const box = (await browser.getByRole('tab', { name: tab.label }).boundingBox())!;
          expect(box.x, tab.label).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, tab.label).toBeLessThanOrEqual(viewport.width);
          expect(box.height, tab.label).toBeGreaterThanOrEqual(44);
        }
        // A tap (a click on desktop) on each selects it.
        for (const tab of [...page.tabs].reverse()) {
          const control = browser.getByRole('tab', { name: tab.label });
          if (test.info().project.use.hasTouch) await control.tap();
          else await control.click();
          await expect(control).toHaveAttribute('aria-selected', 'true');
        }
        // The arrow keys walk through all of them, and come back round.
        await browser.getByRole('tab', { selected: true }).focus();
        for (const tab of [...page.tabs.slice(1), page.tabs[0]!]) {
          await browser.keyboard.press('ArrowRight');
          await expect(browser.getByRole('tab', { name: tab.label })).toBeFocused();
          await expect(browser.getByRole('tab', { name: tab.label })).toHaveAttribute(
            'aria-selected',
            'true',
          );
        }
      });

      if (!readsTheAddress) {
        test.info().annotations.push({ type: 'phone', description: PHONE_SKIP });
        return;
      }
      await test.step('loaded with ?section=, that tab', async () => {
        await browser.goto(`${page.path}?section=${second?.id}`);
        await expect(browser.getByRole('tab', { selected: true })).toHaveText(second?.label ?? '');
        await expect(browser.getByRole('tabpanel')).toContainText(second?.heading ?? '');
        await expect(browser.getByRole('tabpanel').getByRole('button').last()).toBeVisible();
      });
    });
  }

  test('an unknown section value shows the default tab without an error', async ({ page, isMobile }) => {
    test.skip(isMobile, PHONE_SKIP);
    await page.goto('/security?section=<script>');
    await expect(page.getByRole('tab', { selected: true })).toHaveText('Compliance');
  });

  test('clicking a tab writes ?section= with replace, not a new history entry', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, PHONE_SKIP);
    await page.goto('/tech-growth');
    const before = await page.evaluate(() => history.length);
    await page.getByRole('tab', { name: /Performance/ }).click();
    await expect(page).toHaveURL('/tech-growth?section=performance-tuning');
    expect(await page.evaluate(() => history.length)).toBe(before);
  });

  test('arrow keys, Home and End move between tabs and select them', async ({ page, isMobile }) => {
    test.skip(isMobile, PHONE_SKIP);
    await page.goto('/custom-development');
    await page.getByRole('tab', { selected: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { selected: true })).toBeFocused();
    await expect(page).toHaveURL('/custom-development?section=mobile');
    await page.keyboard.press('End');
    await expect(page).toHaveURL('/custom-development?section=enterprise');
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL('/custom-development?section=web-apps');
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL('/custom-development?section=enterprise');
    await page.keyboard.press('Home');
    await expect(page).toHaveURL('/custom-development?section=web-apps');
  });

  test('the tab follows back and forward through address changes', async ({ page, isMobile }) => {
    test.skip(isMobile, PHONE_SKIP);
    await page.goto('/cloud?section=azure');
    await page.evaluate(() => {
      history.pushState(null, '', '/cloud?section=gcp');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('tab', { selected: true })).toHaveText(/GCP|Google/);
    await page.goBack();
    await expect(page).toHaveURL('/cloud?section=azure');
    await expect(page.getByRole('tab', { selected: true })).toHaveText(/Azure/);
    await page.goForward();
    await expect(page.getByRole('tab', { selected: true })).toHaveText(/GCP|Google/);
  });

  test('the claude-llms tab compares Claude and GPT in a real table and gives a model recommendation', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, PHONE_SKIP);
    await page.goto('/ai-automation?section=claude-llms');
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'Claude' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'GPT' })).toBeVisible();
    expect(await table.getByRole('rowheader').count()).toBeGreaterThanOrEqual(5);
    const button = page.getByRole('button', { name: 'Get an AI Model Recommendation' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('status')).toBeVisible();
  });

  test('the it-talent frontend tab prices six services and the page answers five questions', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, PHONE_SKIP);
    await page.goto('/it-talent');
    const panel = page.getByRole('tabpanel');
    for (const price of [
      '$80-150/hour',
      '$70-140/hour',
      '$85-160/hour',
      '$60-120/hour',
      '$90-170/hour',
      '$70-130/hour',
    ]) {
      await expect(panel.getByText(price, { exact: true })).toBeVisible();
    }
    await expect(panel.getByText('Investment', { exact: true })).toHaveCount(6);
    await expect(panel.getByText('Timeline', { exact: true })).toHaveCount(6);
    const faq = page.getByRole('region', { name: uiCopy.faqHeading });
    await expect(faq.locator('details:not([open]) > summary')).toHaveCount(5);
    await expect(page.locator('aside').last().getByRole('button')).toBeVisible();
  });
});
