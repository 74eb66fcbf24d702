import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { contactForm } from '../src/content/contactForm';
import { storedLeads } from './support/e2eLeads';
import { expect, test } from './support/fixtures';

// The dialog and the real endpoint (a Pages Function storing into the run's own local D1), as a visitor uses them.

const lead = (marker: string) => ({
  name: `Ada Lovelace ${marker}`,
  email: 'ada@example.com',
  company: 'Analytical Engines Ltd',
  phone: '+1 555 0100',
  service: 'cloud-services',
  message: `We would like to move two data centres to the cloud. <b>Not bold</b>; DROP TABLE leads; -- ${marker}`,
});

/** Opens the dialog from the about page and fills every field. */
async function fillForm(page: Page, values: ReturnType<typeof lead>) {
  await page.goto('/about');
  await page.getByRole('main').getByRole('button', { name: 'Book a Free Consultation' }).click();
  const dialog = page.getByRole('dialog', { name: contactForm.title });
  await dialog.getByLabel(contactForm.labels.name).fill(values.name);
  await dialog.getByLabel(contactForm.labels.email).fill(values.email);
  await dialog.getByLabel(contactForm.labels.company, { exact: true }).fill(values.company);
  await dialog.getByLabel(contactForm.labels.phone, { exact: true }).fill(values.phone);
  await dialog.getByLabel(contactForm.labels.service).selectOption(values.service);
  await dialog.getByLabel(contactForm.labels.message).fill(values.message);
  return dialog;
}

const expectEveryValue = async (dialog: ReturnType<Page['getByRole']>, values: ReturnType<typeof lead>) => {
  await expect(dialog.getByLabel(contactForm.labels.name)).toHaveValue(values.name);
  await expect(dialog.getByLabel(contactForm.labels.email)).toHaveValue(values.email);
  await expect(dialog.getByLabel(contactForm.labels.company, { exact: true })).toHaveValue(values.company);
  await expect(dialog.getByLabel(contactForm.labels.phone, { exact: true })).toHaveValue(values.phone);
  await expect(dialog.getByLabel(contactForm.labels.service)).toHaveValue(values.service);
  await expect(dialog.getByLabel(contactForm.labels.message)).toHaveValue(values.message);
};

