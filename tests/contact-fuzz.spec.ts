import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// About the running app's own checks of the form (before it runs, the browser's and the host's apply): it waits for
// the app to take over after each navigation, and says so.
test.use({ waitForApp: true });

/** A small seeded generator (mulberry32): the same 60 inputs on every run. */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const samples = [
  '',
  '   ',
  '\t\n ',
  'Ada Lovelace',
  'Zoë Ørsted-Łukasiewicz',
  '李小龍',
  'مرحبا بالعالم',
  '🚀🔥👩🏽‍💻',
  '<img src=x onerror=alert(1)>',
  '"; DROP TABLE leads; --',
  'x'.repeat(5000),
  '  padded  ',
];
const emails = [
  '',
  ' ',
  'plain',
  'a@',
  '@b.com',
  'a b@c.com',
  'a@b..com',
  'ada@example.com',
  'first.last+tag@sub.example.co.uk',
  '<script>@x.com',
  'ü@example.com',
  'a@b',
];

const openDialog = async (page: Page) => {
  await page.getByRole('main').getByRole('button', { name: 'Book a Free Consultation' }).click();
  return page.getByRole('dialog', { name: 'Contact Us' });
};

test('60 seeded random inputs never crash the form, flag every invalid field and lose nothing typed', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the form rules do not depend on the viewport; one project is enough');
  test.setTimeout(180_000);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/contact')) sent.push(request.url());
  });
  await page.goto('/about');
  let dialog = await openDialog(page);
  const random = seeded(20241122);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  let expectedSends = 0;

  for (let i = 0; i < 60; i++) {
    const input = {
      name: pick(samples),
      email: pick(emails),
      company: pick(samples),
      message: pick(samples),
    };
    await dialog.getByLabel('Full Name *').fill(input.name);
    await dialog.getByLabel('Email *').fill(input.email);
    await dialog.getByLabel('Company').fill(input.company);
    await dialog.getByLabel('Message *').fill(input.message);
    // What the fields hold, read in one round trip. Single-line inputs drop line breaks as the browser sanitizes
    // them: what was typed is what the field holds. The browser's own email check is the oracle for the format rule.
    const held = await dialog.evaluate((root) => {
      const field = (name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
      return {
        name: field('name').value,
        company: field('company').value,
        email: field('email').value,
        emailMismatch: field('email').validity.typeMismatch,
      };
    });
    const [nameValue, companyValue, emailValue] = [held.name, held.company, held.email];
    const emailBad = emailValue.trim() === '' || held.emailMismatch;
    // The length limits of docs/product.md#contact-form, in characters (code points).
    const over = (value: string, max: number) => [...value].length > max;
    const expected = {
      'Full Name *': nameValue.trim() === '' || over(nameValue, 200),
      'Email *': emailBad || over(emailValue, 254),
      Company: over(companyValue, 200),
      'Message *': input.message.trim() === '' || over(input.message, 5000),
    };
    await dialog.getByRole('button', { name: 'Send Message' }).click();

    if (!Object.values(expected).some(Boolean)) {
      expectedSends += 1;
      await expect(dialog).toBeHidden();
      dialog = await openDialog(page);
      continue;
    }
    // One round trip reads what a screen reader would get from each field.
    const state = await dialog.evaluate((root) =>
      Object.fromEntries(
        [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[id], textarea')].map(
          (el) => {
            const label = root.querySelector(`label[for="${el.id}"]`)?.textContent ?? el.id;
            const describedBy = el.getAttribute('aria-describedby');
            const message = describedBy
              ? (root.querySelector(`[id="${describedBy}"]`)?.textContent ?? '')
              : '';
            return [label, { invalid: el.getAttribute('aria-invalid') === 'true', message, value: el.value }];
          },
        ),
      ),
    );
    for (const [label, invalid] of Object.entries(expected)) {
      expect(state[label]?.invalid, `${label} of input ${i}`).toBe(invalid);
      if (invalid) expect(state[label]?.message.length, `${label} message of input ${i}`).toBeGreaterThan(0);
    }
    expect(state['Full Name *']?.value).toBe(nameValue);
    expect(state['Company']?.value).toBe(companyValue);
    expect(state['Message *']?.value).toBe(input.message);
    expect(state['Email *']?.value).toBe(emailValue);
  }
  expect(sent).toHaveLength(expectedSends);
});
