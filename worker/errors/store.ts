import { DAY_MS, dayOf } from '../../host/analyticsSql.ts';
import type { Env } from '../env';
import { hmac } from '../hash';
import { writeAlert } from '../delivery/alerts';
import type { NoiseReason, ReadyReport } from './ingest';
import {
  ALERT_VISITORS,
  ALERT_WITHIN_MS,
  ERROR_DAYS,
  GROUP_DAILY_CAP,
  LIMIT_WINDOW_MS,
  NEW_FOR_MS,
  SAMPLES_KEPT,
} from './limits';

// What the error reports keep (migrations/0006_errors.sql, docs/errors.md#what-is-kept): groups, their counts per
// day, release, route and browser, a few samples, who was counted today (hashes kept for the day), the rate limit's
// windows and the noise. A report adds to rows; only a new group, a new combination of day, release, route and
// browser, or a sample adds one.

/**
 * Counts `reports` for the client in its window; over the limit, they are counted as noise (`limited`) instead,
 * in the same batch. Returns the seconds until the window ends when they are over it.
 */
export async function overLimit(
  db: D1Database,
  client: string,
  reports: number,
  limit: number,
  now: number,
): Promise<number | null> {
  const windowStart = now - (now % LIMIT_WINDOW_MS);
  const [counted] = await db.batch<{ reports?: number }>([
    db
      .prepare(
        `INSERT INTO error_limits (client, window_start, reports) VALUES (?1, ?2, ?3)
         ON CONFLICT (client, window_start) DO UPDATE SET reports = reports + ?3 RETURNING reports`,
      )
      .bind(client, windowStart, reports),
    db
      .prepare(
        `INSERT INTO error_noise (day, reason, reports)
         SELECT ?1, 'limited', ?2 WHERE (SELECT reports FROM error_limits WHERE client = ?3 AND window_start = ?4) > ?5
         ON CONFLICT (day, reason) DO UPDATE SET reports = reports + ?2`,
      )
      .bind(dayOf(now), reports, client, windowStart, limit),
  ]);
  if ((counted?.results[0]?.reports ?? 0) <= limit) return null;
  return Math.max(1, Math.ceil((windowStart + LIMIT_WINDOW_MS - now) / 1000));
}

/** The statements that count dropped reports by why (nothing when none was dropped). */
export function noiseStatements(db: D1Database, day: string, noise: ReadonlyMap<NoiseReason, number>) {
  return [...noise].map(([reason, reports]) =>
    db
      .prepare(
        `INSERT INTO error_noise (day, reason, reports) VALUES (?1, ?2, ?3)
         ON CONFLICT (day, reason) DO UPDATE SET reports = reports + ?3`,
      )
      .bind(day, reason, reports),
  );
}

interface Counted {
  first_seen: number;
  reopened_at: number | null;
  alerted_day: string | null;
}

/**
 * Counts one report in its group (made on its first report), unless the group reached today's cap. A report from the
 * deployed release opens a group resolved under an earlier release again.
 */
const countInGroup = (db: D1Database, report: ReadyReport, now: number, deployed: string) =>
  db
    .prepare(
      `INSERT INTO error_groups (fingerprint, kind, message, frame, first_seen, last_seen, first_release,
         last_release, day, day_reports)
       VALUES (?1, ?2, ?3, ?4, ?5, ?5, ?6, ?6, ?7, 1)
       ON CONFLICT (fingerprint) DO UPDATE SET
         last_seen = excluded.last_seen,
         last_release = excluded.last_release,
         day_reports = CASE WHEN day = excluded.day THEN day_reports + 1 ELSE 1 END,
         day = excluded.day,
         reopened_at = CASE WHEN resolved_at IS NOT NULL AND excluded.last_release = ?8
           AND resolved_release IS NOT ?8 THEN excluded.last_seen ELSE reopened_at END,
         resolved_by = CASE WHEN resolved_at IS NOT NULL AND excluded.last_release = ?8
           AND resolved_release IS NOT ?8 THEN NULL ELSE resolved_by END,
         resolved_release = CASE WHEN resolved_at IS NOT NULL AND excluded.last_release = ?8
           AND resolved_release IS NOT ?8 THEN NULL ELSE resolved_release END,
         resolved_at = CASE WHEN resolved_at IS NOT NULL AND excluded.last_release = ?8
           AND resolved_release IS NOT ?8 THEN NULL ELSE resolved_at END
       WHERE NOT (day = excluded.day AND day_reports >= ?9)
       RETURNING first_seen, reopened_at, alerted_day`,
    )
    .bind(
      report.fingerprint,
      report.kind,
      report.message,
      report.frame,
      now,
      report.release,
      dayOf(now),
      deployed,
      GROUP_DAILY_CAP,
    )
    .first<Counted>();

