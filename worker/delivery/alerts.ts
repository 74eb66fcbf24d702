import { dayOf } from '../../host/analyticsSql.ts';
import type { Env } from '../env';
import { alertEmail, alertPayload, type AlertedGroup } from './alertMessage';
import { DUE_EARLY_MS, GIVE_UP_AFTER_MS, LEASE_MS } from './backoff';
import { channelsOf, configuredChannels, postToWebhook, sendEmail, type Outcome } from './channels';
import type { Channel } from './leadMessage';
import { claimStatement, deliveredStatement, failedStatement, RUN_BATCH, type OutboxTable } from './outbox';

// The alerts to the team about a new error (docs/errors.md#the-alert), delivered like leads
// (docs/decisions/0029-lead-delivery-by-scheduled-outbox.md): one row per group, day and channel in `error_alerts`,
// written when the group reaches its visitors, and worked off by the schedule with the leads' retries.

interface ClaimedAlert {
  fingerprint: string;
  day: string;
  channel: Channel;
  visitors: number;
  attempts: number;
  deadline_at: number;
}

const alerts: OutboxTable = {
  table: 'error_alerts',
  returning: 'fingerprint, day, channel, visitors, attempts, deadline_at',
  key: 'fingerprint = ?1 AND day = ?2 AND channel = ?3',
};

/**
 * The statement that writes a group's alert for today, one row per configured channel, unless today's is written
 * already: at most one alert per group per day, whatever happens at once. (`WHERE true`: SQLite reads an `ON
 * CONFLICT` after a bare `SELECT … FROM` as a join's.)
 */
export const writeAlert = (db: D1Database, env: Env, fingerprint: string, visitors: number, now: number) =>
  db
    .prepare(
      `INSERT INTO error_alerts (fingerprint, day, channel, visitors, next_attempt_at, deadline_at)
       SELECT ?1, ?2, channel.value, ?3, ?4, ?5 FROM json_each(?6) AS channel WHERE true
       ON CONFLICT DO NOTHING`,
    )
    .bind(
      fingerprint,
      dayOf(now),
      visitors,
      now,
      now + GIVE_UP_AFTER_MS,
      JSON.stringify(configuredChannels(env)),
    );

/** "a (3), b (1)": what the day's counts say, most first. */
const ranked = (rows: { name: string; reports: number }[]) =>
  rows.map((row) => `${row.name} (${row.reports})`).join(', ');

async function groupOf(db: D1Database, row: ClaimedAlert): Promise<AlertedGroup | null> {
  const [groups, routes, browsers] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        'SELECT fingerprint, kind, message, frame, first_seen, first_release FROM error_groups WHERE fingerprint = ?1',
      )
      .bind(row.fingerprint),
    ...(['route', 'browser'] as const).map((column) =>
      db
        .prepare(
          `SELECT ${column} AS name, SUM(reports) AS reports FROM error_counts WHERE fingerprint = ?1 AND day = ?2
           GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 5`,
        )
        .bind(row.fingerprint, row.day),
    ),
  ]);
  const group = groups?.results[0] as Omit<AlertedGroup, 'visitors' | 'routes' | 'browsers'> | undefined;
  if (!group) return null;
  const list = (result: typeof routes) =>
    ranked((result?.results ?? []) as { name: string; reports: number }[]);
  return { ...group, visitors: row.visitors, routes: list(routes), browsers: list(browsers) };
}

async function send(env: Env, row: ClaimedAlert, group: AlertedGroup | null): Promise<Outcome> {
  if (!group) return { ok: false, error: 'the error group is no longer in the database' };
  const { email, webhook } = channelsOf(env);
  if (row.channel === 'email' && email)
    return sendEmail(email.binding, alertEmail(group, email.from, email.to));
  if (row.channel === 'webhook' && webhook) return postToWebhook(webhook.url, alertPayload(group));
  return { ok: false, error: `the ${row.channel} channel is no longer configured` };
}

/** The scheduled run: every alert that is due, each on its own, its outcome recorded on its row. */
export async function deliverAlertsDue(env: Env, now: number): Promise<number> {
  const db = env.DB;
  const { results: claimed } = await db
    .prepare(claimStatement(alerts))
    .bind(now + LEASE_MS, now, now + DUE_EARLY_MS, RUN_BATCH)
    .all<ClaimedAlert>();
  await Promise.allSettled(
    claimed.map(async (row) => {
      const group = await groupOf(db, row);
      const outcome = await send(env, row, group);
      const key = [row.fingerprint, row.day, row.channel];
      if (outcome.ok) return deliveredStatement(db, alerts, key, now).run();
      const final = !group || !channelsOf(env)[row.channel];
      const { givenUp, statement } = failedStatement(db, alerts, key, row, now, outcome.error, final);
      if (givenUp)
        console.error(`alert: group ${row.fingerprint} given up on ${row.channel}: ${outcome.error}`);
      return statement.run();
    }),
  );
  return claimed.length;
}
