import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schedules } from '../../host/schedule';
import { deliveriesOf, leadsWith, writeLeadsDb } from '../../tests/support/leadsDb';
import { CALL_TIMEOUT_MS } from '../delivery/backoff';
import { leadSource, validLead } from './client';
import { emailsAbout, startHook } from './hook';
import { fireSchedule, startSite, type RunningSite } from './server';

// Every lead reaches the team (docs/decisions/0029-lead-delivery-by-scheduled-outbox.md): at once, then by the
// schedule, which these tests fire themselves at chosen times (minutes or hours ahead) with the local scheduler off.

const MINUTE = 60_000;
let site: RunningSite;
let hook: Awaited<ReturnType<typeof startHook>>;
let clients = 0;

beforeAll(async () => {
  hook = await startHook();
  site = await startSite({ LEAD_WEBHOOK_URL: hook.url, LOCAL_SCHEDULER: 'off' });
});
afterAll(async () => {
  site.stop();
  await hook.close();
});

/** Sends a lead as the dialog does, from a client of its own; resolves with its stored id. */
async function sendLead(marker: string, extra: object = {}): Promise<number> {
  const response = await fetch(`${site.origin}/api/contact`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: site.origin,
      'CF-Connecting-IP': `203.0.113.${(clients += 1)}`,
    },
    body: JSON.stringify({ ...validLead(marker), ...extra }),
  });
  expect(response.status).toBe(201);
  const [row] = leadsWith(site.stateDir, marker);
  return row!.id;
}

const delivery = (id: number, channel: 'email' | 'webhook', kind = 'lead') =>
  deliveriesOf(site.stateDir, id).find((row) => row.channel === channel && row.kind === kind);
const accepted = (marker: string) => hook.callsFor(marker).filter((call) => call.status === 200);
/** Waits until the lead's attempts on `channel` are done and recorded (a claim counts the attempt before it ends). */
const settled = (id: number, channel: 'email' | 'webhook', attempts: number) =>
  expect
    .poll(() => {
      const row = delivery(id, channel);
      return row && row.attempts === attempts && (row.state !== 'pending' || row.last_error !== '');
    })
    .toBe(true);
/** Fires the delivery schedule as of `time`. */
const deliverAt = (time: number) => fireSchedule(site.origin, schedules.deliver, time);

