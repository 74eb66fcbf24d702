import { describe, expect, it } from 'vitest';
import { goodThresholds, joinTarget, metricNames, vitalLimits } from './analyticsEvents';
import { cleanTarget, OTHER_PATH, parseBeacon, routeOf, vitalBucket } from './analyticsRules';

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
      { ...vital, name: 'CLS', value: 100.001 },
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

  it('refuses a visit whose fields are there but are not text, as it refuses any broken event', () => {
    for (const visit of [[], 'x', { utm_source: 1 }, { referrer_host: null }, { utm_term: ['a'] }])
      expect(parseBeacon(beacon([view], { visit }), services), JSON.stringify(visit)).toBeNull();
    expect(parseBeacon({ device: 'mobile', events: [view] }, services)?.visit.utm_source).toBe('');
  });

  it('a vital’s target takes any text, such as an e-mail address: only the tracker’s shape is kept (tag, id, place)', () => {
    const kept = [
      'main>h1',
      'button',
      'main#main>section',
      'section>div>button[data-preset-cta_place=about-hero]',
      'div#_R_75e_>p',
      'svg>foreignObject',
      'header>nav>a',
    ];
    for (const target of kept) expect(cleanTarget(target), target).toBe(target);
    const dropped = [
      'ada@example.com',
      'p:contains(Ada Lovelace)',
      'div.secret-class',
      'input[value=hunter2]',
      'button[data-preset-cta_place=popup]',
      'a>b>c>d',
      'div#555-0100',
      'div#call-5550100199',
      '<img src=x>',
      'h1 Hello',
      '#id',
      '',
    ];
    for (const target of dropped) expect(cleanTarget(target), target).toBe('');
    const event = parseBeacon(beacon([{ ...vital, target: 'ada@example.com' }]), services)?.events[0];
    expect(event).toMatchObject({ type: 'vital', value: 120.5, target: '' });
  });

  it('the server cuts a vital’s target at 80 UTF-16 units, splitting an emoji: it cuts whole levels, never inside one', () => {
    expect(cleanTarget(`a${'😀'.repeat(40)}`)).toBe('');
    expect(cleanTarget(`div#${'x'.repeat(90)}>span`)).toBe('span');
    expect(cleanTarget(`main#${'m'.repeat(70)}>section>div`)).toBe('section>div');
    expect(joinTarget(['x'.repeat(81)])).toBe('');
    expect(joinTarget(['main#main', 'p'])).toBe('main#main>p');
    const long = parseBeacon(beacon([{ ...vital, target: 'x'.repeat(200) }]), services)?.events[0];
    expect(long).toMatchObject({ target: '' });
    const control = parseBeacon(beacon([{ ...vital, target: 'main\u0007>h1' }]), services)?.events[0];
    expect(control).toMatchObject({ target: 'main>h1' });
  });

  it('personal data can enter the figures: a utm tag holding an e-mail address or a phone number is dropped', () => {
    const visit = { utm_source: 'ada@example.com', utm_term: '+1 (555) 010-0199', utm_campaign: 'autumn' };
    expect(parseBeacon(beacon([view], { visit }), services)?.visit).toMatchObject({
      utm_source: '',
      utm_term: '',
      utm_campaign: 'autumn',
    });
  });

  it('values outside what the code itself says it keeps: each vital is bounded by what the metric can be', () => {
    expect(vitalLimits).toEqual({ LCP: 600_000, INP: 600_000, CLS: 100, FCP: 600_000, TTFB: 600_000 });
    for (const name of metricNames) {
      const at = parseBeacon(beacon([{ ...vital, name, value: vitalLimits[name] }]), services);
      expect(at, `${name} at its limit`).not.toBeNull();
      const over = parseBeacon(beacon([{ ...vital, name, value: vitalLimits[name] * 1.001 }]), services);
      expect(over, `${name} over its limit`).toBeNull();
    }
    // The probe: CLS 600,000, which the report showed as "CLS 600000.00".
    expect(parseBeacon(beacon([{ ...vital, name: 'CLS', value: 600_000 }]), services)).toBeNull();
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
