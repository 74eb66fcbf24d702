import { describe, expect, it } from 'vitest';
import { ctaPlaces } from '../../src/content/ctaPlaces';
import { paths } from '../../src/content/paths';
import { serviceInterestOptions } from '../../src/content/serviceInterests';
import { metricNames, vitalLimits, type MetricName } from '../../src/shared/analyticsEvents';
import { cleanTarget, OTHER_PATH, vitalBucket } from '../../src/shared/analyticsRules';
import { cleanHost, contactLimits, looksPersonal, sourceLimits } from '../../src/shared/leadRules';
import { sourceFields, utmFields } from '../../src/shared/sourceFields';
import { honeypotField } from '../../src/ui/contactDialogIds';
import { endpoint, newClient, origin, query } from './client';
import {
  controls,
  flaw,
  generator,
  inPlane,
  randomBytes,
  randomJson,
  randomText,
  utf8,
  type Random,
} from './fuzzing';

// Seeded random bodies against both endpoints, in the real runtime: random bytes, random JSON shapes, leads and
// beacons whose text holds characters of every Unicode plane, every control character, format characters, line
// breaks and lone surrogates. Nothing may answer 5xx or a status the endpoints do not document, and whatever is
// stored must read back as UTF-8, clean (src/shared/text.ts: no control character), within its limit. The same
// seed makes the same bodies: FUZZ_SEED=n npm run test:worker -- fuzz repeats a run.

const SEED = Number(process.env.FUZZ_SEED ?? 30);
/** Bodies per endpoint (FUZZ_BODIES=n for a longer run). */
const BODIES = Number(process.env.FUZZ_BODIES ?? 300);
const LEAD_BODIES = BODIES;
const BEACON_BODIES = BODIES;
/** Requests in flight at once. */
const WIDTH = 12;

/** The statuses each endpoint documents (README, docs/analytics.md). */
const leadStatuses = [201, 303, 400, 403, 405, 413, 415, 422, 429];
const beaconStatuses = [204, 400, 403, 405, 413, 415, 429];

const fieldNames = [
  'name',
  'email',
  'company',
  'phone',
  'service',
  'message',
  honeypotField,
  ...sourceFields,
];
const services = serviceInterestOptions.map((o) => o.value);
const sitePaths = Object.values(paths) as string[];
const emails = ['ada@example.com', 'a@b', "o'hara@example.co.uk", 'x@y.z', 'bad', '', 'ü@example.com'];

/** A lead as the dialog would send it, each field now and then broken: random text, too long, the wrong type. */
function randomLead(random: Random): Record<string, unknown> {
  const text = (max: number) => (random.chance(0.1) ? randomText(random, max * 2) : randomText(random, max));
  const lead: Record<string, unknown> = {
    name: `${randomText(random, 3)}N${text(40)}`,
    email: random.pick(emails),
    company: text(60),
    phone: text(20),
    service: random.chance(0.8) ? random.pick(['', ...services]) : randomText(random, 10),
    message: `${randomText(random, 3)}M${text(random.chance(0.05) ? 5000 : 300)}`,
  };
  for (const field of sourceFields)
    lead[field] = random.chance(0.5)
      ? randomText(random, field.startsWith('utm_') ? 120 : 30)
      : random.pick([
          ...sitePaths,
          `${random.pick(sitePaths)}/`,
          '//evil.example/x',
          ...ctaPlaces,
          ...services,
        ]);
  if (random.chance(0.05)) lead[random.pick(fieldNames)] = randomJson(random, fieldNames);
  if (random.chance(0.05)) lead[honeypotField] = randomJson(random, fieldNames);
  if (random.chance(0.1)) lead[random.pick(fieldNames)] = undefined; // left out by JSON, 'undefined' in a form
  return lead;
}