/** Keeps the report as a sample while the group has fewer than its few, or none of its release yet. */
const sampleStatements = (db: D1Database, report: ReadyReport, now: number) => [
  db
    .prepare(
      `INSERT INTO error_samples (fingerprint, at, release, route, browser, message, stack)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7
       WHERE (SELECT COUNT(*) FROM error_samples WHERE fingerprint = ?1) < ?8
         OR NOT EXISTS (SELECT 1 FROM error_samples WHERE fingerprint = ?1 AND release = ?3)`,
    )
    .bind(
      report.fingerprint,
      now,
      report.release,
      report.route,
      report.browser,
      report.message,
      report.stack,
      SAMPLES_KEPT,
    ),
  db
    .prepare(
      `DELETE FROM error_samples WHERE fingerprint = ?1 AND id NOT IN
         (SELECT id FROM error_samples WHERE fingerprint = ?1 ORDER BY at DESC, id DESC LIMIT ?2)`,
    )
    .bind(report.fingerprint, SAMPLES_KEPT),
];

/**
 * Alerts the team once the group, new within a day (or opened again), has reached `ALERT_VISITORS` visitors within
 * the hour, at most once a day (the alert's own row and `alerted_day` both say so).
 */
async function alertIfDue(db: D1Database, env: Env, report: ReadyReport, group: Counted, now: number) {
  const day = dayOf(now);
  const since = Math.max(group.first_seen, group.reopened_at ?? 0);
  if (group.alerted_day === day || now - since > NEW_FOR_MS) return;
  const counted = await db
    .prepare(
      'SELECT COUNT(*) AS visitors FROM error_visitors WHERE fingerprint = ?1 AND day = ?2 AND at > ?3',
    )
    .bind(report.fingerprint, day, now - ALERT_WITHIN_MS)
    .first<{ visitors: number }>();
  const visitors = counted?.visitors ?? 0;
  if (visitors < ALERT_VISITORS) return;
  await db.batch([
    db
      .prepare('UPDATE error_groups SET alerted_day = ?2 WHERE fingerprint = ?1')
      .bind(report.fingerprint, day),
    writeAlert(db, env, report.fingerprint, visitors, now),
  ]);
}

/**
 * Stores one report: its group counted (or not, past the day's cap: then `capped`), its visitor counted once a day
 * per group, its counts per release, route and browser, a sample, the visit's first error on its route, and the
 * alert when it is due. `client` is the client's id for the day (an HMAC under the day's salt).
 */
export async function storeReport(
  env: Env,
  report: ReadyReport,
  client: string,
  now: number,
  deployed: string,
): Promise<'stored' | 'capped'> {
  const db = env.DB;
  const day = dayOf(now);
  const group = await countInGroup(db, report, now, deployed);
  if (!group) return 'capped';
  // Under the day's salt, and with the group in it: one group's visitors cannot be matched with another's.
  const visitor = await hmac(client, report.fingerprint);
  const added = await db
    .prepare(
      'INSERT INTO error_visitors (fingerprint, day, visitor, at) VALUES (?1, ?2, ?3, ?4) ON CONFLICT DO NOTHING',
    )
    .bind(report.fingerprint, day, visitor, now)
    .run();
  const newVisitor = added.meta.changes > 0 ? 1 : 0;
  await db.batch([
    db
      .prepare(
        `INSERT INTO error_counts (fingerprint, day, release, route, browser, reports, visitors)
         VALUES (?1, ?2, ?3, ?4, ?5, 1, ?6)
         ON CONFLICT (fingerprint, day, release, route, browser)
         DO UPDATE SET reports = reports + 1, visitors = visitors + excluded.visitors`,
      )
      .bind(report.fingerprint, day, report.release, report.route, report.browser, newVisitor),
    ...sampleStatements(db, report, now),
    ...(report.first
      ? [
          db
            .prepare(
              `INSERT INTO error_route_visits (day, path, visits) VALUES (?1, ?2, 1)
               ON CONFLICT (day, path) DO UPDATE SET visits = visits + 1`,
            )
            .bind(day, report.route),
        ]
      : []),
  ]);
  // The report is kept whatever becomes of the alert; a failed alert is tried again by the group's next visitor.
  if (newVisitor)
    await alertIfDue(db, env, report, group, now).catch((error: unknown) =>
      console.error('errors: the alert could not be written', error),
    );
  return 'stored';
}

/**
 * The errors' retention, run with the analytics' (worker/scheduled.ts): who was counted on days before today (their
 * hashes were made under a salt that is deleted too), finished rate-limit windows, and what was last seen more than
 * `ERROR_DAYS` ago.
 */
export function errorRetention(db: D1Database, now: number): D1PreparedStatement[] {
  const oldDay = dayOf(now - ERROR_DAYS * DAY_MS);
  const oldTime = now - ERROR_DAYS * DAY_MS;
  return [
    db.prepare('DELETE FROM error_visitors WHERE day < ?1').bind(dayOf(now)),
    db.prepare('DELETE FROM error_limits WHERE window_start < ?1').bind(now - LIMIT_WINDOW_MS),
    ...['error_counts', 'error_noise', 'error_route_visits', 'error_alerts'].map((table) =>
      db.prepare(`DELETE FROM ${table} WHERE day < ?1`).bind(oldDay),
    ),
    db
      .prepare(
        'DELETE FROM error_samples WHERE fingerprint IN (SELECT fingerprint FROM error_groups WHERE last_seen < ?1)',
      )
      .bind(oldTime),
    db.prepare('DELETE FROM error_groups WHERE last_seen < ?1').bind(oldTime),
  ];
}
