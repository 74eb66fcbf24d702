import { expect, test } from './support/fixtures';

const services = [
  'AI Automation',
  'IT Talent',
  'Tech-Led Growth',
  'Security & Compliance',
  'Cloud & Infrastructure',
  'Custom Development',
];

test.describe('desktop header', () => {
  test.skip(({ isMobile }) => isMobile, 'the desktop menus are hidden under 768px');

  test('the Services menu opens by pointer and leads to a service page', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const button = nav.getByRole('button', { name: 'Services' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const name of services) await expect(nav.getByRole('link', { name })).toBeVisible();
    await nav.getByRole('link', { name: 'Cloud & Infrastructure' }).click();
    await expect(page).toHaveURL('/cloud');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('the Industries menu works with the keyboard: Enter opens, arrows move, Escape closes and returns focus', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const button = nav.getByRole('button', { name: 'Industries' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Healthcare' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Finance' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(nav.getByRole('link', { name: 'Technology & Consulting' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('Space opens a menu and Enter on a link follows it', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Services' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/it-talent');
  });

  test('a click outside closes an open menu', async ({ page }) => {
    await page.goto('/about');
    const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' });
    await button.click();
    await page.locator('h1').click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('mobile menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'the slide-in menu exists under 768px');

  for (const width of [390, 360]) {
    test(`the panel is min(20rem, 85vw) wide at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about');
      await page.getByRole('button', { name: 'Open Menu' }).click();
      const panel = page.getByRole('dialog');
      await expect(panel).toBeVisible();
      await expect.poll(async () => (await panel.boundingBox())?.width).toBe(Math.min(320, width * 0.85));
      // Flush with the right edge once the slide-in has finished.
      await expect
        .poll(async () => {
          const box = await panel.boundingBox();
          return Math.round((box?.x ?? 0) + (box?.width ?? 0));
        })
        .toBe(width);
    });
  }

  test('groups expand and collapse, and a link navigates and closes the panel', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open Menu' }).click();
    const panel = page.getByRole('dialog');
    const services = panel.getByRole('button', { name: 'Services' });
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(panel.getByRole('link', { name: 'Cloud & Infrastructure' })).toBeHidden();
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    const industries = panel.getByRole('button', { name: 'Industries' });
    await industries.click();
    await expect(industries).toHaveAttribute('aria-expanded', 'true');
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await panel.getByRole('link', { name: 'Government' }).click();
    await expect(page).toHaveURL('/industries/government');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('Close Menu, Escape and the backdrop each close the panel, and focus returns to Open Menu', async ({
    page,
  }) => {
    await page.goto('/about');
    const open = page.getByRole('button', { name: 'Open Menu' });
    await open.click();
    await page.getByRole('button', { name: 'Close Menu' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await page.mouse.click(10, 400);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('focus stays inside the open panel', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open Menu' }).click();
    const panel = page.getByRole('dialog');
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
  });
});

test.describe('footer', () => {
  test('Quick Links: Home and About are links; Blog, Careers and Contact us are disabled text', async ({
    page,
  }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
    await expect(footer.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('href', '/about');
    for (const name of ['Blog', 'Careers', 'Contact us']) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveCount(0);
      await expect(footer.getByText(name, { exact: true })).toHaveAttribute('aria-disabled', 'true');
    }
  });

  test('lists every service and industry, the contact block, the 2024 notice and the design credit', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const name of services) await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    for (const name of ['Healthcare', 'Finance', 'Retail', 'Government', 'Technology & Consulting']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(footer.locator('address')).toBeVisible();
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(footer.getByRole('link', { name: /\+1/ })).toHaveAttribute('href', /^tel:/);
    await expect(footer).toContainText('© 2024');
    await expect(footer.getByRole('link', { name: /website by/i })).toHaveAttribute('href', /^https:/);
  });
});
