import { describe, expect, it } from 'vitest';
import { schedules } from '../../host/schedule';
import { localAccessToken } from '../../scripts/localAccess.mjs';
import { writeLeadsDb } from '../../tests/support/leadsDb';
import { newClient, origin, query, stateDir, tagMarker } from './client';
import {
  chrome,
  cspViolation,
  deployedRelease,
  pageReport,
  sendErrors,
  sendReports,
  testErrorFrame,
} from './errorReports';
import { fireSchedule } from './server';

// Markers are letters only: a run of digits in a message would be scrubbed as a phone number.
// The errors and policy reports of visitors' browsers (docs/errors.md), over HTTP in the Workers runtime: what each
// endpoint answers, what is kept of a report and what not, the limits, the owner's desk, and retention. The alert
// e-mail: errorAlert.test.ts; random bodies and a loop of 10,000 reports: errorsFuzz.test.ts.

interface Group {
  fingerprint: string;
  kind: string;
  message: string;
  frame: string;
  first_release: string;
  resolved_at: number | null;
  reopened_at: number | null;
}

const groupsLike = (marker: string) =>
  query<Group>('SELECT * FROM error_groups WHERE message LIKE ?1', `%${marker}%`);
const countsOf = (fingerprint: string) =>
  query<Record<string, string | number>>(
    'SELECT day, release, route, browser, reports, visitors FROM error_counts WHERE fingerprint = ?1',
    fingerprint,
  );
const samplesOf = (fingerprint: string) =>
  query<{ message: string; stack: string; browser: string; route: string }>(
    'SELECT message, stack, browser, route FROM error_samples WHERE fingerprint = ?1 ORDER BY id',
    fingerprint,
  );
const noise = (reason: string) =>
  query<{ reports: number }>('SELECT SUM(reports) AS reports FROM error_noise WHERE reason = ?1', reason)[0]
    ?.reports ?? 0;
const signedIn = async () => ({ 'Cf-Access-Jwt-Assertion': await localAccessToken(stateDir) });

