import { describe, expect, it } from 'vitest';
import { pageErrorKinds, errorLimits } from '../../src/shared/errorReports';
import { looksPersonal } from '../../src/shared/leadRules';
import { GROUP_DAILY_CAP, LIMIT_WINDOW_MS, SAMPLES_KEPT } from '../errors/limits';
import { newClient, origin, query, tagMarker } from './client';
import { chrome, cspViolation, pageReport, sendErrors, sendReports } from './errorReports';
import { flaw, generator, randomBytes, randomJson, randomText, utf8, type Random } from './fuzzing';

// Seeded random bodies against both report endpoints (docs/errors.md), in the real runtime: random bytes, random
// JSON, reports whose every text holds characters of every kind, wrong content types, huge and deep JSON. Nothing
// may answer 5xx or a status the endpoints do not document, and whatever is kept must read back as UTF-8, clean,
// within its limit, with no e-mail address, phone number or query left in it. Then the limits under a loop of
// 10,000 reports: one client's rate limit, and one error's daily cap.
// FUZZ_SEED=n FUZZ_BODIES=n ERRORS_LOOP=n npm run test:worker -- errorsFuzz runs another.

const SEED = Number(process.env.FUZZ_SEED ?? 46);
const BODIES = Number(process.env.FUZZ_BODIES ?? 300);
const LOOP = Number(process.env.ERRORS_LOOP ?? 10_000);
/** Requests in flight at once. */
const WIDTH = 16;
/** The most the rate limit's loop may take and still be sure to stay within one of the limit's windows. */
const LOOP_FITS_IN_MS = 60_000;
/** What both endpoints document (docs/errors.md#the-endpoints). */
const statuses = [204, 400, 403, 405, 413, 415, 429];

interface Probe {
  endpoint: 'errors' | 'reports';
  type: string;
  body: string | Uint8Array<ArrayBuffer>;
  userAgent?: string;
}

const kinds = [...pageErrorKinds, 'csp-violation', 'nonsense'];
const pageKeys = ['reports', 'kind', 'message', 'stack', 'path', 'release', 'first'];
const reportKeys = [
  'type',
  'url',
  'body',
  'documentURL',
  'blockedURL',
  'effectiveDirective',
  'sourceFile',
  'csp-report',
];
const addresses = [
  `${origin}/about`,
  `${origin}/cloud?email=ada@example.com`,
  `${origin}/assets/hydrate-AAAAAAAA.js`,
  'chrome-extension://abcdef/x.js',
  'https://evil.example/',
  'data:text/html,<script>',
  'webkit-masked-url://hidden/',
];
/** Text a report may carry: random characters, now and then an address, an e-mail address or a phone number. */
const reportText = (random: Random, max: number) =>
  [
    randomText(random, max),
    random.chance(0.3) ? random.pick(addresses) : '',
    random.chance(0.2) ? 'ada.lovelace+errors@example.co.uk' : '',
    random.chance(0.2) ? '+44 (20) 7946-0958' : '',
    random.chance(0.2) ? '/contact?name=Ada&phone=5550100199' : '',
  ].join(random.pick([' ', '', '\n', '\u2028']));
const randomStack = (random: Random) =>
  Array.from(
    { length: random.int(30) },
    () =>
      `${random.pick(['    at ', '', '@'])}${random.chance(0.5) ? reportText(random, 20) : 'f'} (${random.pick(addresses)}:${random.int(50)}:${random.int(5000)})`,
  ).join('\n');

function pageBeacon(random: Random): unknown {
  const report = () => ({
    kind: random.pick(kinds),
    message: reportText(random, 300),
    stack: random.chance(0.8) ? randomStack(random) : reportText(random, 200),
    path: random.pick(['/', '/about', '/cloud/', '/no-such-page', reportText(random, 30)]),
    release: random.pick(['0123456789ab', '', 'ZZZ', reportText(random, 12)]),
    first: random.chance(0.9) ? random.chance(0.5) : randomJson(random, pageKeys),
  });
  const beacon: Record<string, unknown> = {
    reports: Array.from({ length: random.chance(0.05) ? 11 : 1 + random.int(10) }, report),
  };
  if (random.chance(0.05)) beacon.reports = randomJson(random, pageKeys);
  return beacon;
}

