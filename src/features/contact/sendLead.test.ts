import { describe, expect, it, vi } from 'vitest';
import { emptyContact } from '../../shared/leadRules';
import { backoff, sendLead } from './sendLead';

const values = { ...emptyContact, name: 'Ada', email: 'ada@example.com', message: 'Hi' };
const answer = (status: number, body: unknown = {}, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers });

/** A fetch that gives `answers` in turn (an Error is a network failure) and records each call. */
const scripted = (...answers: (Response | Error)[]) => {
  const calls: RequestInit[] = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    calls.push(init ?? {});
    const next = answers.shift();
    if (!next || next instanceof Error) throw next ?? new Error('no answer');
    return next;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
};

describe('sending a lead', () => {
  it('POSTs the values as JSON to the site endpoint with the draft key', async () => {
    const { fetch, calls } = scripted(answer(201));
    expect(await sendLead(values, 'key-1', { fetch, sleep: async () => {} })).toEqual({ kind: 'stored' });
    expect(calls).toHaveLength(1);
    expect(fetch).toHaveBeenCalledWith('/api/contact', expect.anything());
    expect(calls[0]!.headers).toEqual({ 'Content-Type': 'application/json', 'Idempotency-Key': 'key-1' });
    expect(JSON.parse(String(calls[0]!.body))).toEqual(values);
  });

  it('retries a network error and a 5xx three times with the same key, waiting 1, 2 and 4 s', async () => {
    const sleep = vi.fn(async () => {});
    const { fetch, calls } = scripted(new TypeError('down'), answer(503), answer(500), answer(201));
    expect(await sendLead(values, 'key-2', { fetch, sleep })).toEqual({ kind: 'stored' });
    expect(calls.map((c) => (c.headers as Record<string, string>)['Idempotency-Key'])).toEqual(
      Array(4).fill('key-2'),
    );
    expect(sleep.mock.calls).toEqual([[1000], [2000], [4000]]);
  });

  it('gives up after three retries: failed for a 5xx, offline for network errors', async () => {
    const server = scripted(answer(500), answer(500), answer(500), answer(502));
    expect(await sendLead(values, 'k', { fetch: server.fetch, sleep: async () => {} })).toEqual({
      kind: 'failed',
      status: 502,
    });
    expect(server.calls).toHaveLength(4);
    const network = scripted(new TypeError(), new TypeError(), new TypeError(), new TypeError());
    expect(await sendLead(values, 'k', { fetch: network.fetch, sleep: async () => {} })).toEqual({
      kind: 'offline',
    });
  });

  it('caps the back-off at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(backoff)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('waits a short Retry-After and tries again; a long one is reported with its wait', async () => {
    const sleep = vi.fn(async () => {});
    const short = scripted(answer(429, {}, { 'Retry-After': '3' }), answer(201));
    expect(await sendLead(values, 'k', { fetch: short.fetch, sleep })).toEqual({ kind: 'stored' });
    expect(sleep).toHaveBeenCalledWith(3000);
    const long = scripted(answer(429, {}, { 'Retry-After': '540' }));
    expect(await sendLead(values, 'k', { fetch: long.fetch, sleep })).toEqual({
      kind: 'rate-limited',
      retryAfterSeconds: 540,
    });
  });

  it('returns the host’s field messages for a 400, without retrying', async () => {
    const { fetch, calls } = scripted(answer(400, { errors: { email: 'bad email', form: 'whole form' } }));
    expect(await sendLead(values, 'k', { fetch, sleep: async () => {} })).toEqual({
      kind: 'invalid',
      errors: { email: 'bad email' },
      form: 'whole form',
    });
    expect(calls).toHaveLength(1);
  });

  it('does not try while the browser is offline', async () => {
    const { fetch, calls } = scripted(answer(201));
    expect(await sendLead(values, 'k', { fetch, online: () => false })).toEqual({ kind: 'offline' });
    expect(calls).toHaveLength(0);
  });

  it('reports a key the host holds for another message (422), without retrying', async () => {
    const { fetch, calls } = scripted(answer(422, { errors: { form: 'changed' } }));
    expect(await sendLead(values, 'k', { fetch, sleep: async () => {} })).toEqual({ kind: 'key-reused' });
    expect(calls).toHaveLength(1);
  });
});
