import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { leadsWith, queryLeadsDb, type LeadRow } from '../../tests/support/leadsDb';

export const origin = inject('origin');
export const stateDir = inject('stateDir');
export const endpoint = `${origin}/api/contact`;

/**
 * A client address of its own (the local host passes CF-Connecting-IP through), so rate limits do not mix: random
 * within the IPv6 documentation prefix, since every test file has its own module state and shares the one server.
 */
export const newClient = (): string => {
  const hex = randomUUID().replaceAll('-', '');
  return `2001:db8:${[0, 4, 8, 12, 16, 20].map((at) => hex.slice(at, at + 4)).join(':')}`;
};

/**
 * A unique campaign tag that finds a test's rows: a UUID with letters for digits, since a tag holding a run of seven
 * digits or more looks like a phone number and is dropped (docs/analytics.md#what-the-figures-keep).
 */
export const tagMarker = (): string =>
  randomUUID().replace(/\d/g, (digit) => 'ghijklmnop'.charAt(Number(digit)));

/** Values that pass every rule, with a marker that finds this test's rows. */
export const validLead = (marker: string = randomUUID()) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines Ltd',
  phone: '+1 555 0100',
  service: 'cloud-services',
  message: `We would like to move two data centres to the cloud. (${marker})`,
});

/** Where a lead came from, as the dialog sends it: every source field filled. */
export const leadSource = () => ({
  source_page: '/about',
  cta_place: 'about-hero',
  cta_service: 'consultation',
  landing_page: '/cloud',
  referrer_host: 'news.example.com',
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'autumn',
  utm_term: 'cloud migration',
  utm_content: 'header, "blue"',
});

interface PostOptions {
  /** A same-origin browser request by default. */
  headers?: Record<string, string>;
  client?: string;
  key?: string;
}

/** POSTs `values` as the dialog does (JSON). */
export const postJson = (values: unknown, { headers = {}, client = newClient(), key }: PostOptions = {}) =>
  fetch(endpoint, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/json',
      Origin: origin,
      'Sec-Fetch-Site': 'same-origin',
      'CF-Connecting-IP': client,
      ...(key ? { 'Idempotency-Key': key } : {}),
      ...headers,
    },
    body: typeof values === 'string' ? values : JSON.stringify(values),
  });

/** POSTs `values` as the `<form>` does without JavaScript (urlencoded, from the about page). */
export const postForm = (
  values: Record<string, string>,
  { headers = {}, client = newClient() }: PostOptions = {},
) =>
  fetch(endpoint, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: origin,
      'Sec-Fetch-Site': 'same-origin',
      Referer: `${origin}/about`,
      'CF-Connecting-IP': client,
      ...headers,
    },
    body: new URLSearchParams(values).toString(),
  });

export const rowsWith = (marker: string): LeadRow[] => leadsWith(stateDir, marker);
export const query = <T>(sql: string, ...params: (string | number)[]): T[] =>
  queryLeadsDb<T>(stateDir, sql, ...params);
