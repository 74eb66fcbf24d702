import { dayOf } from '../host/analyticsSql.ts';

/** A random secret of 32 bytes, as hex. */
const randomSecret = (): string =>
  [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join('');

/** This isolate's copies of what the database holds, by name (a secret never changes; a salt is one day's). */
const kept = new Map<string, string>();

/**
 * Inserts a value unless one is there, then reads whichever is stored: when two requests make one at the same
 * moment, both go on with the first one's.
 */
async function insertOrRead(db: D1Database, insert: D1PreparedStatement, read: D1PreparedStatement) {
  const [, row] = await db.batch<{ value: string }>([insert, read]);
  const value = row?.results[0]?.value;
  if (!value) throw new Error('the secret could not be stored');
  return value;
}

/**
 * The key of the HMAC that turns a client's IP address into its lead rate-limit id: the deployment's
 * `LEAD_IP_SALT`, or else a random secret the Worker makes once and keeps in the database, so nothing in the source
 * can reverse a stored hash (docs/analytics.md#what-is-kept).
 */
export async function leadIpSecret(db: D1Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const name = 'lead_ip_salt';
  let value = kept.get(name);
  if (!value) {
    value = await insertOrRead(
      db,
      db
        .prepare('INSERT INTO secrets (name, value, created_at) VALUES (?1, ?2, ?3) ON CONFLICT DO NOTHING')
        .bind(name, randomSecret(), new Date().toISOString()),
      db.prepare('SELECT value FROM secrets WHERE name = ?1').bind(name),
    );
    kept.set(name, value);
  }
  return value;
}

/**
 * The analytics' salt of the UTC day of `now`: made by the day's first beacon, and deleted by the scheduled
 * maintenance once the day is over (host/analyticsSql.ts, `rollupStatements`), so a client's hash links nothing across days.
 */
export async function dailySalt(db: D1Database, now: number): Promise<string> {
  const name = `salt:${dayOf(now)}`;
  let value = kept.get(name);
  if (!value) {
    value = await insertOrRead(
      db,
      db
        .prepare('INSERT INTO analytics_salts (day, salt) VALUES (?1, ?2) ON CONFLICT DO NOTHING')
        .bind(dayOf(now), randomSecret()),
      db.prepare('SELECT salt AS value FROM analytics_salts WHERE day = ?1').bind(dayOf(now)),
    );
    for (const old of kept.keys()) if (old.startsWith('salt:')) kept.delete(old);
    kept.set(name, value);
  }
  return value;
}
