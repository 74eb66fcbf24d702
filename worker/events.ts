import { serviceInterestOptions } from '../src/content/serviceInterests';
import { beaconLimits, type StoredBeacon } from '../src/shared/analyticsEvents';
import { parseBeacon, vitalBucket } from '../src/shared/analyticsRules';
import { BEACON_WINDOW_MS, dayOf } from '../host/analyticsSql.ts';
import { readLimited } from './body';
import { isBot } from './bots';
import type { Env } from './env';
import { answerHeaders, methodNotAllowed } from './http';
import { isCrossSite } from './origin';
import { clientId, rateLimitFrom } from './rateLimit';
import { dailySalt } from './secrets';

const services = serviceInterestOptions.map((o) => o.value);
/** Beacons per client per window: a visitor sends a few per page; an office behind one address, many more. */
export const DEFAULT_BEACON_LIMIT = 600;

interface Context {
  request: Request;
  env: Env;
  waitUntil: (promise: Promise<unknown>) => void;
}

/** Answers carry no body: nobody reads them (`navigator.sendBeacon` does not). */
const answer = (status: number, extra: Record<string, string> = {}): Response =>
  new Response(null, { status, headers: answerHeaders(extra) });

const COLUMNS = `day, type, path, device, referrer_host, utm_source, utm_medium, utm_campaign, utm_term,
  utm_content, is_visit, is_route_visit, place, service, metric, value, bucket, target`;

/** One row per event, stored only while the client is within its limit (the counter is the batch's first step). */
function insertEvents(db: D1Database, beacon: StoredBeacon, day: string, limitKey: unknown[]) {
  const insert = db.prepare(
    `INSERT INTO events (${COLUMNS}) SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16,
       ?17, ?18 WHERE (SELECT beacons FROM beacon_limits WHERE client = ?19 AND window_start = ?20) <= ?21`,
  );
  const { device, visit } = beacon;
  return beacon.events.map((event) => {
    const view = event.type === 'view' ? event : null;
    const cta = event.type === 'open' || event.type === 'lead' ? event : null;
    const vital = event.type === 'vital' ? event : null;
    return insert.bind(
      day,
      event.type,
      event.path,
      device,
      visit.referrer_host,
      visit.utm_source,
      visit.utm_medium,
      visit.utm_campaign,
      visit.utm_term,
      visit.utm_content,
      view?.visit ? 1 : 0,
      view?.route ? 1 : 0,
      cta?.place ?? '',
      cta?.service ?? '',
      vital?.name ?? '',
      vital?.value ?? 0,
      vital ? vitalBucket(vital.name, vital.value) : 0,
      vital?.target ?? '',
      ...limitKey,
    );
  });
}

/**
 * `POST /api/events`: the site's own analytics beacons (docs/analytics.md). Same-site only, at most 8 KB, every
 * field checked (shared rules: src/shared/analyticsRules.ts), bots left out, rate-limited per client by an HMAC of
 * its address under the day's salt (worker/secrets.ts: nothing links a client across days); stored in one batch with
 * the client's counter. Bad input gets a 4xx, never a 5xx. The rollup runs on a schedule (worker/scheduled.ts).
 */
export async function handleEvents(context: Context): Promise<Response> {
  const { request, env } = context;
  if (request.method !== 'POST') return methodNotAllowed('POST');
  if (isCrossSite(request)) return answer(403);
  // `sendBeacon` with a string sends text/plain (a simple request, no preflight); JSON is accepted too.
  const type = (request.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'text/plain' && type !== 'application/json') return answer(415);
  // Counted nowhere, and told nothing different.
  if (isBot(request.headers.get('User-Agent'))) return answer(204);
  const text = await readLimited(request, beaconLimits.body);
  if (text === null) return answer(413);
  let beacon: StoredBeacon | null;
  try {
    beacon = parseBeacon(JSON.parse(text), services);
  } catch {
    beacon = null;
  }
  if (!beacon) return answer(400);

  const now = Date.now();
  const limit = rateLimitFrom(env.EVENTS_RATE_LIMIT, DEFAULT_BEACON_LIMIT);
  const windowStart = now - (now % BEACON_WINDOW_MS);
  const db = env.DB;
  try {
    const client = await clientId(request, await dailySalt(db, now));
    const [counted] = await db.batch<{ beacons?: number }>([
      db
        .prepare(
          `INSERT INTO beacon_limits (client, window_start, beacons) VALUES (?1, ?2, 1)
           ON CONFLICT (client, window_start) DO UPDATE SET beacons = beacons + 1 RETURNING beacons`,
        )
        .bind(client, windowStart),
      ...insertEvents(db, beacon, dayOf(now), [client, windowStart, limit]),
    ]);
    if ((counted?.results[0]?.beacons ?? 0) > limit) {
      const retryAfter = Math.max(1, Math.ceil((windowStart + BEACON_WINDOW_MS - now) / 1000));
      return answer(429, { 'Retry-After': String(retryAfter) });
    }
    return answer(204);
  } catch (error) {
    console.error('events: the beacon could not be stored', error);
    return answer(503, { 'Retry-After': '60' });
  }
}
