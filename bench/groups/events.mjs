// Group `events`: the analytics endpoint under a loopback load (autocannon) against `npm start` (wrangler dev,
// the Worker, a local D1): 10,000 beacons at 50 concurrent, each a page view and a Web Vital, some with a
// dialog opening or a lead, with the rate limit raised for the run. Then the rollup runs (as `npm run report` runs
// it) and the daily counts must equal what was sent: nothing lost, nothing counted twice.
import { DatabaseSync } from 'node:sqlite';
import autocannon from 'autocannon';
import { rollUp } from '../../scripts/report/database.mjs';
import { d1File, startOwnServer } from '../server.mjs';

export const title =
  'Analytics endpoint under load (10,000 POST /api/events, 50 concurrent), then the rollup';
export const modes = ['quick', 'full'];

const TOTAL = 10_000;
const CONNECTIONS = 50;
const ROUTES = ['/', '/about', '/cloud', '/it-talent', '/security', '/ai-automation', '/industries/finance'];
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

/** Beacon number `n`: what it holds, and what it adds to each count. */
function beacon(n) {
  const path = ROUTES[n % ROUTES.length];
  const events = [
    { type: 'view', path, visit: n % 3 === 0, route: n % 2 === 0 },
    { type: 'vital', path, name: 'LCP', value: 800 + (n % 2400), target: 'main>section>h1' },
  ];
  if (n % 10 === 0) events.push({ type: 'open', path, place: 'header', service: '' });
  if (n % 50 === 0) events.push({ type: 'lead', path, place: 'header', service: '' });
  const body = JSON.stringify({
    device: n % 2 === 0 ? 'mobile' : 'desktop',
    visit: { referrer_host: 'news.example.com', utm_source: 'bench', utm_campaign: `load-${n % 5}` },
    events,
  });
  const counts = {
    views: 1,
    visits: n % 3 === 0 ? 1 : 0,
    routeVisits: n % 2 === 0 ? 1 : 0,
    opens: n % 10 === 0 ? 1 : 0,
    leads: n % 50 === 0 ? 1 : 0,
    vitals: 1,
  };
  return { body, counts };
}

/** The run's daily rollups, summed, read from its local D1 (a throwaway directory) with SQLite directly. */
function rolledUp(stateDir) {
  const db = new DatabaseSync(d1File(stateDir), { readOnly: true });
  try {
    const traffic = db
      .prepare(
        `SELECT SUM(views) AS views, SUM(visits) AS visits, SUM(route_visits) AS routeVisits, SUM(opens) AS opens,
           SUM(leads) AS leads FROM daily_traffic`,
      )
      .get();
    const { vitals } = db.prepare('SELECT SUM(samples) AS vitals FROM daily_vitals').get();
    const ctas = db.prepare('SELECT SUM(opens) AS opens, SUM(leads) AS leads FROM daily_ctas').get();
    const { raw } = db.prepare('SELECT COUNT(*) AS raw FROM events').get();
    return { ...traffic, vitals, ctaOpens: ctas.opens, ctaLeads: ctas.leads, raw };
  } finally {
    db.close();
  }
}

/** @param {import('../context.mjs').BenchContext} bench */
export async function run({ record }) {
  // A server of its own: its own empty database and a limit no single client reaches in this run.
  const server = await startOwnServer('events', { EVENTS_RATE_LIMIT: String(TOTAL * 10) });
  const { stateDir } = server;
  try {
    const sent = { views: 0, visits: 0, routeVisits: 0, opens: 0, leads: 0, vitals: 0 };
    const statuses = new Map();
    let made = 0;
    const result = await autocannon({
      url: `${server.origin}/api/events`,
      connections: CONNECTIONS,
      amount: TOTAL,
      timeout: 30,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            made += 1;
            const { body, counts } = beacon(made);
            for (const key of Object.keys(sent)) sent[key] += counts[key];
            return {
              ...request,
              headers: {
                'content-type': 'text/plain;charset=UTF-8',
                origin: server.origin,
                'user-agent': BROWSER,
              },
              body,
            };
          },
          onResponse: (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1),
        },
      ],
    });
    const rollupStart = performance.now();
    rollUp({ remote: false, stateDir });
    const rollupMs = Math.round(performance.now() - rollupStart);
    const got = rolledUp(stateDir);
    const stored = statuses.get(204) ?? 0;
    const statusNote = [...statuses].map(([status, n]) => `${status}×${n}`).join(', ');
    record(
      'events-rps',
      'beacons per second (loopback)',
      Math.round(result.requests.average),
      'req/s',
      '—',
      null,
      {
        note: `${result.requests.total} requests in ${result.duration.toFixed(1)} s; ${made} beacons made; answers ${statusNote}; errors ${result.errors}, timeouts ${result.timeouts}`,
      },
    );
    record('events-p50', 'beacon latency p50', result.latency.p50, 'ms', '—', null);
    record('events-p99', 'beacon latency p99', result.latency.p99, 'ms', '—', null);
    record(
      'events-stored',
      'beacons answered 204 (stored)',
      `${stored} of ${TOTAL}`,
      '',
      `= ${TOTAL}`,
      () => stored === TOTAL,
    );
    record(
      'events-rollup-ms',
      'rollup of the run (wrangler d1 execute, as npm run report)',
      rollupMs,
      'ms',
      '—',
      null,
    );
    const lost = Object.keys(sent).reduce((n, key) => n + Math.abs(sent[key] - Number(got[key] ?? 0)), 0);
    record(
      'events-rollup',
      'rollup counts (views, visits, route visits, opens, leads, vital samples)',
      Object.keys(sent)
        .map((key) => `${got[key] ?? 0}/${sent[key]}`)
        .join(', '),
      '',
      '= sent',
      () => lost === 0 && got.ctaOpens === sent.opens && got.ctaLeads === sent.leads,
      { note: `raw events kept: ${got.raw}; calls to action: ${got.ctaOpens} opens, ${got.ctaLeads} leads` },
    );
    record('events-lost', 'events lost or counted twice (|rollup − sent|)', lost, '', '0', (v) => v === 0);
  } finally {
    server.stop();
  }
}
