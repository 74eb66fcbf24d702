import { randomUUID } from 'node:crypto';
import { SignJWT, generateKeyPair, importJWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { leadCsvColumns } from '../../host/leadsCsv';
import { LOCAL_ISSUER, localAccessKey, localAccessToken } from '../../scripts/localAccess.mjs';
import { leadSource, origin, postJson, query, rowsWith, stateDir, tagMarker, validLead } from './client';

// The owner's desk over HTTP, signed in by the local stand-in for Cloudflare Access that `npm start` runs
// (scripts/localAccess.mjs). The check itself, token by token: worker/owner/access.test.ts.

const desk = `${origin}/owner`;
const signedIn = async (extra: Record<string, string> = {}) => ({
  'Cf-Access-Jwt-Assertion': await localAccessToken(stateDir),
  ...extra,
});
const deskHeaders = (response: Response) => {
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  expect(response.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
  expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
};

describe('the owner’s desk', () => {
  it('answers 403 and nothing of the desk without a valid token: none, expired, another key, the wrong audience', async () => {
    const { kid, aud, privateJwk } = await localAccessKey(stateDir);
    const ownKey = (await importJWK(privateJwk, 'RS256')) as CryptoKey;
    const stranger = await generateKeyPair('RS256');
    const now = Math.floor(Date.now() / 1000);
    const sign = (claims: object, key = stranger.privateKey) =>
      new SignJWT({ email: 'owner@example.com', ...claims })
        .setProtectedHeader({ alg: 'RS256', kid })
        .setIssuer(LOCAL_ISSUER)
        .setIssuedAt()
        .sign(key);
    const marker = randomUUID();
    await postJson(validLead(marker));
    const tokens = {
      none: null,
      garbage: 'not.a.token',
      'another key, same kid': await sign({ aud, exp: now + 600 }),
      'the wrong audience': await sign({ aud: 'another-application', exp: now + 600 }, ownKey),
      expired: await localAccessToken(stateDir, { seconds: -60 }),
    };
    for (const [why, token] of Object.entries(tokens)) {
      for (const path of ['/owner', '/owner/leads.csv']) {
        const response = await fetch(`${origin}${path}`, {
          headers: token ? { 'Cf-Access-Jwt-Assertion': token } : {},
        });
        expect(response.status, `${why} ${path}`).toBe(403);
        deskHeaders(response);
        const body = await response.text();
        expect(body, why).not.toContain(marker);
        expect(body, why).not.toContain('Leads');
        expect(body, why).toContain('Forbidden');
      }
    }
  });

  it('shows each lead, newest first, with its source and its deliveries, to the signed-in owner', async () => {
    const marker = randomUUID();
    // Not the marker's hex: eight digits in a row would be dropped as a phone number, and the filter would find nothing.
    const campaign = `desk-${tagMarker().slice(0, 8)}`;
    expect((await postJson({ ...validLead(marker), ...leadSource(), utm_campaign: campaign })).status).toBe(
      201,
    );
    const response = await fetch(`${desk}?campaign=is:${campaign}`, { headers: await signedIn() });
    expect(response.status).toBe(200);
    deskHeaders(response);
    const html = await response.text();
    expect(html).toContain('Signed in as owner@example.com');
    expect(html).toContain(marker);
    for (const value of ['/about', 'about-hero', '/cloud', 'news.example.com', campaign])
      expect(html).toContain(value);
    expect(html).toContain('No channel configured: stored only');
    expect(html).toContain('1 shown · 1 unanswered · 0 past the 24-hour promise');
  });

  it('marks a lead answered with who and when, once: a second mark changes nothing; a cross-site POST is refused', async () => {
    const marker = randomUUID();
    await postJson(validLead(marker));
    const [lead] = rowsWith(marker);
    const answer = (headers: Record<string, string>) =>
      fetch(`${desk}/leads/${lead!.id}/answered`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: 'return=status%3Dunanswered%26days%3D7',
      });
    expect((await answer(await signedIn({ Origin: 'https://evil.example' }))).status).toBe(403);
    expect(query('SELECT * FROM lead_answers WHERE lead_id = ?1', lead!.id)).toEqual([]);

    const first = await answer(await signedIn({ Origin: origin }));
    expect(first.status).toBe(303);
    expect(first.headers.get('Location')).toBe(`/owner?status=unanswered&days=7#lead-${lead!.id}`);
    const [stored] = query<{ answered_by: string; answered_at: string }>(
      'SELECT answered_by, answered_at FROM lead_answers WHERE lead_id = ?1',
      lead!.id,
    );
    expect(stored!.answered_by).toBe('owner@example.com');
    expect(Date.now() - Date.parse(stored!.answered_at)).toBeLessThan(60_000);

    const again = await answer(await signedIn({ Origin: origin }));
    expect(again.status).toBe(303);
    expect(query('SELECT answered_by, answered_at FROM lead_answers WHERE lead_id = ?1', lead!.id)).toEqual([
      stored,
    ]);
    expect(
      (await fetch(`${desk}/leads/999999999/answered`, { method: 'POST', headers: await signedIn() })).status,
    ).toBe(404);
  });

  it('downloads what it shows as CSV, with the columns of npm run leads:export', async () => {
    const marker = randomUUID();
    const campaign = `csv-${tagMarker().slice(0, 8)}`;
    await postJson({ ...validLead(marker), ...leadSource(), utm_campaign: campaign });
    const response = await fetch(`${desk}/leads.csv?campaign=is:${campaign}`, { headers: await signedIn() });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    deskHeaders(response);
    const [header, row, ...rest] = (await response.text()).split('\r\n');
    expect(header).toBe(leadCsvColumns.join(','));
    expect(row).toContain(marker);
    expect(rest).toEqual(['']);
  });

  it('shows the figures of npm run report, and answers 404 for any other desk path', async () => {
    const html = await (await fetch(`${desk}?days=7`, { headers: await signedIn() })).text();
    for (const heading of ['Site figures', 'Per route', 'Per campaign', 'Web Vitals, p75 per route'])
      expect(html).toContain(heading);
    expect((await fetch(`${desk}/nothing-here`, { headers: await signedIn() })).status).toBe(404);
  });
});
