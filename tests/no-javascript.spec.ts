import { homeFaqs } from '../src/content/home';
import { expect, test } from './support/fixtures';

// Progressive enhancement: what HTML can do by itself works with JavaScript off (and so from the first paint).
test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the FAQ opens one answer at a time', async ({ page }) => {
    await page.goto('/');
    const faq = page.locator('section[aria-labelledby="home-faq"]');
    await faq.getByText(homeFaqs[0]!.question).click();
    await expect(faq.getByText(homeFaqs[0]!.answer)).toBeVisible();
    await faq.getByText(homeFaqs[1]!.question).click();
    await expect(faq.getByText(homeFaqs[1]!.answer)).toBeVisible();
    await expect(faq.getByText(homeFaqs[0]!.answer)).toBeHidden();
  });

  test('the desktop Services menu opens under its button, Escape closes it, a link leads on', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the desktop menus are hidden under 768px');
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const button = nav.getByRole('button', { name: 'Services' });
    await button.click();
    const link = nav.getByRole('link', { name: 'Cloud & Infrastructure' });
    await expect(link).toBeVisible();
    const [buttonBox, linkBox] = [await button.boundingBox(), await link.boundingBox()];
    expect(linkBox!.y).toBeGreaterThan(buttonBox!.y + buttonBox!.height);
    await page.keyboard.press('Escape');
    await expect(link).toBeHidden();
    await button.click();
    await link.click();
    await expect(page).toHaveURL('/cloud');
  });

  test('the phone menu opens, expands a group, and Close Menu closes it', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the slide-in menu exists under 768px');
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open Menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Site menu' });
    await expect(panel).toBeVisible();
    await panel.getByText('Industries', { exact: true }).click();
    await expect(panel.getByRole('link', { name: 'Healthcare' })).toBeVisible();
    await panel.getByRole('button', { name: 'Close Menu' }).click();
    await expect(panel).toBeHidden();
  });
});
