import { createHmac, randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { schedules } from '../../host/schedule';
import { deliveriesOf, writeLeadsDb } from '../../tests/support/leadsDb';
import { origin, postJson, query, rowsWith, stateDir, validLead } from './client';
import { fireSchedule } from './server';

// No secret in the source (docs/analytics.md#what-is-kept), and what the site does with no delivery channel. The
// shared test site sets no LEAD_IP_SALT and no channel (globalSetup.ts).

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');
const today = () => new Date().toISOString().slice(0, 10);

describe('the hashes of client addresses', () => {
  it('for leads, are keyed by a random secret the Worker made and keeps in the database, not by anything in the source', async () => {
    const address = '198.51.100.201';
    expect((await postJson(validLead(), { client: address })).status).toBe(201);
    const [secret] = query<{ value: string }>(`SELECT value FROM secrets WHERE name = 'lead_ip_salt'`);
    expect(secret!.value).toMatch(/^[0-9a-f]{64}$/);
    const clients = query<{ client: string }>('SELECT DISTINCT client FROM submissions').map(
      (row) => row.client,
    );
    expect(clients).toContain(hmac(secret!.value, address));
    expect(clients).not.toContain(hmac('northbridge-leads', address));
  });

  it("for the analytics, are keyed by today's salt, and the maintenance deletes every earlier day's", async () => {
    const address = '198.51.100.202';
    const response = await fetch(`${origin}/api/events`, {
      method: 'POST',
      headers: {
        'Content-Type': 'text/plain',
        Origin: origin,
        'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/142.0.0.0 Safari/537.36',
        'CF-Connecting-IP': address,
      },
      body: JSON.stringify({
        device: 'desktop',
        visit: {},
        events: [{ type: 'view', path: '/about', visit: true, route: true }],
      }),
    });
    expect(response.status).toBe(204);
    const [salt] = query<{ salt: string }>('SELECT salt FROM analytics_salts WHERE day = ?1', today());
    expect(salt!.salt).toMatch(/^[0-9a-f]{64}$/);
    const clients = query<{ client: string }>('SELECT client FROM beacon_limits').map((row) => row.client);
    expect(clients).toContain(hmac(salt!.salt, address));

    writeLeadsDb(stateDir, `INSERT INTO analytics_salts (day, salt) VALUES ('2026-01-01', 'yesterday')`);
    await fireSchedule(origin, schedules.maintain, Date.now());
    expect(query('SELECT day FROM analytics_salts')).toEqual([{ day: today() }]);
  });
});

describe('with no delivery channel configured', () => {
  it('a lead is stored and nothing is sent, as npm start says when it starts', async () => {
    const lead = validLead(randomUUID());
    expect((await postJson(lead)).status).toBe(201);
    const [row] = rowsWith(lead.message);
    expect(deliveriesOf(stateDir, row!.id)).toEqual([]);
    expect(inject('startOutput')).toContain('No delivery channel is configured: leads are only stored');
  });
});
