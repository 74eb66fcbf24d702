import { randomUUID } from 'node:crypto';
import { contactForm } from '../src/content/contactForm';
import { storedLeads } from './support/e2eLeads';
import { expect, test } from './support/fixtures';
import { campaignJourney, sendLead } from './support/journeys';

// Every lead says where it came from: the page, the call to action, and where the tab's visit landed from.

test.skip(
  ({ isMobile }) => isMobile,
  'the header links are in the phone menu; the source rules are the same',
);

test('a lead names its page, the call to action that opened the dialog, the landing page and the campaign', async ({
  page,
}) => {
  const marker = randomUUID();
  await campaignJourney(page);
  await sendLead(page, marker);
  await expect(page.getByText(contactForm.toast.success.title)).toBeVisible();
  expect(storedLeads(marker)).toEqual([
    expect.objectContaining({
      source_page: '/about',
      cta_place: 'about-hero',
      cta_service: 'consultation',
      landing_page: '/cloud',
      referrer_host: 'mail.example.net',
      utm_source: 'newsletter',
      utm_medium: '',
      utm_campaign: 'autumn',
      utm_term: '',
      utm_content: '',
    }),
  ]);
});

test('a lead sent from a service tab names the tab panel’s call to action and its service', async ({
  page,
}) => {
  const marker = randomUUID();
  await page.goto('/security?section=audits');
  await page.getByRole('tabpanel').getByRole('button').last().click();
  await sendLead(page, marker);
  await expect(page.getByText(contactForm.toast.success.title)).toBeVisible();
  expect(storedLeads(marker)).toEqual([
    expect.objectContaining({
      source_page: '/security',
      cta_place: 'service-panel',
      cta_service: 'cybersecurity',
      landing_page: '/security',
      referrer_host: '',
    }),
  ]);
});

test('a lead sent from the contact placeholder’s own button names that page and its call to action', async ({
  page,
}) => {
  const marker = randomUUID();
  await page.goto('/contact');
  await page.getByRole('main').getByRole('button', { name: 'Contact Us' }).click();
  await sendLead(page, marker);
  await expect(page.getByText(contactForm.toast.success.title)).toBeVisible();
  expect(storedLeads(marker)).toEqual([
    expect.objectContaining({ source_page: '/contact', cta_place: 'contact-page', cta_service: '' }),
  ]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a lead posted by the form itself names the page it was sent from (its Referer), nothing more', async ({
    page,
  }) => {
    const marker = randomUUID();
    await page.goto('/industries/finance?utm_source=newsletter');
    await page.getByRole('main').getByRole('button', { name: 'Book a Free Consultation' }).click();
    await sendLead(page, marker);
    await expect(page).toHaveURL('/contact/sent');
    expect(storedLeads(marker)).toEqual([
      expect.objectContaining({
        source_page: '/industries/finance',
        cta_place: '',
        cta_service: '',
        landing_page: '',
        utm_source: '',
      }),
    ]);
  });
});