function browserReports(random: Random): unknown {
  if (random.chance(0.3)) {
    const report: Record<string, unknown> = {
      'document-uri': random.pick(addresses),
      'blocked-uri': random.chance(0.5)
        ? random.pick(['inline', 'eval', ...addresses])
        : reportText(random, 100),
      'violated-directive': random.pick(['script-src', "img-src 'self'", reportText(random, 30)]),
      'source-file': random.pick(addresses),
      'line-number': random.pick([1, -1, 1e308, '7', null]),
      'script-sample': reportText(random, 60),
    };
    return { 'csp-report': random.chance(0.9) ? report : randomJson(random, reportKeys) };
  }
  return Array.from({ length: random.chance(0.05) ? 40 : 1 + random.int(5) }, () => {
    const base = cspViolation(origin, `h${random.int(1000)}.example`);
    return {
      ...base,
      type: random.pick(['csp-violation', 'deprecation', 'intervention', 'crash', reportText(random, 12)]),
      url: random.pick(addresses),
      body: random.chance(0.9)
        ? {
            ...base.body,
            documentURL: random.pick(addresses),
            blockedURL: reportText(random, 80),
            effectiveDirective: reportText(random, 20),
            sourceFile: random.pick(addresses),
            sample: reportText(random, 60),
            message: reportText(random, 200),
            id: reportText(random, 30),
          }
        : randomJson(random, reportKeys),
    };
  });
}

/** `[[[[…]]]]` or `{"a":{"a":…}}`: JSON nested deeper than any parser's recursion, within the body's limit. */
const deep = (random: Random) => {
  const depth = 10_000 + random.int(10_000);
  return random.chance(0.5)
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
};

function probes(random: Random): Probe[] {
  const list: Probe[] = [];
  const wrongTypes = [
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'image/png',
    '',
    'text/html',
  ];
  while (list.length < BODIES * 2) {
    const endpoint = list.length % 2 ? 'errors' : 'reports';
    const type =
      endpoint === 'errors'
        ? random.pick(['text/plain;charset=UTF-8', 'application/json'])
        : random.pick(['application/reports+json', 'application/csp-report', 'application/json']);
    const userAgent = random.chance(0.05) ? 'curl/8.5.0' : undefined;
    switch (random.int(10)) {
      case 0:
        list.push({ endpoint, type, body: randomBytes(random, 3000), userAgent });
        break;
      case 1:
        list.push({
          endpoint,
          type,
          body: JSON.stringify(randomJson(random, endpoint === 'errors' ? pageKeys : reportKeys)),
        });
        break;
      case 2:
        list.push({ endpoint, type: random.pick(wrongTypes), body: JSON.stringify(pageBeacon(random)) });
        break;
      case 3:
        list.push({ endpoint, type, body: deep(random) });
        break;
      default:
        list.push({
          endpoint,
          type,
          body: JSON.stringify(endpoint === 'errors' ? pageBeacon(random) : browserReports(random)),
          userAgent,
        });
    }
  }
  // Over the body's limit: huge JSON, declared and not.
  for (const endpoint of ['errors', 'reports'] as const)
    list.push({
      endpoint,
      type: endpoint === 'errors' ? 'application/json' : 'application/reports+json',
      body: JSON.stringify(Array.from({ length: 5000 }, () => cspViolation(origin, 'huge.example'))),
    });
  return list;
}

const send = async (probe: Probe): Promise<number> => {
  const options = { client: newClient(), userAgent: probe.userAgent ?? chrome, type: probe.type };
  const response =
    probe.endpoint === 'errors'
      ? await sendErrors(origin, probe.body, options)
      : await sendReports(origin, probe.body, options);
  await response.arrayBuffer();
  return response.status;
};

