// What the owner's report counts, from the daily rollups (analytics) and the leads table (every stored lead, with
// its source), for the days `from`..`to` (UTC, inclusive). One source for `npm run report` (scripts/report.mjs, which
// runs the statements through wrangler) and the owner's desk (worker/owner/, through D1). See docs/analytics.md.
import { paths } from '../../src/content/paths.ts';
import {
  goodThresholds,
  metricNames,
  poorThresholds,
  type MetricName,
} from '../../src/shared/analyticsEvents.ts';

export type Row = Record<string, unknown>;
export type Rating = 'good' | 'needs improvement' | 'poor';

interface Counts {
  views?: number;
  visits?: number;
  opens?: number;
  /** Leads sent by visitors the analytics count (from beacons). */
  sent?: number;
  /** Every lead stored (from the leads table). */
  leads?: number;
}
export interface RouteRow extends Counts {
  path: string;
  conversion: number | null;
  /** Visits that had an error on the route (the page's reports flag a visit's first: docs/errors.md). */
  errorVisits?: number;
  /** The share of the route's visits without an error; null without visits. */
  errorFree: number | null;
}
export interface CampaignRow extends Counts {
  source: string;
  medium: string;
  campaign: string;
  conversion: number | null;
}
export interface ReferrerRow extends Counts {
  host: string;
}
export interface CtaRow extends Counts {
  place: string;
  service: string;
}
export interface DayRow extends Required<Counts> {
  day: string;
}
export interface Vital {
  path: string;
  device: string;
  metric: MetricName;
  samples: number;
  p75: number | null;
  rating: Rating;
}
export interface Report {
  from: string;
  to: string;
  totals: Required<Counts>;
  routes: RouteRow[];
  campaigns: CampaignRow[];
  referrers: ReferrerRow[];
  ctas: CtaRow[];
  days: DayRow[];
  vitals: Vital[];
  blamed: { metric: string; target: string; samples: number }[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const sitePaths = new Set<string>(Object.values(paths));

/** The route a lead was sent from, named as the analytics name routes. */
const routeOfLead = (page: string) => (sitePaths.has(page) ? page : page ? '(other)' : '(unknown)');

const num = (value: unknown) => Number(value ?? 0);
const sum = (rows: Row[], key: string) => rows.reduce((total, row) => total + num(row[key]), 0);
const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** Rows keyed by `key(row)`, merged from several lists (the columns of each query make up one `T`). */
function merge<T = Row>(key: (row: Row) => string, ...lists: Row[][]): T[] {
  const merged = new Map<string, Row>();
  for (const list of lists)
    for (const row of list) {
      const id = key(row);
      merged.set(id, { ...merged.get(id), ...row });
    }
  return [...merged.values()] as unknown as T[];
}

/** The 75th percentile of a histogram (buckets by upper bound, ascending): the first bucket that reaches it. */
export function p75(buckets: { bucket: number; samples: number }[]): number | null {
  const total = buckets.reduce((n, b) => n + b.samples, 0);
  let seen = 0;
  for (const bucket of buckets) {
    seen += bucket.samples;
    if (seen >= total * 0.75) return bucket.bucket;
  }
  return null;
}

export const rating = (metric: MetricName, value: number | null): Rating =>
  value !== null && value <= goodThresholds[metric]
    ? 'good'
    : value !== null && value <= poorThresholds[metric]
      ? 'needs improvement'
      : 'poor';

/** The statements the report reads, in the order `buildReport` takes their results. */
export function reportStatements(from: string, to: string): string[] {
  if (!DAY.test(from) || !DAY.test(to)) throw new Error(`dates are YYYY-MM-DD (got ${from}, ${to})`);
  const days = `day BETWEEN '${from}' AND '${to}'`;
  const leadDays = `substr(created_at, 1, 10) BETWEEN '${from}' AND '${to}'`;
  const overGood = `bucket > CASE metric ${metricNames.map((m) => `WHEN '${m}' THEN ${goodThresholds[m]}`).join(' ')} END`;
  return [
    `SELECT path, SUM(views) AS views, SUM(route_visits) AS visits, SUM(opens) AS opens, SUM(leads) AS sent
     FROM daily_traffic WHERE ${days} GROUP BY path`,
    `SELECT source_page AS page, COUNT(*) AS leads FROM leads WHERE ${leadDays} GROUP BY source_page`,
    `SELECT utm_source AS source, utm_medium AS medium, utm_campaign AS campaign, SUM(views) AS views,
       SUM(visits) AS visits, SUM(opens) AS opens, SUM(leads) AS sent
     FROM daily_traffic WHERE ${days} GROUP BY 1, 2, 3`,
    `SELECT utm_source AS source, utm_medium AS medium, utm_campaign AS campaign, COUNT(*) AS leads
     FROM leads WHERE ${leadDays} GROUP BY 1, 2, 3`,
    `SELECT referrer_host AS host, SUM(views) AS views, SUM(visits) AS visits
     FROM daily_traffic WHERE ${days} GROUP BY 1`,
    `SELECT referrer_host AS host, COUNT(*) AS leads FROM leads WHERE ${leadDays} GROUP BY 1`,
    `SELECT place, service, SUM(opens) AS opens, SUM(leads) AS sent FROM daily_ctas WHERE ${days} GROUP BY 1, 2`,
    `SELECT cta_place AS place, cta_service AS service, COUNT(*) AS leads FROM leads WHERE ${leadDays}
     GROUP BY 1, 2`,
    `SELECT day, SUM(views) AS views, SUM(visits) AS visits, SUM(opens) AS opens, SUM(leads) AS sent
     FROM daily_traffic WHERE ${days} GROUP BY day`,
    `SELECT substr(created_at, 1, 10) AS day, COUNT(*) AS leads FROM leads WHERE ${leadDays} GROUP BY 1`,
    `SELECT path, device, metric, bucket, SUM(samples) AS samples FROM daily_vitals WHERE ${days}
     GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
    `SELECT metric, target, COUNT(*) AS samples FROM events
     WHERE type = 'vital' AND target != '' AND ${days} AND ${overGood}
     GROUP BY 1, 2 ORDER BY samples DESC LIMIT 15`,
    `SELECT path, SUM(visits) AS errorVisits FROM error_route_visits WHERE ${days} GROUP BY path`,
  ];
}

const metricOrder = (a: Vital, b: Vital) => metricNames.indexOf(a.metric) - metricNames.indexOf(b.metric);

/** Everything the report shows for the period, from the rows of `reportStatements`, in its order. */
export function buildReport(from: string, to: string, results: Row[][]): Report {
  const [
    routeRows = [],
    routeLeads = [],
    campaignRows = [],
    campaignLeads = [],
    referrerRows = [],
    referrerLeads = [],
    ctaRows = [],
    ctaLeads = [],
    dayRows = [],
    dayLeads = [],
    vitalRows = [],
    blamedRows = [],
    errorRows = [],
  ] = results;

  const leadsByRoute = new Map<string, number>();
  for (const row of routeLeads) {
    const route = routeOfLead(String(row.page));
    leadsByRoute.set(route, (leadsByRoute.get(route) ?? 0) + num(row.leads));
  }
  const routes = merge<Row>(
    (r) => String(r.path),
    routeRows,
    [...leadsByRoute].map(([path, leads]) => ({ path, leads })),
    errorRows,
  ).map(
    (r) =>
      ({
        ...r,
        conversion: ratio(num(r.sent), num(r.visits)),
        // An error's report can arrive before the visit's own beacon (sent as the page is hidden): never below 0.
        errorFree: ratio(Math.max(0, num(r.visits) - num(r.errorVisits)), num(r.visits)),
      }) as RouteRow,
  );

  const campaignKey = (r: Row) => JSON.stringify([r.source, r.medium, r.campaign]);
  const campaigns = merge<Row>(campaignKey, campaignRows, campaignLeads).map(
    (r) => ({ ...r, conversion: ratio(num(r.sent), num(r.visits)) }) as CampaignRow,
  );
  const referrers = merge<ReferrerRow>((r) => String(r.host), referrerRows, referrerLeads);
  const ctas = merge<CtaRow>((r) => `${r.place}|${r.service}`, ctaRows, ctaLeads);

  const byDay = new Map(merge<Row>((r) => String(r.day), dayRows, dayLeads).map((r) => [String(r.day), r]));
  const dayList: DayRow[] = [];
  for (let at = Date.parse(from); at <= Date.parse(to); at += 86_400_000) {
    const day = new Date(at).toISOString().slice(0, 10);
    dayList.push({ views: 0, visits: 0, opens: 0, sent: 0, leads: 0, day, ...byDay.get(day) } as DayRow);
  }

  const histograms = new Map<
    string,
    { path: string; device: string; metric: MetricName; buckets: { bucket: number; samples: number }[] }
  >();
  for (const row of vitalRows) {
    const key = `${row.path}|${row.device}|${row.metric}`;
    let histogram = histograms.get(key);
    if (!histogram) {
      histogram = {
        path: String(row.path),
        device: String(row.device),
        metric: row.metric as MetricName,
        buckets: [],
      };
      histograms.set(key, histogram);
    }
    histogram.buckets.push({ bucket: num(row.bucket), samples: num(row.samples) });
  }
  const vitals: Vital[] = [...histograms.values()].map(({ buckets, ...which }) => {
    const value = p75(buckets);
    return {
      ...which,
      samples: buckets.reduce((n, b) => n + b.samples, 0),
      p75: value,
      rating: rating(which.metric, value),
    };
  });

  const byName = (a: { path?: unknown }, b: { path?: unknown }) =>
    String(a.path ?? '').localeCompare(String(b.path ?? ''));
  return {
    from,
    to,
    totals: {
      views: sum(dayRows, 'views'),
      visits: sum(dayRows, 'visits'),
      opens: sum(dayRows, 'opens'),
      sent: sum(dayRows, 'sent'),
      leads: sum(dayLeads, 'leads'),
    },
    routes: routes.sort(byName),
    campaigns: campaigns.sort((a, b) => num(b.visits) - num(a.visits)),
    referrers: referrers.sort((a, b) => num(b.visits) - num(a.visits)),
    ctas: ctas.sort((a, b) => num(b.opens) - num(a.opens)),
    days: dayList,
    vitals: vitals.sort((a, b) => byName(a, b) || a.device.localeCompare(b.device) || metricOrder(a, b)),
    blamed: blamedRows.map((b) => ({
      metric: String(b.metric),
      target: String(b.target),
      samples: num(b.samples),
    })),
  };
}
