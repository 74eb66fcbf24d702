import type { LeadSource, UtmField } from '../shared/sourceFields';

/**
 * The visit of this browser tab, in the names of a lead's source fields: the page it landed on, the site that sent
 * it there (its host name only) and the campaign tags of the landing address. Kept in sessionStorage, so it ends
 * with the tab and is never shared with another tab or a later visit; no identifier, no cookie
 * (docs/analytics.md). A lead sent later names it, and so do the analytics beacons of visitors who allow them.
 */
export interface Visit
  extends Pick<LeadSource, 'landing_page' | 'referrer_host'>, Partial<Pick<LeadSource, UtmField>> {
  /** When the visit landed, in milliseconds since the epoch. */
  startedAt: number;
}

const KEY = 'visit';
/** A tab left open longer starts a new visit: nothing about a visit is kept for more than a day. */
export const VISIT_MS = 24 * 60 * 60 * 1000;

/**
 * The tab's visit, started from this page (its address and `document.referrer`; this site itself is no referrer)
 * when there is none yet. Called as the page starts, so the landing page is noted even when the visitor moves on
 * before the app takes over. Part of the page's boot module, so it is kept small: every `utm_` tag is noted (the
 * host keeps the five it knows).
 */
export function startVisit(now = Date.now()): Visit {
  try {
    const known = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Visit | null;
    if (known && now - known.startedAt < VISIT_MS) return known;
  } catch {
    // Unreadable: a new visit.
  }
  const host = document.referrer ? new URL(document.referrer).hostname : '';
  const visit: Visit = {
    startedAt: now,
    landing_page: location.pathname,
    referrer_host: host === location.hostname ? '' : host,
  };
  for (const [name, value] of new URLSearchParams(location.search))
    if (name.startsWith('utm_')) visit[name as UtmField] = value;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(visit));
  } catch {
    // Storage blocked: the visit is this page only.
  }
  return visit;
}
