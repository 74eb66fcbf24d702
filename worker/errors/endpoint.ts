import { dayOf } from '../../host/analyticsSql.ts';
import { errorLimits } from '../../src/shared/errorReports';
import { readLimited } from '../body';
import { isBot } from '../bots';
import type { Env } from '../env';
import { answerHeaders, methodNotAllowed } from '../http';
import { isCrossSite } from '../origin';
import { clientId, rateLimitFrom } from '../rateLimit';
import { dailySalt } from '../secrets';
import { browserOf } from './browser';
import { ingest, type NoiseReason } from './ingest';
import { deployedRelease, mapReader } from './release';
import { readBrowserReports, readPageBeacon, type ReadReports } from './reports';
import { DEFAULT_ERRORS_RATE_LIMIT } from './limits';
import { noiseStatements, overLimit, storeReport } from './store';

/*
 * The two endpoints of the errors and policy reports (docs/errors.md#the-endpoints): `POST /api/errors`, the page's
 * own reporter, and `POST /api/reports`, what browsers send for the Content-Security-Policy and the Reporting API.
 * Both: a body of bounded size, a rate limit per client (an HMAC of its address under the day's salt), bots and
 * noise counted and dropped, every value cleaned before it is kept. Bad input gets a 4xx, never a 5xx.
 */

/** Answers carry no body: nobody reads them (`sendBeacon` and the browser's reporting do not). */
const answer = (status: number, extra: Record<string, string> = {}): Response =>
  new Response(null, { status, headers: answerHeaders(extra) });

/** The body's media type, lowercase, without its parameters. */
const mediaType = (request: Request) =>
  (request.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** The body as JSON, or undefined when it is not JSON at all; null when it is over `max` bytes. */
async function readJson(request: Request, max: number): Promise<unknown> {
  const text = await readLimited(request, max);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Counts, drops and stores what one request brought, once its body has been read. */
async function take(request: Request, env: Env, read: ReadReports): Promise<Response> {
  const db = env.DB;
  const now = Date.now();
  const day = dayOf(now);
  const site = new URL(request.url).origin;
  const userAgent = request.headers.get('User-Agent');
  const noise = new Map<NoiseReason, number>();
  const drop = (reason: NoiseReason, reports = 1) => noise.set(reason, (noise.get(reason) ?? 0) + reports);
  try {
    const client = await clientId(request, await dailySalt(db, now));
    const limit = rateLimitFrom(env.ERRORS_RATE_LIMIT, DEFAULT_ERRORS_RATE_LIMIT);
    const retryAfter = await overLimit(db, client, read.reports.length + read.invalid, limit, now);
    if (retryAfter !== null) return answer(429, { 'Retry-After': String(retryAfter) });
    if (read.invalid > 0) drop('invalid', read.invalid);
    // Told nothing different: counted as noise, kept nowhere.
    if (isBot(userAgent)) drop('bot', read.reports.length);
    else {
      const context = {
        site,
        deployed: await deployedRelease(env, site),
        browser: browserOf(userAgent),
        maps: mapReader(env, site),
      };
      for (const report of read.reports) {
        const ready = await ingest(report, context);
        if (typeof ready === 'string') drop(ready);
        else if ((await storeReport(env, ready, client, now, context.deployed)) === 'capped') drop('capped');
      }
    }
    const counts = noiseStatements(db, day, noise);
    if (counts.length > 0) await db.batch(counts);
    return answer(204);
  } catch (error) {
    console.error('errors: a report could not be stored', error);
    return answer(503, { 'Retry-After': '60' });
  }
}

/** `POST /api/errors`: the page's own reports (src/features/analytics/errorReporter.ts), same-site only. */
export async function handleErrors(request: Request, env: Env): Promise<Response> {
  if (request.method !== 'POST') return methodNotAllowed('POST');
  if (isCrossSite(request)) return answer(403);
  // `sendBeacon` with a string sends text/plain (a simple request, no preflight); JSON is accepted too.
  const type = mediaType(request);
  if (type !== 'text/plain' && type !== 'application/json') return answer(415);
  const body = await readJson(request, errorLimits.body);
  if (body === null) return answer(413);
  const read = readPageBeacon(body);
  if (!read) return answer(400);
  return take(request, env, read);
}

/**
 * `POST /api/reports`: the browser's reports, as `Reporting-Endpoints` and the policy's `report-to` and
 * `report-uri` name it (host/headers.ts). No same-site check: a browser's reporting may send without `Origin`; a
 * report about another site's page is dropped as foreign instead.
 */
export async function handleReports(request: Request, env: Env): Promise<Response> {
  if (request.method !== 'POST') return methodNotAllowed('POST');
  const type = mediaType(request);
  if (type !== 'application/reports+json' && type !== 'application/csp-report' && type !== 'application/json')
    return answer(415);
  const body = await readJson(request, errorLimits.policyBody);
  if (body === null) return answer(413);
  const read = readBrowserReports(body);
  if (!read) return answer(400);
  return take(request, env, read);
}
