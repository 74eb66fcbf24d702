// Group `delivery`: how soon the team gets a lead, measured end to end under `npm start` with its own schedule
// running (scripts/localScheduler.mjs), a local webhook as the team's receiver and no e-mail. Two phases:
// - hook up: 40 leads, 4 at a time; the time from stored (the lead's created_at) to received;
// - a 5-minute outage: the hook answers 503 for 5 minutes while a lead arrives every 30 s, then recovers; the time
//   from recovery to each lead received, and how many never arrive within 6 minutes of recovery.
// Takes about 12 minutes: not in --quick or --ci.
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import { freePort, startOwnServer } from '../server.mjs';

export const title =
  'Lead delivery (stored → received by the webhook; hook up, then after a 5-minute outage)';
export const modes = ['full'];

const OUTAGE_MS = 5 * 60_000;
const OUTAGE_LEAD_EVERY_MS = 30_000;
const WAIT_AFTER_RECOVERY_MS = 6 * 60_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** The team's webhook: answers `status()` and notes when each lead first arrived with a 2xx. */
async function startReceiver() {
  const received = new Map();
  let status = 200;
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      const { lead } = JSON.parse(text);
      if (status < 300 && !received.has(lead.id)) received.set(lead.id, { at: Date.now(), lead });
      res.writeHead(status).end();
    });
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    setStatus: (value) => (status = value),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** @param {import('../context.mjs').BenchContext} bench */
export async function run({ record }) {
  const receiver = await startReceiver();
  const server = await startOwnServer('delivery', { LEAD_WEBHOOK_URL: receiver.url, LEAD_EMAIL_TO: '' });
  let sent = 0;
  const send = async (marker) => {
    sent += 1;
    const response = await fetch(`${server.origin}/api/contact`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: server.origin,
        'CF-Connecting-IP': `10.0.${sent >> 8}.${sent & 255}`,
      },
      body: JSON.stringify({
        name: `Delivery Bench ${sent}`,
        email: `bench${sent}@example.com`,
        message: `Lead ${sent} of the delivery bench. ${marker}`,
      }),
    });
    if (response.status !== 201) throw new Error(`a lead was refused: ${response.status}`);
  };
  const mine = (marker) =>
    [...receiver.received.values()].filter(({ lead }) => lead.message.includes(marker));
  try {
    // Hook up.
    const up = randomUUID();
    for (let batch = 0; batch < 10; batch++) await Promise.all(Array.from({ length: 4 }, () => send(up)));
    const deadline = Date.now() + 60_000;
    while (mine(up).length < 40 && Date.now() < deadline) await sleep(200);
    const latencies = mine(up).map(({ at, lead }) => at - Date.parse(lead.created_at));
    record(
      'delivery-up-p50',
      'hook up: stored → received, p50',
      percentile(latencies, 50),
      'ms',
      '≤ 2,000',
      (v) => v <= 2_000,
    );
    record(
      'delivery-up-p99',
      'hook up: stored → received, p99',
      percentile(latencies, 99),
      'ms',
      '≤ 5,000',
      (v) => v <= 5_000,
    );
    record(
      'delivery-up-lost',
      'hook up: leads not received within 60 s',
      40 - latencies.length,
      '',
      '0',
      (v) => v === 0,
    );

    // A 5-minute outage, a lead every 30 s, then recovery.
    const down = randomUUID();
    receiver.setStatus(503);
    const outageStart = Date.now();
    let outageLeads = 0;
    while (Date.now() - outageStart < OUTAGE_MS) {
      await send(down);
      outageLeads += 1;
      await sleep(Math.min(OUTAGE_LEAD_EVERY_MS, OUTAGE_MS - (Date.now() - outageStart)));
    }
    receiver.setStatus(200);
    const recovered = Date.now();
    while (mine(down).length < outageLeads && Date.now() - recovered < WAIT_AFTER_RECOVERY_MS)
      await sleep(1_000);
    const afterRecovery = mine(down).map(({ at }) => at - recovered);
    const seconds = (ms) => (ms === undefined ? null : Math.round(ms / 100) / 10);
    record(
      'delivery-outage-p50',
      'after a 5-min outage: recovery → received, p50',
      seconds(percentile(afterRecovery, 50)),
      's',
      '—',
      null,
    );
    record(
      'delivery-outage-p99',
      'after a 5-min outage: recovery → received, p99',
      seconds(percentile(afterRecovery, 99)),
      's',
      '≤ 180',
      (v) => v <= 180,
      { note: `${outageLeads} leads sent during the outage` },
    );
    record(
      'delivery-outage-lost',
      'after a 5-min outage: leads undelivered 6 min after recovery',
      outageLeads - afterRecovery.length,
      '',
      '0',
      (v) => v === 0,
    );
  } finally {
    server.stop();
    await receiver.close();
  }
}
