import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveriesOf, leadsWith } from '../../tests/support/leadsDb';
import { validLead } from './client';
import { startHook } from './hook';
import { startSite, type RunningSite } from './server';

// `npm start` as a newcomer runs it: the schedule fires by itself, as on the host. This site's e-mail goes to an
// address the binding may not send to, so Email Service refuses every e-mail.

let site: RunningSite;
let hook: Awaited<ReturnType<typeof startHook>>;

beforeAll(async () => {
  hook = await startHook();
  site = await startSite({ LEAD_WEBHOOK_URL: hook.url, LEAD_EMAIL_TO: 'nobody@elsewhere.example' });
});
afterAll(async () => {
  site.stop();
  await hook.close();
});

describe('npm start fires the schedule by itself', () => {
  it('a lead stored while the hook is down, with no other lead sent, arrives once the hook is back: within 2 minutes', async () => {
    const marker = randomUUID();
    hook.answer(() => 503);
    const response = await fetch(`${site.origin}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: site.origin },
      body: JSON.stringify(validLead(marker)),
    });
    expect(response.status).toBe(201);
    await expect.poll(() => hook.callsFor(marker).length).toBe(1);
    const recovered = Date.now();
    hook.answer(() => 200);
    await expect
      .poll(() => hook.callsFor(marker).filter((call) => call.status === 200).length, {
        timeout: 130_000,
        interval: 1_000,
      })
      .toBe(1);
    expect(Date.now() - recovered).toBeLessThan(2 * 60_000 + 10_000);
    expect(site.output()).toContain("The Worker's Cron Triggers (* * * * *, */10 * * * *) are fired here");
  }, 150_000);

  it('e-mail refused by the binding: the refusal is recorded and retried by the schedule, the webhook unaffected', async () => {
    const marker = randomUUID();
    const response = await fetch(`${site.origin}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: site.origin, 'CF-Connecting-IP': '192.0.2.9' },
      body: JSON.stringify(validLead(marker)),
    });
    expect(response.status).toBe(201);
    const [lead] = leadsWith(site.stateDir, marker);
    await expect
      .poll(() => deliveriesOf(site.stateDir, lead!.id).map((row) => row.state))
      .toEqual(['pending', 'delivered']);
    const [email] = deliveriesOf(site.stateDir, lead!.id);
    expect(email).toMatchObject({ channel: 'email', attempts: 1 });
    expect(email!.last_error).toContain('email to nobody@elsewhere.example not allowed');
    expect(site.output()).toContain('is not in wrangler.jsonc');
  });
});
