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
