import type { UtmField } from './sourceFields';

/*
 * The site's own analytics (docs/analytics.md): what a beacon holds, for the page that sends it and the host that
 * stores it (the host's rules are in analyticsRules.ts, kept out of the page's analytics chunk). No identifier of
 * any kind: a beacon says what happened on which page, on what kind of device and, for the whole visit, which site
 * and campaign brought it.
 */

/** Where the beacons go: a Pages Function on the site's own host. */
export const eventsEndpoint = '/api/events';

export const deviceClasses = ['mobile', 'desktop'] as const;
export type DeviceClass = (typeof deviceClasses)[number];

export const metricNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type MetricName = (typeof metricNames)[number];

/**
 * The "good" threshold of each Web Vital (web.dev), in the unit the report uses: milliseconds, and CLS in
 * thousandths (0.1 is 100), so every figure is a whole number.
 */
export const goodThresholds: Record<MetricName, number> = {
  LCP: 2500,
  INP: 200,
  CLS: 100,
  FCP: 1800,
  TTFB: 800,
};

/** Where "poor" begins (above it), in the same units: between the two thresholds a vital needs improvement. */
export const poorThresholds: Record<MetricName, number> = {
  LCP: 4000,
  INP: 500,
  CLS: 250,
  FCP: 3000,
  TTFB: 1800,
};

/**
 * The largest value each vital can be, in the unit it is measured in (milliseconds; CLS, a score): a beacon with a
 * larger one is refused (docs/analytics.md#what-the-figures-keep). The times run from the start of the page's load
 * (TTFB, FCP, LCP) or are one interaction's (INP): ten minutes is far beyond any page a visitor waited for. A
 * layout shift scores at most 1 (the whole viewport moving by its whole height), and CLS sums the shifts of one
 * burst (each within a second of the last, five seconds at most): 100 is a hundred such shifts in one burst.
 */
export const vitalLimits: Record<MetricName, number> = {
  LCP: 600_000,
  INP: 600_000,
  CLS: 100,
  FCP: 600_000,
  TTFB: 600_000,
};

export const beaconLimits = {
  /** Events per beacon: the page sends when it is hidden or every 20 events, whichever comes first. */
  events: 30,
  /** The element a vital blames, as a short selector. */
  target: 80,
  /** Bytes of a beacon's body; 30 full events are well under it. */
  body: 8 * 1024,
} as const;

/**
 * The selector a vital blames as the tracker makes it (src/features/analytics/targetSelector.ts), from its levels
 * (outermost first: each a tag with its id or call-to-action place): at most `beaconLimits.target` characters,
 * keeping the element's own end and never cutting a level, '' when even the element's own level is too long.
 */
export function joinTarget(levels: readonly string[]): string {
  for (let from = 0; from < levels.length; from++) {
    const selector = levels.slice(from).join('>');
    if (selector.length <= beaconLimits.target) return selector;
  }
  return '';
}

export type Acquisition = { referrer_host: string } & Record<UtmField, string>;

export type BeaconEvent =
  | { type: 'view'; path: string; visit: boolean; route: boolean }
  | { type: 'open' | 'lead'; path: string; place: string; service: string }
  | { type: 'vital'; path: string; name: MetricName; value: number; target: string };

/** A beacon as the page sends it. */
export interface Beacon {
  device: DeviceClass;
  /** The visit's referring host and campaign (the same for every event of the visit). */
  visit: Partial<Acquisition>;
  events: BeaconEvent[];
}

/** A beacon as the host stores it: every value checked, routes named, acquisition cleaned like a lead's source. */
export interface StoredBeacon {
  device: DeviceClass;
  visit: Acquisition;
  events: BeaconEvent[];
}
