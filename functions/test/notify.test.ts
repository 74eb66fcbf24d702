import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadsWith } from '../../tests/support/leadsDb';
import { freePort, startSite, type RunningSite } from './server';
import { leadSource, validLead } from './client';

interface Received {
  type: string;
  lead: { id: number; message: string };
}

/** The owner's hook: records what it gets and answers with `status`. */
const hook = { received: [] as Received[], status: 200 };
const receiver = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    hook.received.push(JSON.parse(body) as Received);
    res.writeHead(hook.status).end();
  });
});

// A site of its own, so that only this file's leads are pending for the hook.
let site: RunningSite;
beforeAll(async () => {
  const port = await freePort();
  await new Promise<void>((resolve) => receiver.listen(port, '127.0.0.1', resolve));
  site = await startSite({ LEAD_WEBHOOK_URL: `http://127.0.0.1:${port}/hook` });
});
afterAll(async () => {
  site.stop();
  await new Promise((resolve) => receiver.close(resolve));
});

const post = (values: object) =>
  fetch(`${site.origin}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: site.origin },
    body: JSON.stringify(values),
  });
const row = (message: string) => leadsWith(site.stateDir, message)[0];

describe("the owner's webhook", () => {
  it('gets each new lead with its source as JSON; a failed call keeps the lead, which is sent again with the next one', async () => {
    hook.status = 500;
    const first = validLead();
    expect((await post(first)).status).toBe(201);
    await expect.poll(() => row(first.message)?.notify_attempts).toBe(1);
    expect(hook.received.map((r) => r.lead.message)).toEqual([first.message]);
    expect(row(first.message)?.notified_at).toBeNull();

    hook.status = 200;
    const second = { ...validLead(), ...leadSource() };
    expect((await post(second)).status).toBe(201);
    await expect.poll(() => row(second.message)?.notified_at ?? null).not.toBeNull();
    await expect.poll(() => row(first.message)?.notified_at ?? null).not.toBeNull();
    expect(row(first.message)?.notify_attempts).toBe(2);
    const sent = hook.received.find((r) => r.lead.message === second.message);
    expect(sent).toEqual({
      type: 'lead',
      lead: expect.objectContaining({ ...second, id: row(second.message)!.id }),
    });
  });
});
