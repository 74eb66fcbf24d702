import { homeFaqs } from '../src/content/home';
import { exposedExpanded } from './support/a11y';
import { expect, test } from './support/fixtures';

test.describe('home page (DOM sections)', () => {
  test('the hero states both offers and links to them', async ({ page, isMobile }) => {
    await page.goto('/');
    // Both headlines are in the page; on phones one of them waits behind its tab.
    const headings = page.locator('h1, h2');
    await expect(headings.filter({ hasText: 'Built to Solve. Ready to Scale.' })).toHaveCount(1);
    await expect(headings.filter({ hasText: 'Proven tech talent. Ready Now.' })).toHaveCount(1);
    if (isMobile) await page.getByRole('tab', { name: 'Solutions' }).click();
    await page.getByRole('link', { name: 'Explore Solutions' }).click();
    await expect(page).toHaveURL('/custom-development');
    await page.goBack();
    if (isMobile) await page.getByRole('tab', { name: 'Talent' }).click();
    await page.getByRole('link', { name: 'Find Talent' }).click();
    await expect(page).toHaveURL('/it-talent');
  });

  test('the FAQ keeps one of its five answers open at a time and collapses on a second click', async ({
    page,
  }) => {
    await page.goto('/');
    const faq = page.locator('section[aria-labelledby="home-faq"]');
    // Native disclosure widgets: each question is the <summary> of a <details> sharing one name.
    const items = faq.locator('details');
    const answer = (i: number) => faq.getByText(homeFaqs[i]?.answer ?? '');
    await expect(items).toHaveCount(5);
    await expect(faq.locator('details[open]')).toHaveCount(0);
    await faq.getByText(homeFaqs[0]?.question ?? '').click();
    await expect(answer(0)).toBeVisible();
    await expect(items.nth(0)).toHaveJSProperty('open', true);
    await faq.getByText(homeFaqs[2]?.question ?? '').click();
    await expect(answer(0)).toBeHidden();
    await expect(answer(2)).toBeVisible();
    await expect(faq.locator('details[open]')).toHaveCount(1);
    await faq.getByText(homeFaqs[2]?.question ?? '').click();
    await expect(answer(2)).toBeHidden();
    await expect(faq.locator('details[open]')).toHaveCount(0);
  });

  test('a FAQ question opens with the keyboard and tells assistive technology it is expanded', async ({
    page,
  }) => {
    await page.goto('/');
    const faq = page.locator('section[aria-labelledby="home-faq"]');
    const summary = 'section[aria-labelledby="home-faq"] details:first-of-type > summary';
    const question = faq.locator('summary').first();
    await question.focus();
    await expect(question).toBeFocused();
    expect(await exposedExpanded(page, summary)).toBe(false);
    await page.keyboard.press('Enter');
    await expect(faq.getByText(homeFaqs[0]?.answer ?? '')).toBeVisible();
    expect(await exposedExpanded(page, summary)).toBe(true);
    await page.keyboard.press('Space');
    await expect(faq.getByText(homeFaqs[0]?.answer ?? '')).toBeHidden();
  });

  test('the FAQ states the up-to-70% cost reduction claim', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('section[aria-labelledby="home-faq"]')).toContainText('70%');
  });

  test('the partner marquee names the three cloud partners and pauses on hover and off screen', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'hover needs a pointer');
    await page.goto('/');
    const track = page.getByTestId('partner-track');
    for (const name of ['AWS', 'Microsoft Azure', 'Google Cloud']) {
      await expect(track.getByText(name, { exact: true }).first()).toBeVisible();
    }
    await track.scrollIntoViewIfNeeded();
    await expect(track).toHaveCSS('animation-play-state', 'running');
    // The moving track is never 'stable'; its still viewport is what the visitor hovers.
    await track.locator('xpath=..').hover();
    await expect(track).toHaveCSS('animation-play-state', 'paused');
    await page.mouse.move(0, 0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(track).toHaveCSS('animation-play-state', 'paused');
  });

  test('the partner marquee has a named pause toggle at every width (WCAG 2.2.2)', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Pause partner carousel' });
    const track = page.getByTestId('partner-track');
    await toggle.scrollIntoViewIfNeeded();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(track).toHaveCSS('animation-play-state', 'paused');
    // A 44px target on phones, where only its icon shows.
    const box = await toggle.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
  });

  test('the partner marquee stands still under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByTestId('partner-track')).toHaveCSS('animation-name', 'none');
  });

  test('Show Me How We Help opens the contact dialog', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'You need more done. We bring the how.' })).toBeVisible();
    await page.getByRole('button', { name: 'Show Me How We Help' }).click();
    await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible();
  });
});
