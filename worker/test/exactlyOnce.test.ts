import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contactForm } from '../../src/content/contactForm';
import { newClient, postForm, postJson, query, rowsWith, validLead } from './client';

describe('each lead is stored exactly once', () => {
  it('a key sent again gets the first answer and stores no second row', async () => {
    const lead = validLead();
    const key = randomUUID();
    const first = await postJson(lead, { key });
    expect(first.status).toBe(201);
    const again = await postJson(lead, { key });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(rowsWith(lead.message)).toEqual([expect.objectContaining({ idempotency_key: key })]);
  });

  it('ten requests with one key at the same moment store one row', async () => {
    const lead = validLead();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => postJson(lead, { key })));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(rowsWith(lead.message)).toHaveLength(1);
  });

  it('a key reused for other values is refused with 422 and stores nothing new', async () => {
    const key = randomUUID();
    const lead = validLead();
    expect((await postJson(lead, { key })).status).toBe(201);
    const other = validLead();
    const response = await postJson(other, { key });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors: { form: contactForm.server.keyReused } });
    expect(rowsWith(other.message)).toEqual([]);
  });

  it('refuses a malformed key with 400', async () => {
    const response = await postJson(validLead(), { key: 'short' });
    expect(response.status).toBe(400);
  });

  it('keyless identical posts within the window are stored once; different ones each', async () => {
    const lead = validLead();
    expect((await postForm(lead)).status).toBe(303);
    expect((await postForm(lead, { client: newClient() })).status).toBe(303);
    expect((await postJson(lead)).status).toBe(201);
    expect(rowsWith(lead.message)).toHaveLength(1);
    const changed = { ...lead, phone: '+1 555 0199' };
    expect((await postForm(changed)).status).toBe(303);
    expect(rowsWith(lead.message)).toHaveLength(2);
  });

  it('five identical keyless posts at the same moment store one row', async () => {
    const lead = validLead();
    const answers = await Promise.all(Array.from({ length: 5 }, () => postForm(lead)));
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill(303));
    expect(rowsWith(lead.message)).toHaveLength(1);
  });
});

describe('abuse', () => {
  it('the 21st submission of one client in 10 minutes answers 429 with Retry-After; others go on', async () => {
    const client = newClient();
    for (let i = 1; i <= 20; i++) expect((await postJson(validLead(), { client })).status, `#${i}`).toBe(201);
    const lead = validLead();
    const limited = await postJson(lead, { client });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(limited.headers.get('Cache-Control')).toBe('no-store');
    expect(await limited.json()).toEqual({
      errors: { form: contactForm.server.rateLimited(contactForm.wait(retryAfter)) },
    });
    expect(rowsWith(lead.message)).toEqual([]);
    // A replay of a stored key is not a new submission: it still gets its answer.
    const key = randomUUID();
    const other = newClient();
    const stored = validLead();
    expect((await postJson(stored, { key, client: other })).status).toBe(201);
    expect((await postJson(stored, { key, client })).status).toBe(201);
    expect((await postJson(validLead(), { client: newClient() })).status).toBe(201);
  });

  it('stores no client address: only a keyed hash of it, for the window', async () => {
    const client = newClient();
    expect((await postJson(validLead(), { client })).status).toBe(201);
    const rows = query<{ client: string }>('SELECT client FROM submissions');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.client).toMatch(/^[0-9a-f]{64}$/);
    const dump =
      JSON.stringify(query('SELECT * FROM submissions')) + JSON.stringify(query('SELECT * FROM leads'));
    expect(dump).not.toContain(client);
    expect(dump).not.toContain('2001:db8:');
  });

  it('a filled honeypot is answered as stored, and nothing is stored or counted', async () => {
    const client = newClient();
    const lead = validLead();
    const json = await postJson({ ...lead, website: 'https://spam.example' }, { client });
    expect(json.status).toBe(201);
    expect(await json.json()).toEqual({ status: 'stored' });
    const form = await postForm({ ...lead, website: 'https://spam.example' }, { client });
    expect(form.status).toBe(303);
    expect(rowsWith(lead.message)).toEqual([]);
    // Not counted either: after more bot posts than the limit, the same client's real lead still goes through.
    for (let i = 0; i < 20; i++) await postJson({ ...validLead(), website: 'x' }, { client });
    const real = validLead();
    expect((await postJson(real, { client })).status).toBe(201);
    expect(rowsWith(real.message)).toHaveLength(1);
  });
});