/** Runs `count` requests, WIDTH at a time; their statuses in order. */
async function sendAll(count: number, request: (i: number) => Promise<number>): Promise<number[]> {
  const answers: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: WIDTH }, async () => {
      while (next < count) {
        const at = next++;
        answers[at] = await request(at);
      }
    }),
  );
  return answers;
}

/** Every text column of the rows kept since `since`, read back as bytes and decoded strictly. */
const keptSince = (table: string, columns: readonly string[], where: string, since: number) =>
  query<Record<string, Uint8Array>>(
    `SELECT ${columns.map((c) => `CAST(${c} AS BLOB) AS ${c}`).join(', ')} FROM ${table} WHERE ${where} >= ?1`,
    since,
  ).map((row) => Object.fromEntries(Object.entries(row).map(([column, value]) => [column, utf8(value)])));

/** A query after an address's path or an address with one: what the Worker must never keep. */
const QUERY = /(?:\/|:\/\/)[^\s"'`<>()]*[?#][^\s"'`<>()]/;

describe('a seeded fuzz of the report endpoints', () => {
  it(
    `${BODIES * 2 + 2} bodies (seed ${SEED}): no 5xx, documented statuses only, everything kept clean, bounded and scrubbed`,
    { timeout: Math.max(120_000, BODIES * 400) },
    async () => {
      const started = Date.now();
      const list = probes(generator(SEED));
      const answers = await sendAll(list.length, (i) => send(list[i]!));
      console.log(
        `errors fuzz (seed ${SEED}): ${list.length} bodies in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      const unexpected = answers
        .map((status, i) => ({
          status,
          endpoint: list[i]!.endpoint,
          body: String(list[i]!.body).slice(0, 80),
        }))
        .filter((answer) => !statuses.includes(answer.status));
      expect(unexpected, 'answers that are 5xx or not documented').toEqual([]);
      expect(
        answers.filter((status) => status === 204).length,
        'bodies kept or counted as noise',
      ).toBeGreaterThan(BODIES / 4);
      expect(answers.slice(-2)).toEqual([413, 413]);

      const flaws: string[] = [];
      const check = (what: string, value: string, max: number, multiline = false) => {
        const found =
          flaw(value, max, multiline) ??
          (looksPersonal(value) ? 'looks personal' : null) ??
          (QUERY.test(value) ? 'a query' : null);
        if (found) flaws.push(`${what}: ${found} (${JSON.stringify(value).slice(0, 100)})`);
      };
      const groups = keptSince(
        'error_groups',
        ['kind', 'message', 'frame', 'first_release'],
        'first_seen',
        started,
      );
      for (const row of groups) {
        check('group message', row.message!, errorLimits.message);
        check('group frame', row.frame!, 300);
        if (!/^[a-z][a-z0-9-]{0,39}$/.test(row.kind!)) flaws.push(`group kind: ${row.kind}`);
        if (!/^(?:[0-9a-f]{12}|unknown)$/.test(row.first_release!))
          flaws.push(`group release: ${row.first_release}`);
      }
      for (const row of keptSince(
        'error_samples',
        ['message', 'stack', 'route', 'browser', 'release'],
        'at',
        started,
      )) {
        check('sample message', row.message!, errorLimits.message);
        check('sample stack', row.stack!, errorLimits.stack, true);
        if (!/^(?:\/[a-z0-9/-]*|\(other\))$/.test(row.route!)) flaws.push(`sample route: ${row.route}`);
        if (!/^(?:[A-Z][A-Za-z ]+ \d+|Other|Unknown)$/.test(row.browser!))
          flaws.push(`sample browser: ${row.browser}`);
      }
      expect(flaws).toEqual([]);
      expect(groups.length, 'groups kept').toBeGreaterThan(10);
    },
  );

  it(
    `a loop of ${LOOP} reports from one visitor costs the rate limit’s worth of rows: the rest is refused`,
    { timeout: Math.max(120_000, LOOP * 40) },
    async () => {
      const marker = `loop-${tagMarker()}`;
      const client = newClient();
      const beacon = JSON.stringify({ reports: Array.from({ length: 10 }, () => pageReport(marker)) });
      // The limit counts in fixed windows (worker/errors/store.ts): a loop that crossed into the next window would be
      // allowed a second limit's worth. It takes about 16 s on a busy CI machine; too close to a window's end, it
      // starts in the next one.
      const untilNextWindow = LIMIT_WINDOW_MS - (Date.now() % LIMIT_WINDOW_MS);
      if (untilNextWindow < LOOP_FITS_IN_MS)
        await new Promise((resolve) => setTimeout(resolve, untilNextWindow + 100));
      const started = Date.now();
      const answers = await sendAll(LOOP / 10, () =>
        sendErrors(origin, beacon, { client }).then(async (r) => (await r.arrayBuffer(), r.status)),
      );
      console.log(
        `errors loop: ${LOOP} reports from one client in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      expect(answers.filter((status) => status === 204)).toHaveLength(10);
      expect(answers.filter((status) => status === 429)).toHaveLength(LOOP / 10 - 10);
      const groups = query<{ fingerprint: string }>(
        'SELECT fingerprint FROM error_groups WHERE message LIKE ?1',
        `%${marker}%`,
      );
      expect(groups).toHaveLength(1);
      const fingerprint = groups[0]!.fingerprint;
      const rows = (table: string) =>
        query<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table} WHERE fingerprint = ?1`, fingerprint)[0]!.n;
      expect({
        counts: rows('error_counts'),
        samples: rows('error_samples'),
        visitors: rows('error_visitors'),
      }).toEqual({
        counts: 1,
        samples: SAMPLES_KEPT,
        visitors: 1,
      });
      expect(query('SELECT reports FROM error_counts WHERE fingerprint = ?1', fingerprint)).toEqual([
        { reports: 100 },
      ]);
    },
  );

  it(
    `${LOOP} reports of one error from ${LOOP / 10} visitors stop at its daily cap (${GROUP_DAILY_CAP}), the rest counted as noise`,
    { timeout: Math.max(180_000, LOOP * 30) },
    async () => {
      const marker = `cap-${tagMarker()}`;
      const beacon = JSON.stringify({ reports: Array.from({ length: 10 }, () => pageReport(marker)) });
      const capped = () =>
        query<{ reports: number | null }>(
          "SELECT SUM(reports) AS reports FROM error_noise WHERE reason = 'capped'",
        )[0]!.reports ?? 0;
      const cappedBefore = capped();
      const started = Date.now();
      const answers = await sendAll(LOOP / 10, () =>
        sendErrors(origin, beacon, { client: newClient() }).then(
          async (r) => (await r.arrayBuffer(), r.status),
        ),
      );
      console.log(
        `errors loop: ${LOOP} reports from ${LOOP / 10} clients in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      expect(new Set(answers)).toEqual(new Set([204]));
      const [group] = query<{ fingerprint: string; day_reports: number }>(
        'SELECT fingerprint, day_reports FROM error_groups WHERE message LIKE ?1',
        `%${marker}%`,
      );
      expect(group!.day_reports).toBe(GROUP_DAILY_CAP);
      // Each visitor is counted once, on its first report kept: the beacons of at least a hundred (ten reports each;
      // more when their beacons came in together) before the cap was reached.
      const [counted] = query<{ reports: number; visitors: number }>(
        'SELECT SUM(reports) AS reports, SUM(visitors) AS visitors FROM error_counts WHERE fingerprint = ?1',
        group!.fingerprint,
      );
      expect(counted!.reports).toBe(GROUP_DAILY_CAP);
      expect(counted!.visitors).toBeGreaterThanOrEqual(GROUP_DAILY_CAP / 10);
      expect(counted!.visitors).toBeLessThanOrEqual(GROUP_DAILY_CAP);
      expect(capped() - cappedBefore).toBe(LOOP - GROUP_DAILY_CAP);
    },
  );
});