describe('a lead is delivered', () => {
  it('at once, by e-mail and webhook: Reply-To the visitor, a subject naming who, which company and what, and the id in both', async () => {
    hook.answer(() => 200);
    const marker = randomUUID();
    const id = await sendLead(marker, { ...leadSource(), company: 'Analytical <Engines> & Co' });
    await expect.poll(() => accepted(marker).length).toBe(1);
    expect(accepted(marker)[0]!.body).toEqual({
      type: 'lead',
      lead: expect.objectContaining({ id, ...leadSource() }),
    });
    await expect.poll(async () => (await emailsAbout(site.origin, id)).length).toBe(1);
    const [email] = await emailsAbout(site.origin, id);
    expect(email!.subject).toBe('New lead: Ada Lovelace, Analytical <Engines> & Co (Cloud Services)');
    expect(email!.replyTo).toBe('"Ada Lovelace" <ada@example.com>');
    expect(email!.to).toEqual(['sales@northbridge.example']);
    expect(email!.text).toContain(marker);
    expect(email!.text).toContain('news.example.com');
    expect(email!.html).toContain('Analytical &#60;Engines&#62; &#38; Co');
    expect(email!.html).not.toMatch(/<img|<a |https?:\/\//);
    expect(deliveriesOf(site.stateDir, id)).toEqual([
      expect.objectContaining({ channel: 'email', state: 'delivered', attempts: 1, last_error: '' }),
      expect.objectContaining({ channel: 'webhook', state: 'delivered', attempts: 1, last_error: '' }),
    ]);
  });

  it('when the hook is down, then back up: the schedule retries it within 2 minutes, and the e-mail is not sent again', async () => {
    const marker = randomUUID();
    hook.answer((body) => (body.lead.message.includes(marker) ? 503 : 200));
    const sentAt = Date.now();
    const id = await sendLead(marker);
    await settled(id, 'webhook', 1);
    const failed = delivery(id, 'webhook')!;
    expect(failed).toMatchObject({ state: 'pending', last_error: 'HTTP 503' });
    expect(failed.next_attempt_at - sentAt).toBeGreaterThanOrEqual(MINUTE);
    expect(failed.next_attempt_at - sentAt).toBeLessThan(2 * MINUTE);
    // Still down at the next minute: tried again, a minute later again, then two.
    await deliverAt(failed.next_attempt_at);
    expect(delivery(id, 'webhook')).toMatchObject({ state: 'pending', attempts: 2 });
    const second = delivery(id, 'webhook')!.next_attempt_at;
    expect(second - failed.next_attempt_at).toBe(MINUTE);
    await deliverAt(second);
    const third = delivery(id, 'webhook')!.next_attempt_at;
    expect(third - second).toBe(2 * MINUTE);

    hook.answer(() => 200);
    // Not due yet: nothing is sent early.
    await deliverAt(third - MINUTE);
    expect(accepted(marker)).toEqual([]);
    await deliverAt(third);
    expect(accepted(marker)).toHaveLength(1);
    expect(delivery(id, 'webhook')).toMatchObject({ state: 'delivered', attempts: 4, last_error: '' });
    expect(await emailsAbout(site.origin, id)).toHaveLength(1);
  });

  it('never twice when two scheduled runs work at the same time', async () => {
    const marker = randomUUID();
    hook.answer((body) => (body.lead.message.includes(marker) ? 500 : 200));
    const ids = await Promise.all(Array.from({ length: 6 }, (_, i) => sendLead(`${marker} ${i}`)));
    for (const id of ids) await settled(id, 'webhook', 1);
    hook.answer(() => 200);
    const due = Math.max(...ids.map((id) => delivery(id, 'webhook')!.next_attempt_at));
    await Promise.all([deliverAt(due), deliverAt(due), deliverAt(due)]);
    const received = accepted(marker).map((call) => call.body.lead.id);
    expect(received.sort()).toEqual([...ids].sort());
    for (const id of ids) expect(delivery(id, 'webhook')).toMatchObject({ state: 'delivered', attempts: 2 });
  });
});

describe('one lead never holds back another', () => {
  it('six leads the hook always refuses and one it never answers: a new lead still arrives at once, and in the next scheduled run', async () => {
    const marker = randomUUID();
    const refused = `${marker} refused`;
    const silent = `${marker} silent`;
    const late = `${marker} late`;
    let lateCalls = 0;
    hook.answer((body) => {
      const { message } = body.lead;
      if (message.includes(refused)) return 500;
      if (message.includes(silent)) return 'never';
      // The late lead's first call fails, so the scheduled run has it to deliver with the stuck ones.
      if (message.includes(late)) return (lateCalls += 1) === 1 ? 503 : 200;
      return 200;
    });
    const stuck = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => sendLead(`${refused} ${i}`)),
      sendLead(silent),
    ]);
    // A new lead, sent while the silent call still hangs, arrives at once.
    const fresh = `${marker} fresh`;
    const freshSentAt = Date.now();
    await sendLead(fresh);
    await expect.poll(() => accepted(fresh).length, { timeout: 30_000 }).toBe(1);
    expect(accepted(fresh)[0]!.at - freshSentAt).toBeLessThan(30_000);

    // The silent call gave up after its time limit; it will be tried again like the refused ones.
    await expect
      .poll(() => delivery(stuck.at(-1)!, 'webhook')?.last_error, { timeout: CALL_TIMEOUT_MS + 10_000 })
      .toMatch(/TimeoutError|timed out|aborted/i);
    const lateId = await sendLead(late);
    await settled(lateId, 'webhook', 1);
    for (const id of stuck.slice(0, -1)) await settled(id, 'webhook', 1);

    // One scheduled run with all eight due: the late lead is delivered in it, within the calls' time limit.
    const due = Math.max(...[...stuck, lateId].map((id) => delivery(id, 'webhook')!.next_attempt_at));
    const runStarted = Date.now();
    const run = deliverAt(due);
    await expect.poll(() => accepted(late).length, { timeout: 30_000 }).toBe(1);
    expect(Date.now() - runStarted).toBeLessThan(30_000);
    await run;
    for (const id of stuck) expect(delivery(id, 'webhook')).toMatchObject({ state: 'pending', attempts: 2 });

    // The hook is fixed: every stuck lead arrives at the next run.
    hook.answer(() => 200);
    const next = Math.max(...stuck.map((id) => delivery(id, 'webhook')!.next_attempt_at));
    await deliverAt(next);
    for (const id of stuck) expect(delivery(id, 'webhook')?.state).toBe('delivered');
  });
});

