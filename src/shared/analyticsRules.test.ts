import { describe, expect, it } from 'vitest';
import { goodThresholds, metricNames } from './analyticsEvents';
import { OTHER_PATH, parseBeacon, routeOf, vitalBucket } from './analyticsRules';

const services = ['cloud-services', 'consultation'] as const;
const beacon = (events: unknown[], extra: object = {}) => ({
  device: 'desktop',
  visit: { referrer_host: 'news.example.com', utm_source: 'newsletter', utm_campaign: 'autumn' },
  events,
  ...extra,
});
const view = { type: 'view', path: '/cloud', visit: true, route: true };
const open = { type: 'open', path: '/about', place: 'about-hero', service: 'consultation' };
const vital = { type: 'vital', path: '/about', name: 'INP', value: 120.5, target: 'main>button' };

describe('analytics beacon rules', () => {
  it('keeps a valid beacon, with the visit’s acquisition cleaned like a lead’s source', () => {
    expect(parseBeacon(beacon([view, open, vital, { ...open, type: 'lead' }]), services)).toEqual({
      device: 'desktop',
      visit: {
        referrer_host: 'news.example.com',
        utm_source: 'newsletter',
        utm_medium: '',
        utm_campaign: 'autumn',
        utm_term: '',
        utm_content: '',
      },
      events: [view, open, vital, { ...open, type: 'lead' }],
    });
  });

  it('names routes: a page of the site (a trailing slash ignored), or (other) for anything else', () => {
    expect(routeOf('/about/')).toBe('/about');
    expect(routeOf('/')).toBe('/');
    expect(routeOf('/industries/finance')).toBe('/industries/finance');
    expect(routeOf('/wp-admin.php')).toBe(OTHER_PATH);
    expect(parseBeacon(beacon([{ ...view, path: `/${'x'.repeat(5000)}` }]), services)?.events[0]).toEqual({
      ...view,
      path: OTHER_PATH,
    });
  });

  it('refuses the whole beacon when any event breaks a rule', () => {
    const broken = [
      { ...view, type: 'click' },
      { ...view, path: 'https://evil.example/' },
      { ...view, path: 42 },
      { ...view, visit: 'yes' },
      { ...open, place: 'popup' },
      { ...open, service: 'free-lunch' },
      { ...vital, name: 'FID' },
      { ...vital, value: -1 },
      { ...vital, value: Number.NaN },
      { ...vital, value: 600_001 },
      { ...vital, value: '120' },
      { ...vital, target: null },
      null,
      [],
      'view',
    ];
    for (const event of broken)
      expect(parseBeacon(beacon([view, event]), services), JSON.stringify(event)).toBeNull();
  });

  it('refuses a beacon that is not one: wrong device, no events, too many, not an object', () => {
    expect(parseBeacon(beacon([view], { device: 'tv' }), services)).toBeNull();
    expect(parseBeacon(beacon([]), services)).toBeNull();
    expect(parseBeacon(beacon(Array.from({ length: 31 }, () => view)), services)).toBeNull();
    expect(parseBeacon(beacon(Array.from({ length: 30 }, () => view)), services)).not.toBeNull();
    for (const raw of [null, [], 'x', 1, { events: {} }]) expect(parseBeacon(raw, services)).toBeNull();
  });

  it('cuts a vital’s target to 80 characters and drops one with control characters', () => {
    const long = parseBeacon(beacon([{ ...vital, target: 'x'.repeat(200) }]), services)?.events[0];
    expect(long).toMatchObject({ target: 'x'.repeat(80) });
    const control = parseBeacon(beacon([{ ...vital, target: 'a\u0007b' }]), services)?.events[0];
    expect(control).toMatchObject({ target: '' });
  });

  it('keeps a vital as a bucket whose upper bound is good exactly when the value is', () => {
    for (const name of metricNames) {
      const good = goodThresholds[name];
      const value = (units: number) => (name === 'CLS' ? units / 1000 : units);
      expect(vitalBucket(name, value(good)), name).toBe(good);
      expect(vitalBucket(name, value(good + 0.5)), name).toBeGreaterThan(good);
    }
    expect(vitalBucket('CLS', 0.30000000000000004)).toBe(300);
    expect(vitalBucket('INP', 0)).toBe(10);
    expect(vitalBucket('INP', 123)).toBe(130);
    expect(vitalBucket('LCP', 2501)).toBe(2600);
    expect(vitalBucket('LCP', 12_345)).toBe(13_000);
  });
});
