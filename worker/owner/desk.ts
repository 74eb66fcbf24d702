import { ownerDesk as copy } from '../../src/content/ownerDesk';
import { rollupStatements, dayOf, DAY_MS } from '../../host/analyticsSql.ts';
import { securityHeaders } from '../../host/headers.ts';
import { leadsCsv } from '../../host/leadsCsv.ts';
import { buildReport, reportStatements } from '../../host/report/queries.ts';
import type { Env } from '../env';
import { sha256Base64 } from '../hash';
import { restatus } from '../http';
import { isCrossSite } from '../origin';
import { deployedRelease } from '../errors/release';
import { accessConfig, accessToken, verifyAccess } from './access';
import { FINGERPRINT, listErrors, markResolved } from './errors';
import { filtersFrom, filtersQuery, leadCampaigns, leadsForCsv, listLeads, markAnswered } from './leads';
import { deskPage, deskStyles, periods, type Period } from './page';

// The owner's desk (docs/decisions/0031-owner-desk-behind-access.md): /owner, its CSV and its one change, each
// request checked against Cloudflare Access. Not configured: every desk path is the site's 404.

export const DESK_PATH = '/owner';
export const isDeskPath = (pathname: string) =>
  pathname === DESK_PATH || pathname.startsWith(`${DESK_PATH}/`);

let styleHash: Promise<string> | undefined;

/** Headers of every desk answer: the site's security headers (the desk's style by its hash), private, unindexed. */
async function deskHeaders(extra: Record<string, string> = {}): Promise<Headers> {
  styleHash ??= sha256Base64(deskStyles);
  return new Headers({
    ...securityHeaders([`'sha256-${await styleHash}'`]),
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex, nofollow',
    ...extra,
  });
}

const text = async (status: number, body: string, extra: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: await deskHeaders({ 'Content-Type': 'text/plain; charset=utf-8', ...extra }),
  });

/**
 * The answer to anyone Access did not sign in: a bare page that says so, with nothing of the desk (its icon is the
 * site's, so a browser asks for nothing else).
 */
const forbidden = async () =>
  new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Forbidden</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head><body><p>${copy.forbidden}</p></body></html>`,
    { status: 403, headers: await deskHeaders({ 'Content-Type': 'text/html; charset=utf-8' }) },
  );

/** The error group the address names first (`?error=`, the alert's link), or ''. */
const errorFocus = (params: URLSearchParams): string => {
  const fingerprint = params.get('error') ?? '';
  return FINGERPRINT.test(fingerprint) ? fingerprint : '';
};

const periodFrom = (params: URLSearchParams): Period =>
  periods.find((n) => String(n) === params.get('days')) ?? 30;

async function page(env: Env, url: URL, who: string, now: number): Promise<Response> {
  const db = env.DB;
  const filters = filtersFrom(url.searchParams);
  const period = periodFrom(url.searchParams);
  const to = dayOf(now);
  const from = dayOf(now - (period - 1) * DAY_MS);
  // The figures count everything up to now, as `npm run report` does: the rollup first (it is idempotent).
  await db.batch(rollupStatements(now).map((sql) => db.prepare(sql)));
  const [list, campaigns, reportRows, errors] = await Promise.all([
    listLeads(db, filters, now),
    leadCampaigns(db),
    db.batch<Record<string, unknown>>(reportStatements(from, to).map((sql) => db.prepare(sql))),
    listErrors(db, from, to, await deployedRelease(env, url.origin), errorFocus(url.searchParams)),
  ]);
  const report = buildReport(
    from,
    to,
    reportRows.map((result) => result.results),
  );
  const html = deskPage({ who, now, filters, list, campaigns, period, report, errors });
  return new Response(html, { headers: await deskHeaders({ 'Content-Type': 'text/html; charset=utf-8' }) });
}

async function csv(env: Env, url: URL, now: number): Promise<Response> {
  const rows = await leadsForCsv(env.DB, filtersFrom(url.searchParams), now);
  return new Response(leadsCsv(rows), {
    headers: await deskHeaders({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${dayOf(now)}.csv"`,
    }),
  });
}

/** Marks a lead answered, then back to the desk as it was (its filters, at the lead). */
async function answered(env: Env, request: Request, id: number, who: string, now: number): Promise<Response> {
  if (isCrossSite(request)) return forbidden();
  const form = new URLSearchParams(await request.text());
  if (!(await markAnswered(env.DB, id, who, now))) return text(404, copy.notFound);
  // Only the desk's own filters go back into the address: nothing the form says can redirect elsewhere.
  const back = new URLSearchParams(form.get('return') ?? '');
  const query = filtersQuery(filtersFrom(back));
  const days = periodFrom(back);
  const location = `${DESK_PATH}?${query ? `${query}&` : ''}days=${days}#lead-${id}`;
  return new Response(null, { status: 303, headers: await deskHeaders({ Location: location }) });
}

/** Marks an error group resolved, then back to the desk at the group (its period kept). */
async function resolved(env: Env, request: Request, fingerprint: string, who: string, now: number) {
  if (isCrossSite(request)) return forbidden();
  const form = new URLSearchParams(await request.text());
  const deployed = await deployedRelease(env, new URL(request.url).origin);
  if (!(await markResolved(env.DB, fingerprint, who, now, deployed))) return text(404, copy.notFound);
  const days = periodFrom(new URLSearchParams(form.get('return') ?? ''));
  const location = `${DESK_PATH}?days=${days}&error=${fingerprint}#error-${fingerprint}`;
  return new Response(null, { status: 303, headers: await deskHeaders({ Location: location }) });
}

/** Every request under /owner. */
export async function handleDesk(request: Request, env: Env): Promise<Response> {
  const url = new URL(request.url);
  const config = accessConfig(env, url);
  if (!config) {
    // As if there were nothing here: the site's own not-found page, with its status.
    const notFound = await env.ASSETS.fetch(new URL('/404', url));
    const response = restatus(notFound, 404);
    response.headers.set('X-Robots-Tag', 'noindex, nofollow');
    return response;
  }
  const identity = await verifyAccess(accessToken(request), config);
  if (!identity) return forbidden();
  const now = Date.now();
  const method = request.method;
  const answer = /^\/owner\/leads\/(\d{1,12})\/answered$/.exec(url.pathname);
  if (url.pathname === DESK_PATH || url.pathname === `${DESK_PATH}/`) {
    if (method !== 'GET' && method !== 'HEAD') return text(405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
    return page(env, url, identity.email, now);
  }
  if (url.pathname === `${DESK_PATH}/leads.csv`) {
    if (method !== 'GET' && method !== 'HEAD') return text(405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
    return csv(env, url, now);
  }
  if (answer) {
    if (method !== 'POST') return text(405, 'Method Not Allowed', { Allow: 'POST' });
    return answered(env, request, Number(answer[1]), identity.email, now);
  }
  const resolve = /^\/owner\/errors\/([0-9a-f]{16})\/resolved$/.exec(url.pathname);
  if (resolve?.[1]) {
    if (method !== 'POST') return text(405, 'Method Not Allowed', { Allow: 'POST' });
    return resolved(env, request, resolve[1], identity.email, now);
  }
  return text(404, copy.notFound);
}