test.describe('leads reach the database', () => {
  // The browser reports refused responses (a 429 here) on the console.
  test.use({ allowedErrors: ['the server responded with a status of 429'] });
  test.skip(
    ({ isMobile }) => isMobile,
    'the endpoint does not depend on the viewport; the dialog is covered on phones by contact.spec',
  );

  test('a lead sent from the dialog is in D1 with the exact values, once', async ({ page }) => {
    const marker = randomUUID();
    const values = lead(marker);
    const dialog = await fillForm(page, values);
    await dialog.getByRole('button', { name: contactForm.submit }).click();
    await expect(page.getByText(contactForm.toast.success.title)).toBeVisible();
    // Sent by the app, the lead carries its draft's Idempotency-Key and the visitor stays on the page. Sent before the
    // app took over (a click as soon as the button shows, on a busy machine), the form posts natively: no key, and the
    // visitor lands on the confirmation page. Either way it is stored once with every value.
    const byApp = new URL(page.url()).pathname === '/about';
    expect(storedLeads(marker)).toEqual([
      expect.objectContaining({
        ...values,
        idempotency_key: byApp ? expect.stringMatching(/^[0-9a-f-]{36}$/) : null,
      }),
    ]);
    if (!byApp) await expect(page).toHaveURL('/contact/sent');
  });

  test('a double click on Send Message stores one row', async ({ page }) => {
    const marker = randomUUID();
    const values = lead(marker);
    const dialog = await fillForm(page, values);
    await dialog.getByRole('button', { name: contactForm.submit }).dblclick();
    await expect(page.getByText(contactForm.toast.success.title)).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(storedLeads(marker)).toHaveLength(1);
  });

  test.describe('when the function fails', () => {
    // The browser reports each failed response on the console. About the running app: it fakes the host's JSON
    // answer to the app's fetch, so it waits for the app (a form sent before the app takes over is a plain post,
    // answered by the host itself: contact-nojs.spec and functions/test).
    test.use({ allowedErrors: ['the server responded with a status of 500'], waitForApp: true });

    test('a 500 keeps the dialog open with every value after the retries, says so, and a later send stores it once', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const marker = randomUUID();
      const values = lead(marker);
      let failures = 0;
      // The function answers 500 (as it does when the database is down) until the test lets it through.
      let failing = true;
      await page.route('/api/contact', async (route) => {
        if (!failing) return route.continue();
        failures += 1;
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"errors":{"form":"down"}}',
        });
      });
      const dialog = await fillForm(page, values);
      await dialog.getByRole('button', { name: contactForm.submit }).click();
      await expect(dialog.getByRole('alert')).toContainText(contactForm.toast.error.title, {
        timeout: 20_000,
      });
      // Sent once and retried three times (1, 2 and 4 s apart), never stored, nothing lost.
      expect(failures).toBe(4);
      await expect(dialog).toBeVisible();
      await expectEveryValue(dialog, values);
      expect(storedLeads(marker)).toEqual([]);
      failing = false;
      await dialog.getByRole('button', { name: contactForm.submit }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(contactForm.toast.success.title)).toBeVisible();
      expect(storedLeads(marker)).toHaveLength(1);
    });
  });

  test.describe('offline', () => {
    // Offline, the browser reports each request it cannot make (the app's idle warm-up of the other pages' chunks,
    // src/app/pageModules.ts, and their stylesheets) on the console.
    test.use({
      allowedErrors: ['Unable to preload CSS', 'ERR_INTERNET_DISCONNECTED'],
    });

    test('offline, the lead waits in the outbox and says so; back online it is sent once', async ({
      page,
      context,
    }) => {
      const marker = randomUUID();
      const values = lead(marker);
      const dialog = await fillForm(page, values);
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/contact')) posts.push(request.headers()['idempotency-key'] ?? '');
      });
      // The connection drops once the page has loaded what it loads (the dialog's notices come with it when it opens).
      await page.waitForLoadState('networkidle');
      await context.setOffline(true);
      await dialog.getByRole('button', { name: contactForm.submit }).click();
      const notice = page.locator('.Toastify').getByRole('alert');
      await expect(notice).toContainText(contactForm.toast.saved.title);
      await expect(notice).toContainText(contactForm.toast.saved.description);
      await expect(dialog).toBeHidden();
      await expect(page.getByText(contactForm.toast.success.title)).toBeHidden();
      expect(storedLeads(marker)).toEqual([]);

      await context.setOffline(false);
      await expect(page.getByText(contactForm.toast.success.title)).toBeVisible();
      expect(storedLeads(marker)).toEqual([expect.objectContaining(values)]);
      expect(posts).toHaveLength(1);
      // A later visit finds nothing left to send.
      await page.reload();
      await page.getByRole('main').getByRole('button', { name: 'Book a Free Consultation' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(posts).toHaveLength(1);
      expect(storedLeads(marker)).toHaveLength(1);
    });

    test('a lead left in the outbox when the tab closed is sent on the next visit', async ({
      page,
      context,
    }) => {
      const marker = randomUUID();
      const values = lead(marker);
      const dialog = await fillForm(page, values);
      await page.waitForLoadState('networkidle');
      await context.setOffline(true);
      await dialog.getByRole('button', { name: contactForm.submit }).click();
      await expect(page.locator('.Toastify').getByRole('alert')).toContainText(contactForm.toast.saved.title);
      await page.close();
      await context.setOffline(false);
      const next = await context.newPage();
      await next.goto('/');
      await expect(next.getByText(contactForm.toast.success.title)).toBeVisible({ timeout: 15_000 });
      expect(storedLeads(marker)).toEqual([expect.objectContaining(values)]);
    });
  });

  test.describe('when the host limits the client', () => {
    // About the running app, like the 500 case above: it fakes the host's JSON answer to the app's fetch.
    test.use({ waitForApp: true });

    test('too many messages: the dialog says when to try again and keeps every value', async ({ page }) => {
      test.info().annotations.push({
        type: 'note',
        description: 'the 429 is the host’s answer, tested in functions/test',
      });
      const marker = randomUUID();
      const values = lead(marker);
      await page.route('/api/contact', (route) =>
        route.fulfill({
          status: 429,
          headers: { 'Retry-After': '420' },
          contentType: 'application/json',
          body: '{}',
        }),
      );
      const dialog = await fillForm(page, values);
      await dialog.getByRole('button', { name: contactForm.submit }).click();
      await expect(dialog.getByRole('alert')).toHaveText(contactForm.server.rateLimited('7 minutes'));
      await expectEveryValue(dialog, values);
    });
  });
});