/** A beacon as the tracker would send it, now and then broken. */
function randomBeacon(random: Random): unknown {
  const visit: Record<string, unknown> = {
    referrer_host: random.pick(['', 'news.example.com', randomText(random, 20)]),
  };
  for (const field of utmFields) if (random.chance(0.6)) visit[field] = randomText(random, 120);
  const event = (): Record<string, unknown> => {
    const path = random.chance(0.8) ? random.pick(sitePaths) : `/${randomText(random, 30)}`;
    switch (random.int(4)) {
      case 0:
        return { type: 'view', path, visit: random.chance(0.5), route: random.chance(0.5) };
      case 1:
        return {
          type: random.pick(['open', 'lead']),
          path,
          place: random.pick(['', ...ctaPlaces]),
          service: '',
        };
      default: {
        const name: MetricName = random.pick(metricNames);
        const value = random.chance(0.9) ? random.next() * vitalLimits[name] : random.next() * 1e7;
        const target = random.chance(0.5)
          ? random.pick([
              'main>h1',
              'button',
              'div#main>p',
              'section>div>button[data-preset-cta_place=about-hero]',
            ])
          : randomText(random, 100);
        return { type: 'vital', path, name, value, target };
      }
    }
  };
  const beacon: Record<string, unknown> = {
    device: random.chance(0.95) ? random.pick(['mobile', 'desktop']) : randomText(random, 8),
    visit,
    events: Array.from({ length: random.chance(0.05) ? 31 : 1 + random.int(10) }, event),
  };
  if (random.chance(0.05))
    beacon[random.pick(['device', 'visit', 'events'])] = randomJson(random, fieldNames);
  return beacon;
}

/** Percent-escapes of arbitrary bytes, as a form post that is not UTF-8 would carry them. */
const rawForm = (random: Random) =>
  fieldNames
    .filter(() => random.chance(0.7))
    .map((name) => {
      const value = Array.from({ length: random.int(60) }, () =>
        random.chance(0.5)
          ? `%${random.int(256).toString(16).padStart(2, '0')}`
          : random.pick(['a', '+', '%', '&', '=']),
      ).join('');
      return `${name}=${name === 'email' ? 'ada%40example.com' : `x${value}`}`;
    })
    .join('&');

interface Probe {
  url: string;
  type: string;
  body: string | Uint8Array<ArrayBuffer>;
  key?: string;
}

function leadProbes(random: Random): Probe[] {
  const probes: Probe[] = [];
  const json = (body: unknown, key?: string): Probe => ({
    url: endpoint,
    type: 'application/json',
    body: JSON.stringify(body),
    key,
  });
  const form = (body: Record<string, unknown>): Probe => ({
    url: endpoint,
    type: 'application/x-www-form-urlencoded',
    body: new URLSearchParams(
      Object.entries(body).map(([name, value]) => [
        name,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    ).toString(),
  });
  // Every control character and a character of every plane, in a lead that is otherwise valid: each is stored.
  for (const [i, char] of [
    ...controls,
    ...Array.from({ length: 17 }, (_, plane) => inPlane(random, plane)),
  ].entries()) {
    const lead = {
      name: `Ada${char}Lovelace`,
      email: 'ada@example.com',
      company: `C${char}`,
      phone: char,
      message: `M ${i}${char}x\r\n${char}`,
    };
    probes.push(i % 2 ? form(lead) : json(lead));
  }
  const keys: string[] = [];
  while (probes.length < LEAD_BODIES) {
    switch (random.int(10)) {
      case 0:
        probes.push({
          url: endpoint,
          type: random.pick(['application/json', 'application/x-www-form-urlencoded']),
          body: randomBytes(random, 3000),
        });
        break;
      case 1:
        probes.push(json(randomJson(random, fieldNames)));
        break;
      case 2:
        probes.push({ url: endpoint, type: 'application/x-www-form-urlencoded', body: rawForm(random) });
        break;
      case 3:
      case 4:
        probes.push(form(randomLead(random)));
        break;
      default: {
        // A key now and then, sometimes one used before (for other values: 422), sometimes malformed (400).
        let key: string | undefined;
        if (random.chance(0.3)) {
          key = random.chance(0.2) && keys.length ? random.pick(keys) : `fuzz-${SEED}-${probes.length}-key`;
          if (random.chance(0.1)) key = random.pick(['short', 'has space in it', 'x'.repeat(200), '..//..']);
          keys.push(key);
        }
        probes.push(json(randomLead(random), key));
      }
    }
  }
  // A few over the body limit (413), a form post's values given back.
  for (let i = 0; i < 3; i++)
    probes.push(form({ name: 'Ada', email: 'ada@example.com', message: '😀'.repeat(12_000 + i) }));
  return probes;
}

function beaconProbes(random: Random): Probe[] {
  const url = `${origin}/api/events`;
  const probes: Probe[] = [];
  while (probes.length < BEACON_BODIES) {
    const type = random.pick(['text/plain;charset=UTF-8', 'application/json']);
    switch (random.int(6)) {
      case 0:
        probes.push({ url, type, body: randomBytes(random, 3000) });
        break;
      case 1:
        probes.push({ url, type, body: JSON.stringify(randomJson(random, fieldNames)) });
        break;
      default:
        probes.push({ url, type, body: JSON.stringify(randomBeacon(random)) });
    }
  }
  return probes;
}

const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

async function send(probe: Probe): Promise<number> {
  const response = await fetch(probe.url, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': probe.type,
      Origin: origin,
      'Sec-Fetch-Site': 'same-origin',
      Referer: `${origin}/about`,
      'User-Agent': browser,
      'CF-Connecting-IP': newClient(),
      ...(probe.key ? { 'Idempotency-Key': probe.key } : {}),
    },
    body: probe.body,
  });
  await response.arrayBuffer();
  return response.status;
}

