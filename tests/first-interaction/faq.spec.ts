import { expect, test } from '../support/fixtures';

// The project slows the page to a mid-range phone on a slow connection and never waits for the app: each control is
// used the moment it is painted, and its effect is expected without a second try.
test('a FAQ question opened the moment it is painted shows its answer; opening another closes the first', async ({
  page,
}) => {
  await page.goto('/', { waitUntil: 'commit' });
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  await faq.getByText('What services does Northbridge Technologies offer?').click();
  await expect(faq.getByText(/We offer AI automation, IT talent and staffing/)).toBeVisible();
  await faq.getByText('How do I get started?').click();
  await expect(faq.getByText(/Book a free consultation\. Tell us/)).toBeVisible();
  await expect(faq.getByText(/We offer AI automation, IT talent and staffing/)).toBeHidden();
});
