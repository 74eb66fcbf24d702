import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyContact, emptySource } from '../../shared/leadRules';
import { addToOutbox, flushOutbox, readOutbox } from './outbox';

const lead = (name: string) => ({ ...emptyContact, name, email: 'a@b.c', message: 'Hi' });
const fetchAnswering = (...statuses: number[]) =>
  vi.fn(async () => new Response('{}', { status: statuses.shift() ?? 201 })) as unknown as typeof fetch;

describe('contact outbox', () => {
  beforeEach(() => localStorage.clear());

  it('keeps leads across reloads (localStorage), one per key', () => {
    expect(addToOutbox('k1', lead('A'))).toBe(true);
    expect(addToOutbox('k1', lead('A'))).toBe(true);
    addToOutbox('k2', lead('B'));
    expect(readOutbox().map((i) => [i.key, i.values.name])).toEqual([
      ['k1', 'A'],
      ['k2', 'B'],
    ]);
  });

  it('sends each lead once with its own key and empties itself', async () => {
    addToOutbox('k1', lead('A'));
    addToOutbox('k2', lead('B'));
    const fetch = fetchAnswering(201, 201);
    expect(await flushOutbox({ fetch, sleep: async () => {}, online: () => true })).toHaveLength(2);
    expect(readOutbox()).toEqual([]);
    const keys = vi
      .mocked(fetch)
      .mock.calls.map(
        ([, init]) => ((init as RequestInit).headers as Record<string, string>)['Idempotency-Key'],
      );
    expect(keys).toEqual(['k1', 'k2']);
  });

  it('sends a lead with the source it was saved with, on whatever page the flush runs', async () => {
    const source = { ...emptySource, source_page: '/about', cta_place: 'about-hero', utm_campaign: 'autumn' };
    addToOutbox('k1', lead('A'), source);
    const fetch = fetchAnswering(201);
    const [stored] = await flushOutbox({ fetch, sleep: async () => {}, online: () => true });
    expect(stored?.source).toEqual(source);
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(JSON.parse((init as RequestInit).body as string)).toEqual({ ...lead('A'), ...source });
  });

  it('keeps what could not be sent for the next time', async () => {
    addToOutbox('k1', lead('A'));
    const fetch = fetchAnswering(500, 500, 500, 500);
    expect(await flushOutbox({ fetch, sleep: async () => {}, online: () => true })).toHaveLength(0);
    expect(readOutbox().map((i) => i.key)).toEqual(['k1']);
  });

  it('runs one flush at a time', async () => {
    addToOutbox('k1', lead('A'));
    const fetch = fetchAnswering(201);
    const [a, b] = [flushOutbox({ fetch, online: () => true }), flushOutbox({ fetch, online: () => true })];
    expect(await a).toHaveLength(1);
    expect(await b).toHaveLength(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