describe('a lead the hook refuses for 24 hours', () => {
  it('is given up at its deadline, and the team is told by e-mail, with the lead', async () => {
    const marker = randomUUID();
    hook.answer((body) => (body.lead.message.includes(marker) ? 422 : 200));
    const id = await sendLead(marker);
    await settled(id, 'webhook', 1);
    // The schedule, at each time the lead is due again, until its deadline.
    for (let run = 0; run < 60 && delivery(id, 'webhook')?.state === 'pending'; run++)
      await deliverAt(delivery(id, 'webhook')!.next_attempt_at);
    const gaveUp = delivery(id, 'webhook')!;
    expect(gaveUp).toMatchObject({ state: 'given-up', last_error: 'HTTP 422' });
    expect(gaveUp.attempts).toBeGreaterThan(20);
    expect(gaveUp.attempts).toBeLessThan(40);
    expect(Date.parse(gaveUp.given_up_at!)).toBeGreaterThanOrEqual(gaveUp.deadline_at);
    // The notice goes by e-mail at the next run.
    await deliverAt(gaveUp.deadline_at);
    expect(delivery(id, 'email', 'notice')).toMatchObject({ state: 'delivered' });
    const emails = await emailsAbout(site.origin, id);
    expect(emails.map((email) => email.subject).sort()).toEqual([
      'New lead: Ada Lovelace, Analytical Engines Ltd (Cloud Services)',
      'Undelivered lead: Ada Lovelace, Analytical Engines Ltd: the webhook gave up after 24 hours',
    ]);
    const notice = emails.find((email) => email.subject.startsWith('Undelivered'))!;
    expect(notice.text).toContain('HTTP 422');
    expect(notice.text).toContain(marker);
  });
});

describe('the database failing as a lead is stored', () => {
  it('answers 500 with nothing stored or sent; the same lead sent again once it is back is stored and delivered once', async () => {
    hook.answer(() => 200);
    const marker = randomUUID();
    const key = `fault-${marker}`;
    const send = () =>
      fetch(`${site.origin}/api/contact`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: site.origin,
          'CF-Connecting-IP': '203.0.113.250',
          'Idempotency-Key': key,
        },
        body: JSON.stringify(validLead(marker)),
      });
    writeLeadsDb(site.stateDir, 'ALTER TABLE leads RENAME TO leads_away');
    try {
      const failed = await send();
      expect(failed.status).toBe(500);
      expect((await failed.json()) as object).toEqual({
        errors: { form: expect.stringContaining('not sent') },
      });
    } finally {
      writeLeadsDb(site.stateDir, 'ALTER TABLE leads_away RENAME TO leads');
    }
    expect(hook.callsFor(marker)).toEqual([]);
    expect((await send()).status).toBe(201);
    const [row, ...more] = leadsWith(site.stateDir, marker);
    expect(more).toEqual([]);
    await expect
      .poll(() => deliveriesOf(site.stateDir, row!.id).map((r) => r.state))
      .toEqual(['delivered', 'delivered']);
    expect(accepted(marker)).toHaveLength(1);
  });
});
