import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { devices, type Page } from '@playwright/test';
import { contactForm } from '../src/content/contactForm';
import { e2eLeadsStateDir, storedLeads } from './support/e2eLeads';
import { test } from './support/desktopChrome';
import { expect } from './support/fixtures';
import { campaignJourney, sendLead } from './support/journeys';
import { queryLeadsDb } from './support/leadsDb';

// The site's own analytics, as a visitor's browser sends them, and the owner's report. About the running app: the
// tracker loads once the app has taken over and the browser is idle, so these tests wait for its chunk (or, where
// the visitor opts out, for the app and an idle moment) before they leave the page, which is when beacons go out.
// What the beacons carry is read where it ends up, in the run's database: a browser sends them as the page unloads,
// when Playwright no longer reports the page's requests. The browser says it is desktop Chrome
// (support/desktopChrome.ts): those last beacons would otherwise be a bot's.

test.skip(({ isMobile }) => isMobile, 'the device class is the only difference, tested in functions/test');

interface StoredEvent {
  type: string;
  path: string;
  device: string;
  referrer_host: string;
  utm_source: string;
  is_visit: number;
  is_route_visit: number;
  place: string;
  service: string;
  metric: string;
}

/** The events the host stored for visits of `campaign`, oldest first. */
const storedEvents = (campaign: string) =>
  queryLeadsDb<StoredEvent>(
    e2eLeadsStateDir,
    `SELECT type, path, device, referrer_host, utm_source, is_visit, is_route_visit, place, service, metric
     FROM events WHERE utm_campaign = ?1 ORDER BY id`,
    campaign,
  );

/** Requests for the tracker's chunk (the analytics code), which loads once the app has taken over. */
function trackerRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/tracker-[^/]*\.js$/.test(request.url())) requests.push(request.url());
  });
  return requests;
}

const trackerLoaded = (page: Page) => page.waitForResponse(/\/assets\/tracker-[^/]*\.js$/);
// Letters only: a campaign tag holding a run of seven digits or more looks like a phone number and is dropped.
const uniqueCampaign = () =>
  `c-${randomUUID()
    .slice(0, 8)
    .replace(/\d/g, (digit) => 'ghijklmnop'.charAt(Number(digit)))}`;

test('a visit is counted: both pages, the dialog opening with its call to action and the lead, with its campaign', async ({
  page,
}) => {
  const campaign = uniqueCampaign();
  const loaded = trackerLoaded(page);
  await campaignJourney(page, { campaign, reading: async () => void (await loaded) });
  await sendLead(page, randomUUID());
  await expect(page.getByText(contactForm.toast.success.title)).toBeVisible();
  // Leaving the page sends what it counted.
  await page.goto('about:blank');
  await expect.poll(() => storedEvents(campaign).filter((e) => e.type === 'lead')).toHaveLength(1);
  const visit = { device: 'desktop', referrer_host: 'mail.example.net', utm_source: 'newsletter' };
  const none = { is_visit: 0, is_route_visit: 0, place: '', service: '', metric: '' };
  const cta = { place: 'about-hero', service: 'consultation' };
  const events = storedEvents(campaign);
  expect(events.filter((e) => e.type !== 'vital')).toEqual([
    { ...visit, ...none, type: 'view', path: '/cloud', is_visit: 1, is_route_visit: 1 },
    { ...visit, ...none, type: 'view', path: '/about', is_route_visit: 1 },
    { ...visit, ...none, ...cta, type: 'open', path: '/about' },
    { ...visit, ...none, ...cta, type: 'lead', path: '/about' },
  ]);
  // The vitals of the page load count for the route it was loaded at.
  expect(events.filter((e) => e.type === 'vital').map((e) => `${e.metric} ${e.path}`)).toEqual(
    expect.arrayContaining(['TTFB /cloud', 'FCP /cloud', 'LCP /cloud']),
  );
});

test('with Global Privacy Control on, the lead is stored with its source and no analytics beacon is sent', async ({
  page,
  browser,
}) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  );
  const campaign = uniqueCampaign();
  const requested = trackerRequests(page);
  const marker = randomUUID();
  // As long as the tracker takes to arrive without the signal: the app has taken over and the browser was idle.
  const appAndIdle = async () => {
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500))));
  };
  await campaignJourney(page, { campaign, reading: appAndIdle });
  await sendLead(page, marker);
  await expect(page.getByText(contactForm.toast.success.title)).toBeVisible();
  await appAndIdle();
  await page.goto('about:blank');
  expect(storedLeads(marker)).toEqual([
    expect.objectContaining({
      source_page: '/about',
      cta_place: 'about-hero',
      cta_service: 'consultation',
      landing_page: '/cloud',
      utm_source: 'newsletter',
      utm_campaign: campaign,
    }),
  ]);
  expect(requested).toEqual([]);

  // The same visit without the signal, in a browser of its own, afterwards: once its beacons are stored, anything
  // the first visit sent would be too.
  const other = await browser.newContext({
    ...devices['Desktop Chrome'],
    baseURL: test.info().project.use.baseURL,
  });
  const counted = await other.newPage();
  const controlCampaign = uniqueCampaign();
  const loaded = trackerLoaded(counted);
  await campaignJourney(counted, { campaign: controlCampaign, reading: async () => void (await loaded) });
  await counted.goto('about:blank');
  await expect.poll(() => storedEvents(controlCampaign).length).toBeGreaterThan(0);
  await other.close();
  expect(storedEvents(campaign)).toEqual([]);
});

test('npm run report lists the visit: its route’s views, the lead with its campaign and an INP value', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const campaign = uniqueCampaign();
  const loaded = trackerLoaded(page);
  await page.goto(`/it-talent?utm_source=e2e&utm_campaign=${campaign}`);
  await loaded;
  // An interaction to measure (INP), then the hero's call to action.
  await page.getByRole('tab', { name: /backend/i }).click();
  await expect(page).toHaveURL(/section=backend/);
  await page.getByRole('main').getByRole('button', { name: 'Book a Free Consultation' }).first().click();
  await sendLead(page, randomUUID());
  await expect(page.getByText(contactForm.toast.success.title)).toBeVisible();
  await page.goto('about:blank');
  await expect.poll(() => storedEvents(campaign).some((e) => e.metric === 'INP')).toBe(true);

  const report = spawnSync(process.execPath, ['scripts/report.mjs', '--days', '1'], {
    encoding: 'utf8',
    env: { ...process.env, LEADS_STATE_DIR: e2eLeadsStateDir },
  });
  expect(report.status, report.stderr).toBe(0);
  const lines = report.stdout.split('\n');
  // The campaign: 1 visit, 1 view, the dialog opened once, 1 lead: 100 % conversion.
  expect(lines).toContainEqual(
    expect.stringMatching(
      new RegExp(
        `^\\| e2e +\\| \\(none\\) +\\| ${campaign} +\\| +1 \\| +1 \\| +1 \\| +1 \\| +100\\.0 % \\|$`,
      ),
    ),
  );
  // The route, with its views, and its vitals with an INP figure for desktop.
  expect(lines).toContainEqual(expect.stringMatching(/^\| \/it-talent +\| +[1-9]\d* \|/));
  const vitals = lines.find((line) => /^\| \/it-talent +\| desktop +\|/.test(line));
  const inp = vitals?.split('|').map((cell) => cell.trim())[4];
  expect(inp).toMatch(/^\d+ ms [✓~✗]$/);
});