describe('POST /api/errors keeps the page’s errors, grouped', () => {
  it('maps the stack to the sources through the build’s maps, and keeps the browser family, never the User-Agent', async () => {
    const marker = tagMarker();
    const frame = testErrorFrame(origin);
    const response = await sendErrors(origin, {
      reports: [pageReport(marker, { stack: `Error: x\n    at Xe (${frame})`, path: '/about/' })],
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const [group] = groupsLike(marker);
    expect(group).toMatchObject({
      kind: 'error',
      frame: 'src/app/testError.ts',
      first_release: deployedRelease(),
    });
    expect(countsOf(group!.fingerprint)).toEqual([
      expect.objectContaining({ route: '/about', browser: 'Chrome 143', reports: 1, visitors: 1 }),
    ]);
    const [sample] = samplesOf(group!.fingerprint);
    expect(sample!.stack).toMatch(/^at src\/app\/testError\.ts:\d+:\d+$/);
    const everything = JSON.stringify(query('SELECT * FROM error_samples'));
    expect(everything).not.toContain('Mozilla/5.0');
    expect(everything).not.toContain('AppleWebKit');
  });

  it('counts the same error again in its group: reports per visit, a visitor once a day', async () => {
    const marker = tagMarker();
    const client = newClient();
    for (const message of [`Error: took 1234 ms ${marker}`, `Error: took 5678 ms ${marker}`])
      expect(
        (await sendErrors(origin, { reports: [pageReport(marker, { message })] }, { client })).status,
      ).toBe(204);
    await sendErrors(origin, { reports: [pageReport(marker, { message: `Error: took 9 ms ${marker}` })] });
    const groups = groupsLike(marker);
    // "9 ms" is a short number: another message, another group.
    expect(groups).toHaveLength(2);
    const counted = groups.flatMap((group) => countsOf(group.fingerprint));
    expect(counted.map((row) => [row.reports, row.visitors]).sort()).toEqual([
      [1, 1],
      [2, 1],
    ]);
  });

  it('keeps no e-mail address, phone number or query, in the message or the stack', async () => {
    const marker = tagMarker();
    await sendErrors(origin, {
      reports: [
        pageReport(marker, {
          message: `Error: ${marker} for ada@example.com, +1 (555) 010-0199, ${origin}/contact?name=Ada`,
          stack: `Error\n    at f (${origin}/about?token=secret:1:1)`,
        }),
      ],
    });
    const [group] = groupsLike(marker);
    expect(group!.message).toBe(`Error: ${marker} for <email> <phone>, /contact`);
    expect(samplesOf(group!.fingerprint)[0]!.stack).toBe('at f (/about:1:1)');
  });

  it('answers what a request does wrong with its 4xx, and bots with 204 and nothing kept', async () => {
    const marker = tagMarker();
    const good = { reports: [pageReport(marker)] };
    expect((await fetch(`${origin}/api/errors`)).status).toBe(405);
    expect((await sendErrors(origin, good, { headers: { Origin: 'https://evil.example' } })).status).toBe(
      403,
    );
    expect((await sendErrors(origin, good, { type: 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect(
      (await sendErrors(origin, { reports: [{ ...pageReport(marker), kind: 'nonsense' }] })).status,
    ).toBe(400);
    expect((await sendErrors(origin, '{"reports": [')).status).toBe(400);
    expect((await sendErrors(origin, `{"reports":[],"x":"${'x'.repeat(70_000)}"}`)).status).toBe(413);
    const bots = noise('bot');
    expect((await sendErrors(origin, good, { userAgent: 'curl/8.5.0' })).status).toBe(204);
    expect(groupsLike(marker)).toEqual([]);
    expect(noise('bot')).toBe(bots + 1);
  });

  it('drops what is not the site’s own code, and counts it: extensions and cross-origin “Script error.”', async () => {
    const marker = tagMarker();
    const [extensions, crossOrigin] = [noise('extension'), noise('cross-origin')];
    await sendErrors(origin, {
      reports: [
        pageReport(marker, { stack: `TypeError\n    at chrome-extension://abcdef/content.js:1:2` }),
        pageReport(marker, { message: 'Script error.', stack: '' }),
      ],
    });
    expect(groupsLike(marker)).toEqual([]);
    expect(noise('extension')).toBe(extensions + 1);
    expect(noise('cross-origin')).toBe(crossOrigin + 1);
  });

  it('limits each client to ERRORS_RATE_LIMIT reports in 10 minutes (100), with Retry-After', async () => {
    const client = newClient();
    const marker = tagMarker();
    const ten = { reports: Array.from({ length: 10 }, () => pageReport(marker)) };
    for (let i = 0; i < 10; i++) expect((await sendErrors(origin, ten, { client })).status).toBe(204);
    const limited = noise('limited');
    const over = await sendErrors(origin, ten, { client });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(noise('limited')).toBe(limited + 10);
    expect(countsOf(groupsLike(marker)[0]!.fingerprint)[0]!.reports).toBe(100);
  });
});

describe('POST /api/reports keeps the browser’s reports, in both formats', () => {
  it('takes the Reporting API’s batch (application/reports+json) and report-uri’s CSP report (application/csp-report)', async () => {
    const host = `m${tagMarker().slice(0, 8)}.example`;
    expect((await sendReports(origin, [cspViolation(origin, host)])).status).toBe(204);
    const legacy = {
      'csp-report': {
        'document-uri': `${origin}/about`,
        'blocked-uri': `https://${host}/font.woff2`,
        'violated-directive': 'font-src',
        'effective-directive': 'font-src',
        'original-policy': "default-src 'self'",
      },
    };
    expect(
      (await sendReports(origin, legacy, { type: 'application/csp-report', userAgent: chrome })).status,
    ).toBe(204);
    const groups = groupsLike(host).sort((a, b) => a.message.localeCompare(b.message));
    expect(groups.map((group) => group.message)).toEqual([
      `font-src blocked https://${host}/`,
      `img-src blocked https://${host}/`,
    ]);
    // Counted for the release deployed, the route of its page; the blocked address kept without its query.
    expect(countsOf(groups[1]!.fingerprint)).toEqual([
      expect.objectContaining({ release: deployedRelease(), route: '/cloud', browser: 'Firefox 153' }),
    ]);
    expect(samplesOf(groups[1]!.fingerprint)[0]!.stack).toBe(`at /cloud:1:1\nhttps://${host}/pixel.gif`);
  });

  it('drops reports about other sites’ pages (another site may point its policy here) and from extensions', async () => {
    const host = `m${tagMarker().slice(0, 8)}.example`;
    const [foreign, extensions] = [noise('foreign'), noise('extension')];
    const elsewhere = cspViolation('https://evil.example', host);
    const extension = cspViolation(origin, host);
    extension.body.blockedURL = 'moz-extension://abc/inject.js';
    expect((await sendReports(origin, [elsewhere, extension])).status).toBe(204);
    expect(groupsLike(host)).toEqual([]);
    expect(noise('foreign')).toBe(foreign + 1);
    expect(noise('extension')).toBe(extensions + 1);
  });

  it('refuses any other type, and a body that is neither format', async () => {
    expect((await sendReports(origin, [], { type: 'text/plain' })).status).toBe(415);
    expect((await sendReports(origin, { nothing: 1 })).status).toBe(400);
    expect((await fetch(`${origin}/api/reports`)).status).toBe(405);
  });
});

describe('the build’s source maps', () => {
  it('are the Worker’s only: the public gets the site’s 404 page for them and for the release file', async () => {
    const script = testErrorFrame(origin).split('/assets/')[1]!.split(':')[0]!;
    for (const path of [`/source-maps/${script}.map`, '/source-maps/release.json', `/assets/${script}.map`]) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('Oops! Page not found');
    }
  });
});

describe('the owner’s desk shows the errors', () => {
  it('lists a group new in this release with its visitors, page, browser and mapped stack, and marks it resolved', async () => {
    const marker = tagMarker();
    const frame = testErrorFrame(origin);
    await sendErrors(origin, { reports: [pageReport(marker, { stack: `Error\n    at Xe (${frame})` })] });
    const [group] = groupsLike(marker);
    // The group by its link (the alert's): first, however many groups other tests made.
    const desk = `${origin}/owner?error=${group!.fingerprint}`;
    const html = await (await fetch(desk, { headers: await signedIn() })).text();
    const card = html.slice(html.indexOf(`id="error-${group!.fingerprint}"`));
    expect(card).toContain(`something broke ${marker}`);
    expect(card).toContain('New in this release');
    expect(card).toContain('1 visitor · 1 report');
    expect(card).toContain('/about (1)');
    expect(card).toContain('Chrome 143 (1)');
    expect(card).toMatch(/<pre>at src\/app\/testError\.ts:\d+:\d+<\/pre>/);

    const resolve = (headers: Record<string, string>) =>
      fetch(`${origin}/owner/errors/${group!.fingerprint}/resolved`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: 'return=days%3D7',
      });
    expect((await resolve({ ...(await signedIn()), Origin: 'https://evil.example' })).status).toBe(403);
    const done = await resolve({ ...(await signedIn()), Origin: origin });
    expect(done.status).toBe(303);
    expect(done.headers.get('Location')).toBe(
      `/owner?days=7&error=${group!.fingerprint}#error-${group!.fingerprint}`,
    );
    expect(groupsLike(marker)[0]!.resolved_at).toBeGreaterThan(0);
    const after = await (
      await fetch(`${origin}${done.headers.get('Location')}`, { headers: await signedIn() })
    ).text();
    expect(after.slice(after.indexOf(`id="error-${group!.fingerprint}"`))).toMatch(
      /Resolved by owner@example\.com, [^<]+ \(release [0-9a-f]{12}\)/,
    );
    expect((await resolve({ ...(await signedIn()), Origin: origin })).status).toBe(303);
    const missing = await fetch(`${origin}/owner/errors/0123456789abcdef/resolved`, {
      method: 'POST',
      headers: { ...(await signedIn()), Origin: origin },
    });
    expect(missing.status).toBe(404);
  });

  it('opens a resolved group again when it comes back in the release deployed, not from an older one', async () => {
    const marker = tagMarker();
    await sendErrors(origin, { reports: [pageReport(marker, { release: '0123456789ab' })] });
    const [group] = groupsLike(marker);
    // Resolved under another release, as if the fix had been deployed since.
    writeLeadsDb(
      stateDir,
      "UPDATE error_groups SET resolved_at = 1, resolved_by = 'owner@example.com', resolved_release = '0123456789ab' WHERE fingerprint = ?1",
      group!.fingerprint,
    );
    await sendErrors(origin, { reports: [pageReport(marker, { release: '0123456789ab' })] });
    expect(groupsLike(marker)[0]).toMatchObject({ resolved_at: 1, reopened_at: null });
    await sendErrors(origin, { reports: [pageReport(marker)] });
    expect(groupsLike(marker)[0]).toMatchObject({ resolved_at: null, reopened_at: expect.any(Number) });
    const html = await (
      await fetch(`${origin}/owner?error=${group!.fingerprint}`, { headers: await signedIn() })
    ).text();
    expect(html.slice(html.indexOf(`id="error-${group!.fingerprint}"`))).toContain(
      `Back in release ${deployedRelease()}`,
    );
  });

  it('shows the error-free visits of each route beside its conversion', async () => {
    const html = await (await fetch(`${origin}/owner`, { headers: await signedIn() })).text();
    expect(html).toContain('<th class="n">conversion</th><th class="n">error-free visits</th>');
  });
});

describe('retention', () => {
  it('forgets who was counted once the day is over, and groups unseen for 90 days with their counts', async () => {
    const [old, fresh] = [tagMarker(), tagMarker()];
    await sendErrors(origin, { reports: [pageReport(old), pageReport(fresh)] });
    const [gone] = groupsLike(old);
    const [kept] = groupsLike(fresh);
    // Aged in the database rather than the schedule fired months ahead: this database serves every test file.
    for (const sql of [
      "UPDATE error_visitors SET day = '2000-01-01' WHERE fingerprint = ?1",
      "UPDATE error_counts SET day = '2000-01-01' WHERE fingerprint = ?1",
      'UPDATE error_groups SET last_seen = 1 WHERE fingerprint = ?1',
    ])
      writeLeadsDb(stateDir, sql, gone!.fingerprint);
    await fireSchedule(origin, schedules.maintain, Date.now());
    expect(groupsLike(old)).toEqual([]);
    for (const table of ['error_counts', 'error_samples', 'error_visitors'])
      expect(query(`SELECT * FROM ${table} WHERE fingerprint = ?1`, gone!.fingerprint), table).toEqual([]);
    expect(groupsLike(fresh)).toHaveLength(1);
    expect(countsOf(kept!.fingerprint)).toHaveLength(1);
    expect(query('SELECT * FROM error_visitors WHERE fingerprint = ?1', kept!.fingerprint)).toHaveLength(1);
  });
});
