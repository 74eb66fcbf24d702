import type { LeadSource, UtmField } from '../shared/sourceFields';

/**
 * The visit of this browser tab, in the names of a lead's source fields: the page it landed on, the site that sent
 * it there (its host name only) and the campaign tags of the landing address. The page's inline script notes it in
 * sessionStorage as the tab's first page starts (src/boot/visit.ts), so it ends with the tab and is never shared
 * with another tab or a later visit; no identifier, no cookie (docs/analytics.md). A lead sent later names it, and
 * so do the analytics beacons of visitors who allow them.
 */
export interface Visit
  extends Pick<LeadSource, 'landing_page' | 'referrer_host'>, Partial<Pick<LeadSource, UtmField>> {
  /** When the visit landed, in milliseconds since the epoch. */
  startedAt: number;
}

/** The tab's visit, as the page's inline script noted it; where storage is blocked, a visit of this page alone. */
export function currentVisit(): Visit {
  try {
    const noted = JSON.parse(sessionStorage.getItem('visit') ?? 'null') as Visit | null;
    if (noted) return noted;
  } catch {
    // Unreadable or blocked: below.
  }
  return { startedAt: performance.timeOrigin, landing_page: location.pathname, referrer_host: '' };
}

/** The routes a visit has seen something on, by what (`analytics-seen`: its views; `errors-seen`: its errors). */
interface Seen {
  startedAt: number;
  paths: string[];
}

/**
 * Whether this is the visit's first time (at all, and on this route) for what `key` notes, noted in the tab's
 * sessionStorage beside the visit: the analytics flag a visit's first view and first view of each route, the error
 * reporter a visit's first error on each route. The host only adds up the flags; it never learns which belong
 * together (docs/analytics.md#how-visits-are-counted-without-identifying-anyone). Storage blocked: every time is
 * a first.
 */
export function firstInVisit(
  key: string,
  path: string,
  visit: Visit = currentVisit(),
): { visit: boolean; route: boolean } {
  let seen: Seen | null = null;
  try {
    seen = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Seen | null;
  } catch {
    // Unreadable or blocked: below.
  }
  const sameVisit = seen?.startedAt === visit.startedAt;
  const paths = sameVisit && Array.isArray(seen?.paths) ? seen.paths : [];
  const route = !paths.includes(path);
  try {
    const next: Seen = { startedAt: visit.startedAt, paths: route ? [...paths, path] : paths };
    sessionStorage.setItem(key, JSON.stringify(next));
  } catch {
    // Storage blocked.
  }
  return { visit: !sameVisit, route };
}
