import { expect, type Page } from '@playwright/test';
import { contactForm } from '../../src/content/contactForm';

/** Fills the open contact dialog with a lead that `marker` finds, and sends it. */
export async function sendLead(page: Page, marker: string) {
  const dialog = page.getByRole('dialog', { name: contactForm.title });
  await dialog.getByLabel(contactForm.labels.name).fill(`Ada Lovelace ${marker}`);
  await dialog.getByLabel(contactForm.labels.email).fill('ada@example.com');
  await dialog.getByLabel(contactForm.labels.message).fill(`Where did I come from? ${marker}`);
  await dialog.getByRole('button', { name: contactForm.submit }).click();
}

interface Journey {
  /** The campaign tag of the landing address. */
  campaign?: string;
  /** What the visitor does on /cloud before moving on. */
  reading?: () => Promise<void>;
}

/**
 * A visit from a newsletter: lands on /cloud with campaign tags (sent from a mail site), moves to /about by the
 * header link and opens the About page's consultation dialog.
 */
export async function campaignJourney(page: Page, { campaign = 'autumn', reading }: Journey = {}) {
  await page.goto(`/cloud?utm_source=newsletter&utm_campaign=${campaign}`, {
    referer: 'https://mail.example.net/inbox/42?from=me',
  });
  await reading?.();
  await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL('/about');
  await page.getByRole('main').getByRole('button', { name: 'Book a Free Consultation' }).click();
}
