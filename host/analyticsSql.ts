// The analytics rollup and retention, as SQL for D1: run by the Worker's scheduled maintenance (worker/scheduled.ts)
// and by `npm run report` before it reads (docs/analytics.md). No imports: the report script loads this file
// directly in Node.

export const DAY_MS = 24 * 60 * 60 * 1000;
/** Raw events are kept this many days; their daily rollups are kept. */
export const RAW_DAYS = 30;
/** The beacon rate limit's window. */
export const BEACON_WINDOW_MS = 10 * 60 * 1000;

/** The UTC day of a time, `YYYY-MM-DD`. */
export const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

const ACQUISITION = 'referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content';

// Every day that may have gained events since the last rollup began (an hour of slack for a clock that differs
// between the host and the machine running the report). Only the host's "today" gains events, so this is
// usually one day.
const SINCE = `(SELECT strftime('%Y-%m-%d', (value - 3600000) / 1000, 'unixepoch') FROM analytics_state
  WHERE key = 'rolled_at')`;

/**
 * The statements of one rollup, in order. Each day since the last one is counted again in full from its raw
 * events and replaces its rows (a day's groups only ever gain events), so running it twice, or two at once, gives
 * the same totals. Then raw events older than `RAW_DAYS`, finished rate-limit windows and the salts of days before
 * today are deleted (docs/analytics.md#what-is-kept).
 * `now` is a number the caller computed, never input.
 */
export function rollupStatements(now: number): string[] {
  const at = Math.floor(now);
  return [
    `INSERT OR REPLACE INTO daily_traffic (day, path, device, ${ACQUISITION},
       views, visits, route_visits, opens, leads)
     SELECT day, path, device, ${ACQUISITION},
       SUM(type = 'view'), SUM(is_visit), SUM(is_route_visit), SUM(type = 'open'), SUM(type = 'lead')
     FROM events WHERE day >= ${SINCE} AND type IN ('view', 'open', 'lead')
     GROUP BY day, path, device, ${ACQUISITION}`,
    `INSERT OR REPLACE INTO daily_ctas (day, path, place, service, opens, leads)
     SELECT day, path, place, service, SUM(type = 'open'), SUM(type = 'lead')
     FROM events WHERE day >= ${SINCE} AND type IN ('open', 'lead')
     GROUP BY day, path, place, service`,
    `INSERT OR REPLACE INTO daily_vitals (day, path, device, metric, bucket, samples)
     SELECT day, path, device, metric, bucket, COUNT(*)
     FROM events WHERE day >= ${SINCE} AND type = 'vital'
     GROUP BY day, path, device, metric, bucket`,
    `UPDATE analytics_state SET value = MAX(value, ${at}) WHERE key = 'rolled_at'`,
    `DELETE FROM events WHERE day < '${dayOf(at - RAW_DAYS * DAY_MS)}'`,
    `DELETE FROM beacon_limits WHERE window_start < ${at - BEACON_WINDOW_MS}`,
    `DELETE FROM analytics_salts WHERE day < '${dayOf(at)}'`,
  ];
}
