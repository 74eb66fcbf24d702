import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schedules } from '../../host/schedule';
import { queryLeadsDb, writeLeadsDb } from '../../tests/support/leadsDb';
import { ERROR_GROUP_HEADER } from '../delivery/alertMessage';
import { newClient, tagMarker } from './client';
import { pageReport, sendErrors } from './errorReports';
import { sentEmails } from './hook';
import { fireSchedule, startSite, type RunningSite } from './server';

// The alert (docs/errors.md#the-alert): a new error that reaches 3 visitors within an hour e-mails the team through
// the delivery outbox, once a day at most. A site of its own, with its e-mail simulated (the leads' address) and the
// schedule fired by the test.

let site: RunningSite;
beforeAll(async () => {
  site = await startSite({ LOCAL_SCHEDULER: 'off' });
});
afterAll(() => site.stop());

const groupOf = (marker: string) =>
  queryLeadsDb<{ fingerprint: string; alerted_day: string | null }>(
    site.stateDir,
    'SELECT fingerprint, alerted_day FROM error_groups WHERE message LIKE ?1',
    `%${marker}%`,
  )[0];
const alertsOf = (fingerprint: string) =>
  queryLeadsDb<{ channel: string; state: string; visitors: number }>(
    site.stateDir,
    'SELECT channel, state, visitors FROM error_alerts WHERE fingerprint = ?1',
    fingerprint,
  );
const emailsAbout = async (fingerprint: string) =>
  (await sentEmails(site.origin)).filter((email) => email.headers?.[ERROR_GROUP_HEADER] === fingerprint);
/** The same error from `visitors` visitors of their own. */
const reachVisitors = async (marker: string, visitors: number) => {
  for (let i = 0; i < visitors; i++)
    expect(
      (await sendErrors(site.origin, { reports: [pageReport(marker)] }, { client: newClient() })).status,
    ).toBe(204);
};

describe('the alert about a new error', () => {
  it('e-mails the team once a new error has reached 3 visitors within the hour, with what the desk shows', async () => {
    const marker = tagMarker();
    await reachVisitors(marker, 2);
    const group = groupOf(marker)!;
    expect(alertsOf(group.fingerprint)).toEqual([]);
    await reachVisitors(marker, 1);
    expect(alertsOf(group.fingerprint)).toEqual([{ channel: 'email', state: 'pending', visitors: 3 }]);
    await fireSchedule(site.origin, schedules.deliver, Date.now());
    await expect.poll(() => alertsOf(group.fingerprint)[0]?.state).toBe('delivered');
    const [email] = await emailsAbout(group.fingerprint);
    expect(email!.subject).toBe(`Site error: 3 visitors within an hour: Error: something broke ${marker}`);
    expect(email!.to).toEqual(['sales@northbridge.example']);
    expect(email!.text).toContain('/about (3)');
    expect(email!.text).toContain('Chrome 143 (3)');
    expect(email!.text).toContain(`/owner?error=${group.fingerprint}#error-${group.fingerprint}`);
  });

  it('is sent once a day: more visitors the same day alert nobody again', async () => {
    const marker = tagMarker();
    await reachVisitors(marker, 3);
    const group = groupOf(marker)!;
    await fireSchedule(site.origin, schedules.deliver, Date.now());
    await expect.poll(async () => (await emailsAbout(group.fingerprint)).length).toBe(1);
    await reachVisitors(marker, 4);
    await fireSchedule(site.origin, schedules.deliver, Date.now());
    expect(alertsOf(group.fingerprint)).toHaveLength(1);
    expect(await emailsAbout(group.fingerprint)).toHaveLength(1);
  });

  it('is not sent for an error that is not new (first seen more than a day ago) or seen by fewer visitors', async () => {
    const [old, few] = [tagMarker(), tagMarker()];
    await reachVisitors(old, 1);
    writeLeadsDb(site.stateDir, 'UPDATE error_groups SET first_seen = 1 WHERE message LIKE ?1', `%${old}%`);
    await reachVisitors(old, 3);
    await reachVisitors(few, 2);
    for (const marker of [old, few]) {
      expect(groupOf(marker)!.alerted_day, marker).toBeNull();
      expect(alertsOf(groupOf(marker)!.fingerprint), marker).toEqual([]);
    }
  });
});
