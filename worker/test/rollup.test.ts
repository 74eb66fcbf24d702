import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { writeLeadsDb } from '../../tests/support/leadsDb';
import { schedules } from '../../host/schedule';
import { newClient, origin, query, stateDir, tagMarker } from './client';
import { fireSchedule } from './server';

// The analytics rollup and retention (host/analyticsSql.ts): on the Worker's schedule, and from `npm run report`,
// on the run's local D1.

const DAY_MS = 86_400_000;
const dayAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);
const state = (key: string) =>
  query<{ value: number }>('SELECT value FROM analytics_state WHERE key = ?1', key)[0]!.value;
const setState = (key: string, value: number) =>
  writeLeadsDb(stateDir, 'UPDATE analytics_state SET value = ?2 WHERE key = ?1', key, value);

const traffic = (marker: string) =>
  query<{
    day: string;
    path: string;
    views: number;
    visits: number;
    route_visits: number;
    opens: number;
    leads: number;
  }>(
    `SELECT day, path, views, visits, route_visits, opens, leads FROM daily_traffic WHERE utm_content = ?1
     ORDER BY day, path`,
    marker,
  );
const rawEvents = (marker: string) =>
  query<{ day: string }>('SELECT day FROM events WHERE utm_content = ?1 ORDER BY day', marker);

const sendBeacon = (marker: string) =>
  fetch(`${origin}/api/events`, {
    method: 'POST',
    headers: {
      'Content-Type': 'text/plain',
      Origin: origin,
      'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/142.0.0.0 Safari/537.36',
      'CF-Connecting-IP': newClient(),
    },
    body: JSON.stringify({
      device: 'desktop',
      visit: { utm_content: marker },
      events: [{ type: 'view', path: '/about', visit: true, route: true }],
    }),
  });

/** `npm run report` on the run's database: it rolls up first. */
function report(...args: string[]) {
  const result = spawnSync(process.execPath, ['scripts/report.mjs', ...args], {
    encoding: 'utf8',
    env: { ...process.env, LEADS_STATE_DIR: stateDir },
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

/** A raw event of `day`, as the endpoint would have stored it then. */
const oldEvent = (
  day: string,
  marker: string,
  type = 'view',
  extra: Record<string, string | number> = {},
) => {
  const columns = {
    day,
    type,
    path: '/cloud',
    device: 'mobile',
    utm_content: marker,
    is_visit: 1,
    is_route_visit: 1,
    ...extra,
  };
  writeLeadsDb(
    stateDir,
    `INSERT INTO events (${Object.keys(columns).join(', ')}) VALUES (${Object.keys(columns)
      .map(() => '?')
      .join(', ')})`,
    ...Object.values(columns),
  );
};

describe('the analytics rollup', () => {
  it('runs on the schedule, not from a beacon, and the report counts everything up to now', async () => {
    const marker = tagMarker();
    expect((await sendBeacon(marker)).status).toBe(204);
    expect(rawEvents(marker)).toHaveLength(1);
    // A beacon stores its event and nothing else: no rollup waits on a visitor's request.
    expect(traffic(marker)).toEqual([]);
    await fireSchedule(origin, schedules.maintain, Date.now());
    expect(traffic(marker)).toEqual([
      { day: dayAgo(0), path: '/about', views: 1, visits: 1, route_visits: 1, opens: 0, leads: 0 },
    ]);
    expect(Date.now() - state('rolled_at')).toBeLessThan(60_000);
    expect((await sendBeacon(marker)).status).toBe(204);
    expect(traffic(marker)[0]?.views).toBe(1);
    // The report rolls up first.
    report('--days', '1');
    expect(traffic(marker)[0]?.views).toBe(2);
  });

  it('keeps each day’s counts and histograms, deletes raw events after 30 days, and counts the same when run again', () => {
    const marker = tagMarker();
    for (const days of [40, 40, 29]) oldEvent(dayAgo(days), marker);
    oldEvent(dayAgo(40), marker, 'open', { place: 'header', is_visit: 0, is_route_visit: 0 });
    for (const bucket of [1200, 1200, 2600])
      oldEvent(dayAgo(40), marker, 'vital', { metric: 'LCP', bucket, is_visit: 0 });
    writeLeadsDb(
      stateDir,
      'INSERT INTO beacon_limits (client, window_start, beacons) VALUES (?1, ?2, 1)',
      marker,
      1000,
    );
    // As if no rollup had run since those days (the endpoint only ever stores events of its own today).
    setState('rolled_at', 0);

    const expected = [
      { day: dayAgo(40), path: '/cloud', views: 2, visits: 2, route_visits: 2, opens: 1, leads: 0 },
      { day: dayAgo(29), path: '/cloud', views: 1, visits: 1, route_visits: 1, opens: 0, leads: 0 },
    ];
    // Up to yesterday: other test files store today's events (the fuzz test, vitals of /cloud on phones
    // among them), and they must not move this period's figures.
    const period = ['--from', dayAgo(45), '--to', dayAgo(1)];
    const output = report(...period);
    expect(traffic(marker)).toEqual(expected);
    expect(rawEvents(marker)).toEqual([{ day: dayAgo(29) }]);
    const histogram = query<{ bucket: number; samples: number }>(
      `SELECT bucket, samples FROM daily_vitals WHERE day = ?1 AND path = '/cloud' AND device = 'mobile'
       AND metric = 'LCP' ORDER BY bucket`,
      dayAgo(40),
    );
    expect(histogram).toEqual(
      expect.arrayContaining([
        { bucket: 1200, samples: 2 },
        { bucket: 2600, samples: 1 },
      ]),
    );
    expect(query('SELECT * FROM beacon_limits WHERE client = ?1', marker)).toEqual([]);
    expect(output).toMatch(/^\| \/cloud +\| mobile +\| +2\.6 s ~ /m);

    // Again, with the raw events of day -40 gone: the counts stay.
    setState('rolled_at', 0);
    report(...period);
    expect(traffic(marker)).toEqual(expected);
  }, 120_000); // runs `npm run report` twice, and each starts wrangler
});
