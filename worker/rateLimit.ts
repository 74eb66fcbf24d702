import { hmac } from './hash';

/** The rate-limit window (docs/product.md#lead-limits): 10 minutes. */
export const WINDOW_MS = 10 * 60 * 1000;
export const DEFAULT_LIMIT = 20;

export type Admission = { admitted: true } | { admitted: false; retryAfterSeconds: number };

/** The limit from a setting (`LEAD_RATE_LIMIT`), or `fallback` when it is unset or not a positive whole number. */
export function rateLimitFrom(setting: string | undefined, fallback = DEFAULT_LIMIT): number {
  const value = Number(setting);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * The client's id for counting: an HMAC of its IP address under a secret (worker/secrets.ts), so the raw address is
 * never stored and the id cannot be turned back into it without the secret.
 */
export const clientId = (request: Request, secret: string): Promise<string> =>
  hmac(secret, request.headers.get('CF-Connecting-IP') ?? 'unknown');

/**
 * Counts one submission for `client` unless it already made `limit` in the last window. One statement, so two
 * requests at the same moment cannot both take the last place.
 */
export async function admit(db: D1Database, client: string, limit: number, now: number): Promise<Admission> {
  const since = now - WINDOW_MS;
  const counted = await db
    .prepare(
      `INSERT INTO submissions (client, at)
       SELECT ?1, ?2 WHERE (SELECT COUNT(*) FROM submissions WHERE client = ?1 AND at > ?3) < ?4`,
    )
    .bind(client, now, since, limit)
    .run();
  if (counted.meta.changes > 0) return { admitted: true };
  const oldest = await db
    .prepare('SELECT MIN(at) AS at FROM submissions WHERE client = ?1 AND at > ?2')
    .bind(client, since)
    .first<{ at: number | null }>();
  const freeAt = (oldest?.at ?? now) + WINDOW_MS;
  return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now) / 1000)) };
}

/** Forgets submissions older than the window: the ids are kept no longer than they are needed. */
export const forgetOldSubmissions = (db: D1Database, now: number): D1PreparedStatement =>
  db.prepare('DELETE FROM submissions WHERE at <= ?1').bind(now - WINDOW_MS);
