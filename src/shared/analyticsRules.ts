import { ctaPlaces } from '../content/ctaPlaces';
import type { ServiceInterest } from '../content/types';
import {
  beaconLimits,
  deviceClasses,
  joinTarget,
  metricNames,
  vitalLimits,
  type Acquisition,
  type BeaconEvent,
  type MetricName,
  type StoredBeacon,
} from './analyticsEvents';
import { cleanHost, cleanTag, looksPersonal, sitePath } from './leadRules';
import { utmFields } from './sourceFields';
import { cleanText } from './text';

/*
 * The host's rules for the site's own analytics beacons (docs/analytics.md); the report counts with the same. What
 * they keep is exactly what docs/analytics.md#what-the-figures-keep says: nothing a visitor typed, nothing that
 * names a person.
 */

/** The route a beacon names: a page of the site, or `(other)` for any other address (the not-found page). */
export const OTHER_PATH = '(other)';

export const routeOf = (path: string): string => sitePath(path) || OTHER_PATH;

// One level of a blamed element's selector, as the tracker writes it (src/features/analytics/targetSelector.ts): a
// tag name, then the element's id (as the site's markup and React write ids) or its call to action's place.
const LEVEL = `[A-Za-z][A-Za-z0-9-]*(?:#[A-Za-z_][A-Za-z0-9_-]*|\\[data-preset-cta_place=(?:${ctaPlaces.join('|')})\\])?`;
const TARGET = new RegExp(`^${LEVEL}(?:>${LEVEL}){0,2}$`);

/**
 * The element a vital blames, only in the shape the tracker makes it (up to three levels of tag, id or place, at
 * most 80 characters, cut by whole levels), and never when it looks like an e-mail address or a phone number;
 * '' otherwise: the vital is kept, its blame is not.
 */
export function cleanTarget(value: string): string {
  const target = joinTarget(cleanText(value).split('>'));
  return TARGET.test(target) && !looksPersonal(target) ? target : '';
}

/**
 * A vital's value as the report counts it: whole milliseconds (thousandths for CLS) rounded up to a bucket (10 up to
 * 1 s, 100 up to 10 s, 1,000 beyond), so a day's values are kept as a small histogram, never one row per visit. The
 * thresholds fall on bucket edges: a bucket is good exactly when its upper bound is.
 */
export function vitalBucket(name: MetricName, value: number): number {
  // Rounded first, so float noise (0.30000000000000004) does not push a value into the next bucket.
  const units = Math.ceil(Number((name === 'CLS' ? value * 1000 : value).toFixed(6)));
  const step = units <= 1000 ? 10 : units <= 10_000 ? 100 : 1000;
  return Math.max(step, Math.ceil(units / step) * step);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const oneOf = <T extends string>(value: unknown, options: readonly T[]): value is T =>
  options.includes(value as T);

function eventFrom(raw: unknown, services: readonly ServiceInterest[]): BeaconEvent | null {
  if (!isObject(raw) || typeof raw.path !== 'string' || !raw.path.startsWith('/')) return null;
  const path = routeOf(raw.path);
  switch (raw.type) {
    case 'view':
      if (typeof raw.visit !== 'boolean' || typeof raw.route !== 'boolean') return null;
      return { type: 'view', path, visit: raw.visit, route: raw.route };
    case 'open':
    case 'lead': {
      const place = raw.place === '' || oneOf(raw.place, ctaPlaces) ? raw.place : null;
      const service = raw.service === '' || oneOf(raw.service, services) ? raw.service : null;
      if (place === null || service === null) return null;
      return { type: raw.type, path, place, service };
    }
    case 'vital': {
      const { name, value, target } = raw;
      if (!oneOf(name, metricNames) || typeof value !== 'number' || typeof target !== 'string') return null;
      // What the metric can be: a value beyond it is no measurement, and the beacon that holds it is refused.
      if (!Number.isFinite(value) || value < 0 || value > vitalLimits[name]) return null;
      return { type: 'vital', path, name, value, target: cleanTarget(target) };
    }
    default:
      return null;
  }
}

/**
 * The beacon the host stores, or null when anything in it breaks a rule: a page's own beacons never do, so a
 * broken one is refused whole rather than half stored. The visit's fields are optional, but text when there.
 */
export function parseBeacon(raw: unknown, services: readonly ServiceInterest[]): StoredBeacon | null {
  if (!isObject(raw) || !oneOf(raw.device, deviceClasses) || !Array.isArray(raw.events)) return null;
  if (raw.events.length === 0 || raw.events.length > beaconLimits.events) return null;
  if (raw.visit !== undefined && !isObject(raw.visit)) return null;
  const visitRaw: Record<string, unknown> = isObject(raw.visit) ? raw.visit : {};
  const visitFields = ['referrer_host', ...utmFields] as const;
  if (visitFields.some((field) => Object.hasOwn(visitRaw, field) && typeof visitRaw[field] !== 'string'))
    return null;
  const visit = { referrer_host: cleanHost(visitRaw.referrer_host) } as Acquisition;
  for (const field of utmFields) visit[field] = cleanTag(visitRaw[field]);
  const events: BeaconEvent[] = [];
  for (const item of raw.events) {
    const event = eventFrom(item, services);
    if (!event) return null;
    events.push(event);
  }
  return { device: raw.device, visit, events };
}
