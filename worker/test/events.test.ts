import { describe, expect, it } from 'vitest';
import { newClient, origin, query, tagMarker } from './client';

// `POST /api/events`, the site's own analytics beacons, in the Workers runtime (globalSetup.ts: the limit is 10
// beacons per client per 10 minutes for this run, each test sends from its own client address).

const endpoint = `${origin}/api/events`;
const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

interface SendOptions {
  headers?: Record<string, string>;
  client?: string;
}

/** Sends a beacon as `navigator.sendBeacon` does with a string (text/plain, same origin, a browser). */
const send = (body: unknown, { headers = {}, client = newClient() }: SendOptions = {}) =>
  fetch(endpoint, {
    method: 'POST',
    headers: {
      'Content-Type': 'text/plain;charset=UTF-8',
      Origin: origin,
      'Sec-Fetch-Site': 'same-origin',
      'User-Agent': browser,
      'CF-Connecting-IP': client,
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** A beacon of one visit, found again by `marker` (its utm_content). */
const beacon = (marker: string, events: unknown[] = [view]) => ({
  device: 'mobile',
  visit: {
    referrer_host: 'news.example.com',
    utm_source: 'newsletter',
    utm_campaign: 'autumn',
    utm_content: marker,
  },
  events,
});
const view = { type: 'view', path: '/cloud', visit: true, route: true };
const open = { type: 'open', path: '/about', place: 'about-hero', service: 'consultation' };
const lead = { type: 'lead', path: '/about', place: 'about-hero', service: 'consultation' };
const vital = { type: 'vital', path: '/about', name: 'LCP', value: 2345.6, target: 'main>h1' };

const stored = (marker: string) =>
  query<Record<string, string | number>>('SELECT * FROM events WHERE utm_content = ?1 ORDER BY id', marker);

describe('POST /api/events stores a beacon', () => {
  it('answers 204 and stores each event with the visit’s device, referring host and campaign, and no identifier', async () => {
    const marker = tagMarker();
    const response = await send(beacon(marker, [view, open, lead, vital]));
    expect(response.status).toBe(204);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const rows = stored(marker);
    const visit = {
      device: 'mobile',
      referrer_host: 'news.example.com',
      utm_source: 'newsletter',
      utm_medium: '',
      utm_campaign: 'autumn',
    };
    expect(rows).toEqual([
      expect.objectContaining({ ...visit, type: 'view', path: '/cloud', is_visit: 1, is_route_visit: 1 }),
      expect.objectContaining({
        ...visit,
        type: 'open',
        path: '/about',
        place: 'about-hero',
        service: 'consultation',
      }),
      expect.objectContaining({ ...visit, type: 'lead', path: '/about', place: 'about-hero' }),
      expect.objectContaining({
        ...visit,
        type: 'vital',
        metric: 'LCP',
        value: 2345.6,
        bucket: 2400,
        target: 'main>h1',
      }),
    ]);
    expect(rows[0]!.day).toBe(new Date().toISOString().slice(0, 10));
    // Nothing that could tell one visitor from another: the columns are the event's own.
    expect(Object.keys(rows[0]!).filter((c) => /ip|client|session|user|agent|id$/i.test(c))).toEqual(['id']);
  });

  it('accepts application/json too', async () => {
    const marker = tagMarker();
    expect((await send(beacon(marker), { headers: { 'Content-Type': 'application/json' } })).status).toBe(
      204,
    );
    expect(stored(marker)).toHaveLength(1);
  });
});

describe('POST /api/events refuses what breaks a rule, and stores nothing', () => {
  it('answers 400 to a beacon with any field out of its rules', async () => {
    const broken: [string, unknown][] = [
      ['not JSON', '{"device":'],
      ['an array', []],
      ['no events', { ...beacon('x'), events: [] }],
      ['31 events', { ...beacon('x'), events: Array.from({ length: 31 }, () => view) }],
      ['a device class that is not one', { ...beacon('x'), device: 'fridge' }],
      ['an unknown event', { ...beacon('x'), events: [{ ...view, type: 'click' }] }],
      ['a foreign address as path', { ...beacon('x'), events: [{ ...view, path: 'https://evil.example/' }] }],
      ['a place the site does not have', { ...beacon('x'), events: [{ ...open, place: 'popup' }] }],
      ['a metric that is not a Web Vital', { ...beacon('x'), events: [{ ...vital, name: 'FID' }] }],
      ['a negative value', { ...beacon('x'), events: [{ ...vital, value: -5 }] }],
      ['a value as text', { ...beacon('x'), events: [{ ...vital, value: '5' }] }],
    ];
    for (const [what, body] of broken) {
      const marker = tagMarker();
      const withMarker =
        typeof body === 'object' && body !== null && 'visit' in body
          ? { ...body, visit: { utm_content: marker } }
          : body;
      expect((await send(withMarker)).status, what).toBe(400);
      expect(stored(marker), what).toEqual([]);
    }
  });

  it('answers 413 to a body over 8 KB, declared or not', async () => {
    const marker = tagMarker();
    const big = { ...beacon(marker), padding: 'x'.repeat(9000) };
    expect((await send(big)).status).toBe(413);
    const chunked = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(JSON.stringify(big)));
        controller.close();
      },
    });
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: origin, 'User-Agent': browser },
      body: chunked,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(stored(marker)).toEqual([]);
  });

  it('answers 403 to a beacon from another site’s page', async () => {
    const marker = tagMarker();
    const crossSite: Record<string, string>[] = [
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'same-site' },
      { Origin: 'null' },
    ];
    for (const headers of crossSite)
      expect((await send(beacon(marker), { headers })).status, JSON.stringify(headers)).toBe(403);
    expect(stored(marker)).toEqual([]);
  });

  it('answers 405 to other methods and 415 to other types', async () => {
    const get = await fetch(endpoint);
    expect(get.status).toBe(405);
    expect(get.headers.get('Allow')).toBe('POST');
    const marker = tagMarker();
    const form = await send('device=mobile', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(stored(marker)).toEqual([]);
  });

  it('leaves bots out: answered like anyone, counted nowhere', async () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome-Lighthouse',
      'curl/8.5.0',
      'python-requests/2.32',
      '',
    ]) {
      const marker = tagMarker();
      expect((await send(beacon(marker), { headers: { 'User-Agent': agent } })).status, agent).toBe(204);
      expect(stored(marker), agent).toEqual([]);
    }
  });

  it('answers the 11th beacon of a client in 10 minutes with 429 and Retry-After, and stores none of it', async () => {
    const client = newClient();
    const marker = tagMarker();
    for (let i = 0; i < 10; i++) expect((await send(beacon(marker), { client })).status).toBe(204);
    const refused = await send(beacon(marker), { client });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(600);
    expect(stored(marker)).toHaveLength(10);
    // Another client is not held back, and the counter holds an HMAC of the address, never the address.
    expect((await send(beacon(marker))).status).toBe(204);
    const clients = query<{ client: string }>('SELECT client FROM beacon_limits');
    expect(clients.some((c) => c.client.includes(client))).toBe(false);
    expect(clients.every((c) => /^[0-9a-f]{64}$/.test(c.client))).toBe(true);
  });

  it('never answers 5xx to garbage', async () => {
    const bodies = [
      '',
      'null',
      '"text"',
      '{}',
      '{"device":"mobile","events":[null]}',
      '{"device":"mobile","events":"view"}',
      '{"device":"mobile","visit":[],"events":[{"type":"view","path":"/","visit":1,"route":0}]}',
      '{"device":"mobile","events":[{"type":"vital","path":"/","name":"CLS","value":1e309,"target":""}]}',
      '{"device":"mobile","events":[{"type":"view","path":{"toString":"/"},"visit":true,"route":true}]}',
      '\u0000\uffff\ud800',
      '[]'.repeat(4000),
      '{"__proto__":{"device":"mobile"},"events":[]}',
    ];
    for (const body of bodies) {
      const response = await send(body);
      expect(response.status, body.slice(0, 80)).toBeLessThan(500);
      expect(response.status, body.slice(0, 80)).not.toBe(204);
    }
  });
});