/** Runs every probe, WIDTH at a time; the statuses in the probes' order. */
async function sendAll(probes: Probe[]): Promise<number[]> {
  const statuses: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: WIDTH }, async () => {
      while (next < probes.length) {
        const at = next++;
        statuses[at] = await send(probes[at]!);
      }
    }),
  );
  return statuses;
}

/** Rows after `afterId`, every text column read back as bytes and decoded strictly. */
function storedRows(
  table: string,
  columns: readonly string[],
  afterId: number,
): Record<string, string | number>[] {
  const blobs = columns.map((c) => `CAST(${c} AS BLOB) AS ${c}`).join(', ');
  return query<Record<string, Uint8Array | number>>(
    `SELECT id, ${blobs} FROM ${table} WHERE id > ?1 ORDER BY id`,
    afterId,
  ).map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([column, value]) => [
        column,
        value instanceof Uint8Array ? utf8(value) : value,
      ]),
    ),
  );
}
const lastId = (table: string) =>
  query<{ id: number | null }>(`SELECT MAX(id) AS id FROM ${table}`)[0]?.id ?? 0;

describe('a seeded fuzz of both endpoints', () => {
  it(
    `${LEAD_BODIES + 3} lead bodies and ${BEACON_BODIES} beacons (seed ${SEED}): no 5xx, documented statuses only, everything stored clean UTF-8 within its limit`,
    // About 8 s alone, but npm test runs this file beside the browser tests (docs/test-suite-time.md), where it once
    // took over 30 s: 200 ms a body, and a longer run (FUZZ_BODIES) gets its time the same way.
    { timeout: Math.max(120_000, BODIES * 200) },
    async () => {
      const started = Date.now();
      const random = generator(SEED);
      const leads = leadProbes(random);
      const beacons = beaconProbes(random);
      const leadsBefore = lastId('leads');
      const eventsBefore = lastId('events');

      const leadAnswers = await sendAll(leads);
      const leadsSent = Date.now();
      const beaconAnswers = await sendAll(beacons);
      const beaconsSent = Date.now();
      console.log(
        `fuzz (seed ${SEED}): ${leads.length} lead bodies in ${((leadsSent - started) / 1000).toFixed(1)} s, ${beacons.length} beacons in ${((beaconsSent - leadsSent) / 1000).toFixed(1)} s`,
      );
      const unexpected = [
        ...leadAnswers.map((status, i) => ({ status, i, ok: leadStatuses.includes(status), what: 'lead' })),
        ...beaconAnswers.map((status, i) => ({
          status,
          i,
          ok: beaconStatuses.includes(status),
          what: 'beacon',
        })),
      ].filter((answer) => !answer.ok);
      expect(unexpected, 'answers that are 5xx or not documented').toEqual([]);

      const leadRows = storedRows(
        'leads',
        ['name', 'email', 'company', 'phone', 'service', 'message', ...sourceFields],
        leadsBefore,
      );
      const flaws: string[] = [];
      for (const row of leadRows) {
        const check = (column: string, max: number, multiline = false) => {
          const found = flaw(String(row[column]), max, multiline);
          if (found)
            flaws.push(`lead ${row.id} ${column}: ${found} (${JSON.stringify(row[column]).slice(0, 80)})`);
        };
        for (const [field, max] of Object.entries(contactLimits)) check(field, max, field === 'message');
        if (!['', ...services].includes(String(row.service)))
          flaws.push(`lead ${row.id} service: ${row.service}`);
        for (const field of ['source_page', 'landing_page'])
          if (!['', ...sitePaths].includes(String(row[field])))
            flaws.push(`lead ${row.id} ${field}: ${row[field]}`);
        if (!['', ...ctaPlaces].includes(String(row.cta_place))) flaws.push(`lead ${row.id} cta_place`);
        if (!['', ...services].includes(String(row.cta_service))) flaws.push(`lead ${row.id} cta_service`);
        if (cleanHost(row.referrer_host) !== row.referrer_host) flaws.push(`lead ${row.id} referrer_host`);
        for (const field of utmFields) {
          check(field, sourceLimits.tag);
          if (looksPersonal(String(row[field]))) flaws.push(`lead ${row.id} ${field}: looks personal`);
        }
      }
      const eventRows = storedRows(
        'events',
        ['path', 'device', 'metric', 'target', 'referrer_host', ...utmFields],
        eventsBefore,
      );
      const values = query<{ id: number; metric: string; value: number; bucket: number }>(
        'SELECT id, metric, value, bucket FROM events WHERE id > ?1',
        eventsBefore,
      );
      for (const row of eventRows) {
        if (![...sitePaths, OTHER_PATH].includes(String(row.path)))
          flaws.push(`event ${row.id} path: ${row.path}`);
        if (cleanTarget(String(row.target)) !== row.target)
          flaws.push(`event ${row.id} target: ${row.target}`);
        if (cleanHost(row.referrer_host) !== row.referrer_host) flaws.push(`event ${row.id} referrer_host`);
        for (const field of utmFields) {
          const found = flaw(String(row[field]), sourceLimits.tag);
          if (found || looksPersonal(String(row[field])))
            flaws.push(`event ${row.id} ${field}: ${found ?? 'personal'}`);
        }
      }
      for (const { id, metric, value, bucket } of values) {
        if (!metric) continue;
        const name = metric as MetricName;
        if (!(value >= 0 && value <= vitalLimits[name])) flaws.push(`event ${id} ${metric} ${value}`);
        if (bucket !== vitalBucket(name, value)) flaws.push(`event ${id} bucket ${bucket}`);
      }
      expect(flaws, 'stored values that are not clean UTF-8 within their limits').toEqual([]);

      // The check saw real rows: a good share of the bodies were stored, with the hard characters in them.
      const stored = leadAnswers.filter((s) => s === 201 || s === 303).length;
      expect(leadRows.length).toBeGreaterThan(BODIES / 3);
      expect(leadRows.length).toBeLessThanOrEqual(stored);
      expect(eventRows.length).toBeGreaterThan(BODIES);
      expect(leadAnswers.filter((s) => s === 413).length).toBeGreaterThanOrEqual(3);
    },
  );
});
