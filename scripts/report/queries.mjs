// What the owner's report counts, from the daily rollups (analytics) and the leads table (every stored lead, with
// its source), for the days `from`..`to` (UTC, inclusive). See docs/analytics.md.
import { goodThresholds, metricNames, poorThresholds } from '../../src/shared/analyticsEvents.ts';
import { paths } from '../../src/content/paths.ts';
import { execute } from './database.mjs';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const sitePaths = new Set(Object.values(paths));

/** The route a lead was sent from, named as the analytics name routes. */
const routeOfLead = (page) => (sitePaths.has(page) ? page : page ? '(other)' : '(unknown)');

const sum = (rows, key) => rows.reduce((total, row) => total + Number(row[key] ?? 0), 0);
const ratio = (part, whole) => (whole > 0 ? part / whole : null);

/** Rows keyed by `key(row)`, merged from several lists, with every count defaulting to 0. */
function merge(key, ...lists) {
  const merged = new Map();
  for (const list of lists)
    for (const row of list) {
      const id = key(row);
      merged.set(id, { ...merged.get(id), ...row });
    }
  return [...merged.values()];
}

/** The 75th percentile of a histogram (buckets by upper bound, ascending): the first bucket that reaches it. */
export function p75(buckets) {
  const total = buckets.reduce((n, b) => n + b.samples, 0);
  let seen = 0;
  for (const bucket of buckets) {
    seen += bucket.samples;
    if (seen >= total * 0.75) return bucket.bucket;
  }
  return null;
}

export const rating = (metric, value) =>
  value <= goodThresholds[metric] ? 'good' : value <= poorThresholds[metric] ? 'needs improvement' : 'poor';

/**
 * Everything the report shows for the period, read in one call.
 * @param {{ from: string; to: string; remote: boolean }} period
 */
export function readReport({ from, to, remote }) {
  if (!DAY.test(from) || !DAY.test(to)) throw new Error(`dates are YYYY-MM-DD (got ${from}, ${to})`);
  const days = `day BETWEEN '${from}' AND '${to}'`;
  const leadDays = `substr(created_at, 1, 10) BETWEEN '${from}' AND '${to}'`;
  const overGood = `bucket > CASE metric ${metricNames.map((m) => `WHEN '${m}' THEN ${goodThresholds[m]}`).join(' ')} END`;
  const [
    routeRows,
    routeLeads,
    campaignRows,
    campaignLeads,
    referrerRows,
    referrerLeads,
    ctaRows,
    ctaLeads,
    dayRows,
    dayLeads,
    vitalRows,
    blamedRows,
  ] = execute(
    [
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
    ].join(';\n'),
    { remote },
  );

  const leadsByRoute = new Map();
  for (const row of routeLeads) {
    const route = routeOfLead(String(row.page));
    leadsByRoute.set(route, (leadsByRoute.get(route) ?? 0) + Number(row.leads));
  }
  const routes = merge(
    (r) => r.path,
    routeRows,
    [...leadsByRoute].map(([path, leads]) => ({ path, leads })),
  ).map((r) => ({ ...r, conversion: ratio(r.sent ?? 0, r.visits ?? 0) }));

  const campaignKey = (r) => JSON.stringify([r.source, r.medium, r.campaign]);
  const campaigns = merge(campaignKey, campaignRows, campaignLeads).map((r) => ({
    ...r,
    conversion: ratio(r.sent ?? 0, r.visits ?? 0),
  }));
  const referrers = merge((r) => r.host, referrerRows, referrerLeads);
  const ctas = merge((r) => `${r.place}|${r.service}`, ctaRows, ctaLeads);

  const byDay = new Map(merge((r) => r.day, dayRows, dayLeads).map((r) => [r.day, r]));
  const dayList = [];
  for (let at = Date.parse(from); at <= Date.parse(to); at += 86_400_000) {
    const day = new Date(at).toISOString().slice(0, 10);
    dayList.push({ views: 0, visits: 0, opens: 0, sent: 0, leads: 0, day, ...byDay.get(day) });
  }

  const histograms = new Map();
  for (const row of vitalRows) {
    const key = `${row.path}|${row.device}|${row.metric}`;
    if (!histograms.has(key))
      histograms.set(key, { path: row.path, device: row.device, metric: row.metric, buckets: [] });
    histograms.get(key).buckets.push({ bucket: Number(row.bucket), samples: Number(row.samples) });
  }
  const vitals = [...histograms.values()].map(({ buckets, ...which }) => {
    const value = p75(buckets);
    return { ...which, samples: sum(buckets, 'samples'), p75: value, rating: rating(which.metric, value) };
  });

  const byName = (a, b) => String(a.path ?? '').localeCompare(String(b.path ?? ''));
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
    campaigns: campaigns.sort((a, b) => (b.visits ?? 0) - (a.visits ?? 0)),
    referrers: referrers.sort((a, b) => (b.visits ?? 0) - (a.visits ?? 0)),
    ctas: ctas.sort((a, b) => (b.opens ?? 0) - (a.opens ?? 0)),
    days: dayList,
    vitals: vitals.sort((a, b) => byName(a, b) || a.device.localeCompare(b.device) || metricOrder(a, b)),
    blamed: blamedRows,
  };
}

const metricOrder = (a, b) => metricNames.indexOf(a.metric) - metricNames.indexOf(b.metric);
