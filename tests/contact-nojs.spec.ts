import { randomUUID } from 'node:crypto';
import { contactForm } from '../src/content/contactForm';
import { storedLeads } from './support/e2eLeads';
import { expect, test } from './support/fixtures';

// With JavaScript off, the dialog still opens from every call to action and the form still reaches the database.
test.use({ javaScriptEnabled: false });

test.describe('the contact form without JavaScript', () => {
  test('a call to action opens the dialog, focus on the first field; the close button closes it', async ({
    page,
  }) => {
    await page.goto('/cloud?section=azure');
    await page.getByRole('tabpanel').getByRole('button').last().click();
    const dialog = page.getByRole('dialog', { name: contactForm.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(contactForm.labels.name)).toBeFocused();
    // No script: nothing preselects the service; the visitor chooses it.
    await expect(dialog.getByLabel(contactForm.labels.service)).toHaveValue('');
    await dialog.getByRole('button', { name: contactForm.close }).click();
    await expect(dialog).toBeHidden();
  });

  test('the contact placeholder opens the dialog from its own Contact Us button, at every width', async ({
    page,
  }) => {
    await page.goto('/contact');
    const opener = page.getByRole('main').getByRole('button', { name: 'Contact Us' });
    await expect(opener).toBeInViewport();
    await opener.click();
    const dialog = page.getByRole('dialog', { name: contactForm.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(contactForm.labels.name)).toBeFocused();
  });

  test('a valid form posts, lands on the confirmation page and is stored', async ({ page }) => {
    const marker = randomUUID();
    await page.goto('/about');
    await page.getByRole('main').getByRole('button', { name: 'Book a Free Consultation' }).click();
    const dialog = page.getByRole('dialog', { name: contactForm.title });
    await dialog.getByLabel(contactForm.labels.name).fill(`Grace Hopper ${marker}`);
    await dialog.getByLabel(contactForm.labels.email).fill('grace@example.com');
    await dialog.getByLabel(contactForm.labels.service).selectOption('it-talent');
    await dialog.getByLabel(contactForm.labels.message).fill(`No script here. 🚀 ${marker}`);
    await dialog.getByRole('button', { name: contactForm.submit }).click();
    await expect(page).toHaveURL('/contact/sent');
    await expect(
      page.getByRole('heading', { level: 1, name: contactForm.toast.success.title }),
    ).toBeVisible();
    await expect(page.getByText(contactForm.toast.success.description)).toBeVisible();
    expect(storedLeads(marker)).toEqual([
      expect.objectContaining({
        name: `Grace Hopper ${marker}`,
        email: 'grace@example.com',
        company: '',
        phone: '',
        service: 'it-talent',
        message: `No script here. 🚀 ${marker}`,
        idempotency_key: null,
      }),
    ]);
  });

  test('a message of 3,000 Cyrillic characters (17 KB once the form encodes it) is stored', async ({
    page,
    isMobile,
  }) => {
    test.skip(
      isMobile,
      'how the host reads a posted form does not depend on the viewport: desktop-dom covers it',
    );
    const marker = randomUUID();
    const message = `${'Здравствуйте '.repeat(228)}${marker}`;
    expect([...message].length).toBeLessThanOrEqual(5000);
    await page.goto('/about');
    await page.getByRole('main').getByRole('button', { name: 'Book a Free Consultation' }).click();
    const dialog = page.getByRole('dialog', { name: contactForm.title });
    await dialog.getByLabel(contactForm.labels.name).fill('Лев Толстой');
    await dialog.getByLabel(contactForm.labels.email).fill('lev@example.com');
    await dialog.getByLabel(contactForm.labels.message).fill(message);
    await dialog.getByRole('button', { name: contactForm.submit }).click();
    await expect(page).toHaveURL('/contact/sent');
    expect(storedLeads(marker)).toEqual([expect.objectContaining({ name: 'Лев Толстой', message })]);
  });

  test.describe('with an error', () => {
    // The browser reports the 400 document status on the console.
    test.use({ allowedErrors: ['the server responded with a status of 400'] });

    test('comes back to the form with the message under the field and every value kept; fixed, it is stored', async ({
      page,
    }) => {
      const marker = randomUUID();
      await page.goto('/about');
      await page.getByRole('main').getByRole('button', { name: 'Book a Free Consultation' }).click();
      let dialog = page.getByRole('dialog', { name: contactForm.title });
      const values = {
        // `&lt;` must come back as typed, not as `<`.
        name: `Ada "<b>" &lt;3 ${marker}`,
        company: 'Analytical Engines',
        phone: '+1 555 0100',
        message: `Long lines </textarea> & more ${marker}`,
      };
      await dialog.getByLabel(contactForm.labels.name).fill(values.name);
      // Valid for the browser, too long for the rules: the host says so.
      await dialog.getByLabel(contactForm.labels.email).fill(`${'a'.repeat(250)}@example.com`);
      await dialog.getByLabel(contactForm.labels.company, { exact: true }).fill(values.company);
      await dialog.getByLabel(contactForm.labels.phone, { exact: true }).fill(values.phone);
      await dialog.getByLabel(contactForm.labels.service).selectOption('cybersecurity');
      await dialog.getByLabel(contactForm.labels.message).fill(values.message);
      await dialog.getByRole('button', { name: contactForm.submit }).click();

      await expect(page).toHaveTitle(/^Error: /);
      dialog = page.getByRole('dialog', { name: contactForm.title });
      await expect(dialog).toBeVisible();
      const email = dialog.getByLabel(contactForm.labels.email);
      await expect(email).toBeFocused();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription(contactForm.errors.tooLong(254));
      await expect(dialog.getByLabel(contactForm.labels.name)).toHaveValue(values.name);
      await expect(dialog.getByLabel(contactForm.labels.company, { exact: true })).toHaveValue(
        values.company,
      );
      await expect(dialog.getByLabel(contactForm.labels.phone, { exact: true })).toHaveValue(values.phone);
      await expect(dialog.getByLabel(contactForm.labels.service)).toHaveValue('cybersecurity');
      await expect(dialog.getByLabel(contactForm.labels.message)).toHaveValue(values.message);
      expect(storedLeads(marker)).toEqual([]);

      await email.fill('ada@example.com');
      await dialog.getByRole('button', { name: contactForm.submit }).click();
      await expect(page).toHaveURL('/contact/sent');
      expect(storedLeads(marker)).toEqual([
        expect.objectContaining({ ...values, email: 'ada@example.com', service: 'cybersecurity' }),
      ]);
    });
  });

  test.describe('too large to send', () => {
    test.use({ allowedErrors: ['the server responded with a status of 413'] });

    test('comes back with every value typed and says which field to shorten', async ({ page, isMobile }) => {
      test.skip(
        isMobile,
        'how the host reads a posted form does not depend on the viewport: desktop-dom covers it',
      );
      const marker = randomUUID();
      await page.goto('/about');
      await page.getByRole('main').getByRole('button', { name: 'Book a Free Consultation' }).click();
      let dialog = page.getByRole('dialog', { name: contactForm.title });
      // Over the body limit (128 KB) once the form encodes it: 30,000 characters of two bytes, six encoded.
      const message = `${'Ж'.repeat(30_000)} ${marker}`;
      await dialog.getByLabel(contactForm.labels.name).fill(`Zoë & "Co" ${marker}`);
      await dialog.getByLabel(contactForm.labels.email).fill('zoe@example.com');
      await dialog.getByLabel(contactForm.labels.message).fill(message);
      await dialog.getByRole('button', { name: contactForm.submit }).click();

      await expect(page).toHaveTitle(/^Error: /);
      dialog = page.getByRole('dialog', { name: contactForm.title });
      await expect(dialog.getByRole('alert')).toHaveText(contactForm.server.tooLarge);
      await expect(dialog.getByLabel(contactForm.labels.name)).toHaveValue(`Zoë & "Co" ${marker}`);
      await expect(dialog.getByLabel(contactForm.labels.email)).toHaveValue('zoe@example.com');
      const field = dialog.getByLabel(contactForm.labels.message);
      await expect(field).toHaveValue(message);
      await expect(field).toBeFocused();
      await expect(field).toHaveAccessibleDescription(contactForm.errors.tooLong(5000));
      expect(storedLeads(marker)).toEqual([]);
    });
  });
});
