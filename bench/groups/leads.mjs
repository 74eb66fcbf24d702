// Group `leads`: the lead endpoint under a loopback load (autocannon) against `npm start` (wrangler dev, the
// Worker, a local D1): 10,000 submissions at 50 concurrent, 10% of them replays of earlier keys, with the rate limit
// raised for the run and no delivery channel (the `delivery` group measures delivery). Every submission must be
// stored once: no duplicates, nothing lost.
import { randomUUID } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import autocannon from 'autocannon';
import { d1File, startOwnServer } from '../server.mjs';

export const title = 'Lead endpoint under load (10,000 POST /api/contact, 50 concurrent, 10% replays)';
export const modes = ['quick', 'full'];

const TOTAL = 10_000;
const CONNECTIONS = 50;
const REPLAY_EVERY = 10;

/** Rows of the run's local D1 (a throwaway directory), read with SQLite directly. */
function storedRows(stateDir, marker) {
  const db = new DatabaseSync(d1File(stateDir), { readOnly: true });
  try {
    return db
      .prepare('SELECT idempotency_key AS key FROM leads WHERE instr(message, ?1) > 0')
      .all(marker)
      .map((row) => row.key);
  } finally {
    db.close();
  }
}

/** @param {import('../context.mjs').BenchContext} bench */
export async function run({ record }) {
  // A server of its own: its own empty database and a limit no single client reaches in this run.
  const server = await startOwnServer('leads', { LEAD_RATE_LIMIT: String(TOTAL * 10), LEAD_EMAIL_TO: '' });
  const { stateDir } = server;
  try {
    const marker = `bench-${randomUUID()}`;
    /** Key → body of every first submission; a replay sends one of these again, as a retry would. */
    const sent = [];
    const statuses = new Map();
    let made = 0;
    const result = await autocannon({
      url: `${server.origin}/api/contact`,
      connections: CONNECTIONS,
      amount: TOTAL,
      timeout: 30,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            made += 1;
            let submission;
            if (made % REPLAY_EVERY === 0 && sent.length > 0) {
              submission = sent[(made * 7919) % sent.length];
            } else {
              const key = randomUUID();
              const body = JSON.stringify({
                name: `Load Test ${made}`,
                email: `load${made}@example.com`,
                company: 'Bench Ltd',
                phone: '+1 555 0100',
                service: 'consultation',
                message: `Submission ${made} of the leads bench. ${marker}`,
              });
              submission = { key, body };
              sent.push(submission);
            }
            return {
              ...request,
              headers: {
                'content-type': 'application/json',
                origin: server.origin,
                'idempotency-key': submission.key,
              },
              body: submission.body,
            };
          },
          onResponse: (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1),
        },
      ],
    });
    const keys = storedRows(stateDir, marker);
    const unique = new Set(keys);
    const expected = new Set(sent.map((s) => s.key));
    const lost = [...expected].filter((key) => !unique.has(key)).length;
    const statusNote = [...statuses].map(([status, n]) => `${status}×${n}`).join(', ');
    record(
      'leads-rps',
      'lead submissions per second (loopback)',
      Math.round(result.requests.average),
      'req/s',
      '—',
      null,
      {
        note: `${result.requests.total} requests in ${result.duration.toFixed(1)} s; answers ${statusNote}; errors ${result.errors}, timeouts ${result.timeouts}`,
      },
    );
    record('leads-p50', 'lead submission latency p50', result.latency.p50, 'ms', '—', null);
    record('leads-p99', 'lead submission latency p99', result.latency.p99, 'ms', '—', null);
    record(
      'leads-rows',
      'rows stored (distinct submissions sent)',
      `${keys.length} of ${expected.size}`,
      '',
      '= sent',
      () => keys.length === expected.size,
    );
    record('leads-duplicates', 'duplicate rows', keys.length - unique.size, '', '0', (v) => v === 0);
    record('leads-lost', 'submissions lost (answered or not, no row)', lost, '', '0', (v) => v === 0);
  } finally {
    server.stop();
  }
}
