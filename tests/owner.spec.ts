import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { contactForm } from '../src/content/contactForm';
import { ownerDesk } from '../src/content/ownerDesk';
import { leadCsvColumns } from '../host/leadsCsv';
import { localAccessToken } from '../scripts/localAccess.mjs';
import { axeViolations, describeViolations, wcagTags } from './support/a11y';
import { e2eLeadsStateDir } from './support/e2eLeads';
import { expect, test } from './support/fixtures';

// The owner's desk as the owner uses it, signed in by `npm start`'s local stand-in for Cloudflare Access: the token
// goes in Access's own cookie, as Access sets it after sign-in (README: the owner's desk).

const signIn = async (page: import('@playwright/test').Page, baseURL: string) =>
  page
    .context()
    .addCookies([
      { name: 'CF_Authorization', value: await localAccessToken(e2eLeadsStateDir), url: baseURL },
    ]);

test('the owner signs in, sees a lead just sent with where it came from, marks it answered, downloads it as CSV and sees the figures', async ({
  page,
  baseURL,
}) => {
  // Letters only: a campaign tag with a run of seven digits or more looks like a phone number and is dropped
  // (docs/analytics.md#what-the-figures-keep).
  const marker = randomUUID()
    .slice(0, 8)
    .replace(/\d/g, (digit) => 'ghijklmnop'.charAt(Number(digit)));
  const campaign = `desk-${marker}`;
  const name = `Grace Hopper ${marker}`;
  // A visitor lands from a campaign, reads on, and sends a lead from the about page.
  await page.goto(`/cloud?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`);
  await page.goto('/about');
  await page.getByRole('main').getByRole('button', { name: 'Book a Free Consultation' }).click();
  const dialog = page.getByRole('dialog', { name: contactForm.title });
  await dialog.getByLabel(contactForm.labels.name).fill(name);
  await dialog.getByLabel(contactForm.labels.email).fill('grace@example.com');
  await dialog.getByLabel(contactForm.labels.company, { exact: true }).fill('Compilers Inc');
  await dialog.getByLabel(contactForm.labels.service).selectOption('ai-automation');
  await dialog.getByLabel(contactForm.labels.message).fill(`Ticket triage, about 2,000 a week. ${marker}`);
  await dialog.getByRole('button', { name: contactForm.submit }).click();
  await expect(page.getByText(contactForm.toast.success.title)).toBeVisible();

  // The owner. The desk asks no other origin for anything.
  await signIn(page, baseURL!);
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL!).origin) elsewhere.push(request.url());
  });
  await page.goto('/owner');
  await expect(page.getByRole('heading', { level: 1, name: ownerDesk.heading })).toBeVisible();
  await expect(page.getByText(ownerDesk.signedInAs('owner@example.com'))).toBeVisible();
  await page.getByLabel(ownerDesk.leads.campaign, { exact: true }).selectOption({ label: campaign });
  await page.getByRole('button', { name: ownerDesk.leads.apply }).click();
  await expect(page).toHaveURL(new RegExp(`campaign=is%3A${campaign}`));
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Compilers Inc');
  await expect(card).toContainText('AI Automation');
  await expect(card.getByRole('term')).toHaveText(['Page:', 'Call to action:', 'Landing page:', 'Campaign:']);
  await expect(card.getByRole('definition').nth(0)).toHaveText('/about');
  await expect(card.getByRole('definition').nth(2)).toHaveText('/cloud');
  await expect(card.getByRole('definition').nth(3)).toHaveText(`newsletter / email / ${campaign}`);
  await expect(card.getByRole('list', { name: ownerDesk.leads.delivery })).toContainText('E-mail: delivered');

  await card.getByRole('button', { name: ownerDesk.leads.markAnswered(name) }).click();
  await expect(page.getByRole('article', { name })).toContainText('Answered by owner@example.com');
  await expect(page.getByRole('button', { name: ownerDesk.leads.markAnswered(name) })).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`campaign=is%3A${campaign}.*#lead-\\d+$`));

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: ownerDesk.leads.download }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  const [header, row, end] = csv.split('\r\n');
  expect(header).toBe(leadCsvColumns.join(','));
  expect(row).toContain(name);
  expect(row).toContain(campaign);
  expect(end).toBe('');

  const figures = page.getByRole('region', { name: ownerDesk.figures.heading });
  await expect(figures.getByRole('heading', { name: 'Per campaign' })).toBeVisible();
  await expect(figures.getByRole('region', { name: /^source, medium, campaign/ })).toContainText(campaign);
  expect(elsewhere).toEqual([]);
});

test.describe('without a token', () => {
  // The browser logs the refused page on the console.
  test.use({ allowedErrors: ['the server responded with a status of 403'] });

  test('the desk shows nothing of itself', async ({ page }) => {
    const response = await page.goto('/owner');
    expect(response?.status()).toBe(403);
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.getByRole('heading')).toHaveCount(0);
    await expect(page.locator('body')).toHaveText(ownerDesk.forbidden);
  });
});

test('the desk has no accessibility violation, best practices included', async ({ page, baseURL }) => {
  // The run's desk lists every lead the specs sent (up to 200 cards): axe takes its time over them.
  test.setTimeout(90_000);
  await signIn(page, baseURL!);
  await page.goto('/owner');
  await expect(page.getByRole('heading', { level: 1, name: ownerDesk.heading })).toBeVisible();
  const violations = await axeViolations(page, { tags: [...wcagTags, 'wcag22aa', 'best-practice'] });
  expect(describeViolations(violations)).toEqual([]);
});
