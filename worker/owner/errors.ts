// The errors as the owner's desk shows them (docs/errors.md#on-the-desk): the groups seen in the period, those new
// in the release deployed first, each with its visitors, reports, routes, browsers and releases, its latest sample
// and whether it is resolved; and what was dropped as noise.

/** Groups shown at most. */
export const GROUPS_SHOWN = 50;

export interface Breakdown {
  name: string;
  reports: number;
  visitors: number;
}

export interface ErrorSample {
  at: number;
  release: string;
  route: string;
  browser: string;
  message: string;
  stack: string;
}

export interface DeskErrorGroup {
  fingerprint: string;
  kind: string;
  message: string;
  frame: string;
  first_seen: number;
  last_seen: number;
  first_release: string;
  last_release: string;
  resolved_at: number | null;
  resolved_by: string | null;
  resolved_release: string | null;
  reopened_at: number | null;
  /** In the period. */
  reports: number;
  visitors: number;
  routes: Breakdown[];
  browsers: Breakdown[];
  releases: Breakdown[];
  sample: ErrorSample | null;
}

export interface DeskErrors {
  /** The release deployed now (worker/errors/release.ts). */
  deployed: string;
  groups: DeskErrorGroup[];
  /** Groups seen in the period, shown or not. */
  total: number;
  noise: { reason: string; reports: number }[];
}

type Row = Record<string, unknown>;

/** A group's fingerprint as the desk's address may name it (`?error=`: the alert's link). */
export const FINGERPRINT = /^[0-9a-f]{16}$/;

/**
 * The errors seen from `from` to `to` (UTC days), as the desk shows them; `focus` (a fingerprint, or '') first
 * whatever its place, so the alert's link always finds its group.
 */
export async function listErrors(
  db: D1Database,
  from: string,
  to: string,
  deployed: string,
  focus = '',
): Promise<DeskErrors> {
  const [groupRows, totalRows, noiseRows] = await db.batch<Row>([
    db
      .prepare(
        `SELECT g.fingerprint, g.kind, g.message, g.frame, g.first_seen, g.last_seen, g.first_release,
           g.last_release, g.resolved_at, g.resolved_by, g.resolved_release, g.reopened_at,
           SUM(c.reports) AS reports, SUM(c.visitors) AS visitors
         FROM error_groups g JOIN error_counts c ON c.fingerprint = g.fingerprint AND c.day BETWEEN ?1 AND ?2
         GROUP BY g.fingerprint
         ORDER BY g.fingerprint = ?5 DESC, g.resolved_at IS NULL DESC, g.first_release = ?3 DESC, g.last_seen DESC
         LIMIT ?4`,
      )
      .bind(from, to, deployed, GROUPS_SHOWN, focus),
    db
      .prepare('SELECT COUNT(DISTINCT fingerprint) AS groups FROM error_counts WHERE day BETWEEN ?1 AND ?2')
      .bind(from, to),
    db
      .prepare(
        `SELECT reason, SUM(reports) AS reports FROM error_noise WHERE day BETWEEN ?1 AND ?2
         GROUP BY reason ORDER BY reports DESC`,
      )
      .bind(from, to),
  ]);
  const groups = (groupRows?.results ?? []) as unknown as Omit<
    DeskErrorGroup,
    'routes' | 'browsers' | 'releases' | 'sample'
  >[];
  const shown = JSON.stringify(groups.map((group) => group.fingerprint));
  const breakdown = (column: 'route' | 'browser' | 'release') =>
    db
      .prepare(
        `SELECT fingerprint, ${column} AS name, SUM(reports) AS reports, SUM(visitors) AS visitors
         FROM error_counts WHERE day BETWEEN ?1 AND ?2 AND fingerprint IN (SELECT value FROM json_each(?3))
         GROUP BY 1, 2 ORDER BY 3 DESC, 2`,
      )
      .bind(from, to, shown);
  const [routes, browsers, releases, samples] = await db.batch<Row>([
    breakdown('route'),
    breakdown('browser'),
    breakdown('release'),
    db
      .prepare(
        `SELECT fingerprint, at, release, route, browser, message, stack FROM error_samples
         WHERE fingerprint IN (SELECT value FROM json_each(?1)) ORDER BY at DESC, id DESC`,
      )
      .bind(shown),
  ]);
  const byGroup = <T>(rows: Row[] | undefined) => {
    const map = new Map<string, T[]>();
    for (const row of rows ?? []) {
      const list = map.get(String(row.fingerprint)) ?? [];
      list.push(row as T);
      map.set(String(row.fingerprint), list);
    }
    return map;
  };
  const [routeMap, browserMap, releaseMap] = [routes, browsers, releases].map((result) =>
    byGroup<Breakdown>(result?.results),
  );
  const sampleMap = byGroup<ErrorSample>(samples?.results);
  return {
    deployed,
    total: Number(totalRows?.results[0]?.groups ?? 0),
    noise: (noiseRows?.results ?? []) as { reason: string; reports: number }[],
    groups: groups.map((group) => ({
      ...group,
      routes: routeMap?.get(group.fingerprint) ?? [],
      browsers: browserMap?.get(group.fingerprint) ?? [],
      releases: releaseMap?.get(group.fingerprint) ?? [],
      sample: sampleMap.get(group.fingerprint)?.[0] ?? null,
    })),
  };
}

/**
 * Marks a group resolved under the release deployed now, by the signed-in owner. It opens again when it comes back
 * in a later release (worker/errors/store.ts). False when there is no such group; marking twice keeps the first.
 */
export async function markResolved(
  db: D1Database,
  fingerprint: string,
  who: string,
  now: number,
  deployed: string,
): Promise<boolean> {
  const [, found] = await db.batch<{ fingerprint: string }>([
    db
      .prepare(
        `UPDATE error_groups SET resolved_at = ?2, resolved_by = ?3, resolved_release = ?4, reopened_at = NULL
         WHERE fingerprint = ?1 AND resolved_at IS NULL`,
      )
      .bind(fingerprint, now, who, deployed),
    db.prepare('SELECT fingerprint FROM error_groups WHERE fingerprint = ?1').bind(fingerprint),
  ]);
  return (found?.results.length ?? 0) > 0;
}
