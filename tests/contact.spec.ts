import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// The dialog's behaviour once the app runs (its validation messages, draft, toasts, focus trap): these wait for the
// app to take over after each navigation, and say so. The dialog before the app runs and without JavaScript:
// first-interaction/contact.spec.ts and contact-nojs.spec.ts; the leads it stores: contact-leads.spec.ts.
test.use({ waitForApp: true });

const openFromHeader = async (page: Page, isMobile: boolean) => {
  if (isMobile) {
    await page.getByRole('button', { name: 'Open Menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Contact Us' }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Contact Us' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  await expect(dialog).toBeVisible();
  return dialog;
};

/** Opens the dialog from the about page's call to action; returns the dialog and the button that opened it. */
const openFromAbout = async (page: Page) => {
  await page.goto('/about');
  const opener = page.getByRole('main').getByRole('button', { name: 'Book a Free Consultation' });
  await opener.click();
  return { dialog: page.getByRole('dialog', { name: 'Contact Us' }), opener };
};

/** The three required fields, valid. */
const fillRequired = async (dialog: Locator) => {
  await dialog.getByLabel('Full Name *').fill('Ada Lovelace');
  await dialog.getByLabel('Email *').fill('ada@example.com');
  await dialog.getByLabel('Message *').fill('We need two React engineers.');
};

/** A check of the dialog's rules, which do not depend on the viewport: desktop-dom runs it, a phone skips it. */
const rulesOnDesktopOnly = (isMobile: boolean) =>
  test.skip(isMobile, 'the dialog’s rules do not depend on the viewport: desktop-dom covers them');

test.describe('contact dialog', () => {
  test('opens as a labelled modal with focus on the first field', async ({ page, isMobile }) => {
    await page.goto('/about');
    const dialog = await openFromHeader(page, isMobile);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
    await expect(dialog.getByLabel('Full Name *')).toBeFocused();
    for (const label of ['Email *', 'Company', 'Phone', 'Service', 'Message *']) {
      await expect(dialog.getByLabel(label, { exact: true })).toBeVisible();
    }
    const options = await dialog.getByLabel('Service').locator('option').allTextContents();
    expect(options).toEqual([
      'Select a service',
      'AI Automation',
      'IT Talent Solutions',
      'Cloud Services',
      'Cybersecurity',
      'Custom Development',
      'Technology Growth',
      'General Consultation',
    ]);
  });

  test('an empty submit marks the required fields, ties messages to them and focuses the first', async ({
    page,
  }) => {
    const { dialog } = await openFromAbout(page);
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    for (const label of ['Full Name *', 'Email *', 'Message *']) {
      const field = dialog.getByLabel(label);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      const describedBy = await field.getAttribute('aria-describedby');
      await expect(page.locator(`[id="${describedBy}"]`)).toBeVisible();
    }
    await expect(dialog.getByLabel('Company')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Full Name *')).toBeFocused();
    await expect(dialog.getByLabel('Full Name *')).toHaveAccessibleDescription(
      'Please enter your full name.',
    );
  });

  test('after an empty submit on a phone, the dialog’s title and close button stay in view', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'a phone: the form is taller than the screen and scrolls');
    const { dialog } = await openFromAbout(page);
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(dialog.getByLabel('Full Name *')).toBeFocused();
    await expect(dialog.getByLabel('Message *')).toHaveAttribute('aria-invalid', 'true');
    // What is drawn at the centre of each is itself: inside the viewport and not scrolled under the rounded top.
    for (const target of [
      dialog.getByRole('heading', { name: 'Contact Us' }),
      dialog.getByRole('button', { name: 'Close dialog' }),
    ]) {
      const box = await target.boundingBox();
      expect(box).not.toBeNull();
      const dialogBox = (await dialog.boundingBox())!;
      expect(box!.y, 'below the dialog’s top edge').toBeGreaterThanOrEqual(dialogBox.y);
      const hit = await target.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
      });
      expect(hit, 'drawn where it is').toBe(true);
    }
    // Scrolling the form to its end keeps them in view too.
    await dialog.getByRole('button', { name: 'Send Message' }).scrollIntoViewIfNeeded();
    await expect(dialog.getByRole('heading', { name: 'Contact Us' })).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByRole('button', { name: 'Close dialog' })).toBeInViewport({ ratio: 1 });
  });

  // One dialog for three of its rules, each a step of its own: the focus trap, then two invalid sends, none of which
  // may post.
  test('focus is trapped inside the open dialog; a malformed email is rejected with a clear message and keeps what was typed; a name of only invisible characters is missing, as the host would say; and nothing is sent', async ({
    page,
    isMobile,
  }) => {
    rulesOnDesktopOnly(isMobile);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/contact')) posts.push(request.url());
    });
    const { dialog } = await openFromAbout(page);
    await test.step('focus is trapped inside the open dialog', async () => {
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Shift+Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    });

    await test.step('a malformed email is rejected with a clear message and keeps what was typed', async () => {
      await dialog.getByLabel('Full Name *').fill('Ada Lovelace');
      await dialog.getByLabel('Email *').fill('ada@');
      await dialog.getByLabel('Message *').fill('We need two React engineers.');
      await dialog.getByRole('button', { name: 'Send Message' }).click();
      await expect(dialog.getByLabel('Email *')).toBeFocused();
      await expect(dialog.getByLabel('Email *')).toHaveAccessibleDescription(/valid email address/);
      await expect(dialog.getByLabel('Full Name *')).toHaveValue('Ada Lovelace');
      await expect(dialog.getByLabel('Message *')).toHaveValue('We need two React engineers.');
    });

    await test.step('a name of only invisible characters is missing, as the host would say', async () => {
      await fillRequired(dialog);
      // A zero-width space and a bidi override: nothing a reader sees.
      await dialog.getByLabel('Full Name *').fill('\u200b\u202e');
      await dialog.getByRole('button', { name: 'Send Message' }).click();
      await expect(dialog.getByLabel('Full Name *')).toBeFocused();
      await expect(dialog.getByLabel('Full Name *')).toHaveAccessibleDescription(
        'Please enter your full name.',
      );
      await expect(dialog.getByLabel('Full Name *')).toHaveValue('\u200b\u202e');
    });
    expect(posts, 'nothing is sent').toEqual([]);
  });

  test('a valid submit closes the dialog, shows the success toast, returns focus and clears the form', async ({
    page,
    isMobile,
  }) => {
    const { dialog, opener } = await openFromAbout(page);
    await dialog.getByLabel('Full Name *').fill('Ada Lovelace');
    await dialog.getByLabel('Email *').fill('ada@example.com');
    await dialog.getByLabel('Company').fill('Analytical Engines');
    await dialog.getByLabel('Service').selectOption('it-talent');
    await dialog.getByLabel('Message *').fill('We need two React engineers.');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(dialog).toBeHidden();
    const toast = page.getByRole('alert').filter({ hasText: 'Message Sent Successfully!' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("Thank you for contacting us. We'll get back to you within 24 hours.");
    await expect(opener).toBeFocused();
    await openFromHeader(page, isMobile);
    await expect(dialog.getByLabel('Full Name *')).toHaveValue('');
    await expect(dialog.getByLabel('Company')).toHaveValue('');
    await expect(dialog.getByLabel('Service')).toHaveValue('');
  });

  test('the success toast is set in the site’s font and colours, with the site’s close button', async ({
    page,
  }) => {
    const { dialog } = await openFromAbout(page);
    await fillRequired(dialog);
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Message Sent Successfully!' });
    await expect(toast).toBeVisible();
    const site = await page.evaluate(() => {
      const body = getComputedStyle(document.body);
      return { font: body.fontFamily, text: body.color };
    });
    const title = toast.getByText('Message Sent Successfully!');
    expect(await title.evaluate((el) => getComputedStyle(el).fontFamily)).toBe(site.font);
    expect(await title.evaluate((el) => getComputedStyle(el).color)).toBe(site.text);
    // The font the page draws with is the site's own face, loaded: Inter, not the browser's sans-serif.
    expect(site.font).toMatch(/^["']?Inter/);
    expect(await page.evaluate(() => document.fonts.check('600 16px "Inter Variable"'))).toBe(true);
    await expect(toast.getByRole('button', { name: 'Close notification' })).toBeVisible();
  });

  test('a lead sent from the phone menu closes the menu, so the toast is in sight', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the phone menu exists under 768 px');
    await page.goto('/about');
    const dialog = await openFromHeader(page, isMobile);
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await expect(menu).toBeVisible();
    await fillRequired(dialog);
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Message Sent Successfully!' });
    await expect(toast).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(menu).toBeHidden();
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    await expect(toast).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'Open Menu' })).toBeFocused();
  });

  test('the success toast is a live alert in Chromium’s accessibility tree, not hidden by the closing modal', async ({
    page,
    isMobile,
  }) => {
    rulesOnDesktopOnly(isMobile);
    const { dialog } = await openFromAbout(page);
    await fillRequired(dialog);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('Accessibility.enable');
    // A live region only announces what is inserted while it is exposed: note whether a modal was still open then.
    await page.evaluate(() => {
      const w = window as unknown as { toastUnderModal?: boolean };
      new MutationObserver(() => {
        if (w.toastUnderModal === undefined && document.querySelector('.Toastify__toast'))
          w.toastUnderModal = document.querySelector('dialog:modal') !== null;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    // What a screen reader gets: Chromium ignores everything outside an open modal, a live region included.
    const exposed = async () => {
      const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
      const { nodeId } = await cdp.send('DOM.querySelector', {
        nodeId: root.nodeId,
        selector: '.Toastify__toast[role="alert"]',
      });
      if (!nodeId) return 'no toast yet';
      const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
      const node = nodes[0];
      if (!node || node.ignored) return 'ignored';
      const live = node.properties?.find((p) => p.name === 'live')?.value.value;
      return `${node.role?.value} ${String(live)}`;
    };
    await expect.poll(exposed, { timeout: 10_000 }).toBe('alert assertive');
    expect(
      await page.evaluate(() => (window as unknown as { toastUnderModal?: boolean }).toastUnderModal),
    ).toBe(false);
    await expect(page.getByRole('alert').filter({ hasText: 'Message Sent Successfully!' })).toBeVisible();
  });

  test('closing without sending keeps the draft, across close buttons, Escape, backdrop and reload', async ({
    page,
    isMobile,
  }) => {
    rulesOnDesktopOnly(isMobile);
    await page.goto('/about');
    const opener = page.getByRole('button', { name: /consultation/i }).first();
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    await dialog.getByLabel('Full Name *').fill('Grace Hopper');
    await dialog.getByLabel('Message *').fill('Draft 🚀 <b>kept</b>');
    await dialog.getByRole('button', { name: 'Close dialog' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog.getByLabel('Full Name *')).toHaveValue('Grace Hopper');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await opener.click();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();

    await page.reload();
    await page
      .getByRole('button', { name: /consultation/i })
      .first()
      .click();
    await expect(dialog.getByLabel('Message *')).toHaveValue('Draft 🚀 <b>kept</b>');
  });

  test('a service page call to action preselects its service', async ({ page, isMobile }) => {
    rulesOnDesktopOnly(isMobile);
    await page.goto('/cloud?section=azure');
    await page.getByRole('tabpanel').getByRole('button').last().click();
    await expect(page.getByRole('dialog', { name: 'Contact Us' }).getByLabel('Service')).toHaveValue(
      'cloud-services',
    );
  });

  test('Alt+T moves focus to the notifications region', async ({ page, isMobile }) => {
    rulesOnDesktopOnly(isMobile);
    const { dialog } = await openFromAbout(page);
    await dialog.getByLabel('Full Name *').fill('Ada');
    await dialog.getByLabel('Email *').fill('ada@example.com');
    await dialog.getByLabel('Message *').fill('Hi');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message Sent Successfully!')).toBeVisible();
    await page.keyboard.press('Alt+KeyT');
    const region = page.getByRole('region', { name: /Notifications/ });
    await expect.poll(() => region.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  });

  test('a toast reached with Tab stays while focus is on it and closes once focus moves away', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the toast timer does not depend on the viewport; the desktop project covers it');
    const { dialog } = await openFromAbout(page);
    await fillRequired(dialog);
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Message Sent Successfully!' });
    await expect(toast).toBeVisible();
    // The pointer rests on the toast (which pauses it) while the keyboard walks to it: on a slow machine the walk
    // took longer than the toast lasts, and the toast was leaving when focus reached it.
    await toast.hover();
    // From the call to action that opened the dialog, on through the footer to the notifications, as a keyboard user.
    const toastFocused = () => toast.evaluate((el) => el.contains(document.activeElement));
    for (let i = 0; i < 80 && !(await toastFocused()); i++) await page.keyboard.press('Tab');
    expect(await toastFocused()).toBe(true);
    await page.mouse.move(0, 0); // off the toast: from here only focus holds it
    // A toast's time is its progress bar's CSS animation: from here the page's animations run ten times as fast
    // (DevTools' Animation domain), so the second waited below is 10 s of the toast's time, twice what it lasts.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Animation.setPlaybackRate', { playbackRate: 10 });
    await page.waitForTimeout(1_000);
    await expect(toast).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    expect(await toastFocused()).toBe(false);
    await expect(toast).toBeHidden({ timeout: 8_000 });
  });
});
