import { createServer, type Server } from 'node:http';
import type { Page } from '@playwright/test';
import { contactForm } from '../src/content/contactForm';
import { endpointApiPort, endpointSiteOrigin } from './support/contactEndpoint';
import { expect, test } from './support/fixtures';

// One test API for the whole file: its port is baked into the endpoint build, so the tests share it in order.
test.describe.configure({ mode: 'serial' });

interface Api {
  posts: unknown[];
  /** What the next POSTs answer. */
  status: number;
}

const api: Api = { posts: [], status: 200 };
let server: Server;

test.beforeAll(async () => {
  server = createServer((req, res) => {
    // A real endpoint on another origin answers the browser's CORS preflight the same way.
    res.setHeader('Access-Control-Allow-Origin', endpointSiteOrigin);
    res.setHeader('Access-Control-Allow-Methods', 'POST');
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'POST' || req.url !== '/contact') {
      res.writeHead(404).end();
      return;
    }
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      api.posts.push(JSON.parse(body));
      // Slow enough that a second click lands while the first request is still in flight.
      setTimeout(() => res.writeHead(api.status).end(), 400);
    });
  });
  await new Promise<void>((resolve) => server.listen(endpointApiPort, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test.beforeEach(() => {
  api.posts = [];
  api.status = 200;
});

const values = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines Ltd',
  phone: '+1 555 0100',
  service: 'cloud-services',
  message: 'We would like to move two data centres to the cloud.',
};

async function fillForm(page: Page) {
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

test('a double-click on Send Message posts the form exactly once, then confirms', async ({ page }) => {
  const dialog = await fillForm(page);
  await dialog.getByRole('button', { name: contactForm.submit }).dblclick();
  await expect(page.getByText(contactForm.toast.success.title)).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(api.posts).toEqual([values]);
});

test.describe('when the endpoint fails', () => {
  // The browser itself reports the failed request on the console.
  test.use({ allowedErrors: ['the server responded with a status of 500'] });

  test('a server error keeps the dialog open with every value and says the message was not sent', async ({
    page,
  }) => {
    api.status = 500;
    const dialog = await fillForm(page);
    await dialog.getByRole('button', { name: contactForm.submit }).click();
    await expect(page.getByText(contactForm.toast.error.title).first()).toBeVisible();
    expect(api.posts).toHaveLength(1);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(contactForm.labels.name)).toHaveValue(values.name);
    await expect(dialog.getByLabel(contactForm.labels.email)).toHaveValue(values.email);
    await expect(dialog.getByLabel(contactForm.labels.company, { exact: true })).toHaveValue(values.company);
    await expect(dialog.getByLabel(contactForm.labels.phone, { exact: true })).toHaveValue(values.phone);
    await expect(dialog.getByLabel(contactForm.labels.service)).toHaveValue(values.service);
    await expect(dialog.getByLabel(contactForm.labels.message)).toHaveValue(values.message);
    // Sending again once the server recovers works and sends it once more.
    api.status = 200;
    await dialog.getByRole('button', { name: contactForm.submit }).click();
    await expect(dialog).toBeHidden();
    expect(api.posts).toHaveLength(2);
  });
});

test('a form whose hidden honeypot field was filled sends nothing', async ({ page }) => {
  const dialog = await fillForm(page);
  // Bots fill every input; people never see this one.
  await dialog.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
    input.value = 'https://spam.example';
  });
  await dialog.getByRole('button', { name: contactForm.submit }).click();
  await expect(dialog).toBeHidden();
  await page.waitForTimeout(1000);
  expect(api.posts).toEqual([]);
});
