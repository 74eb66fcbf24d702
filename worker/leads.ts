import type { ContactValues } from '../src/shared/leadRules';
import { sourceFields, type LeadSource } from '../src/shared/sourceFields';
import type { Channel } from './delivery/leadMessage';
import { writeDeliveries } from './delivery/outbox';
import { sha256 } from './hash';
import { WINDOW_MS } from './rateLimit';

/** A keyless submission identical to one stored this recently is the same lead (docs/product.md#lead-limits). */
export const DUPLICATE_WINDOW_MS = WINDOW_MS;

export type StoreResult =
  { stored: true; id: number } | { stored: false; reason: 'duplicate' | 'key-reused' };

/** The hash of a lead's cleaned values (`cleanContact`): what tells the same lead sent again. */
export const contentHash = (values: ContactValues): Promise<string> =>
  sha256(
    JSON.stringify([values.name, values.email, values.company, values.phone, values.service, values.message]),
  );

/** What a key was first used for: the hash of its values, or null when the key was never stored. */
export async function keyedHash(db: D1Database, key: string): Promise<string | null> {
  const row = await db
    .prepare('SELECT content_hash FROM leads WHERE idempotency_key = ?1')
    .bind(key)
    .first<{ content_hash: string }>();
  return row?.content_hash ?? null;
}

const COLUMNS = [
  'created_at',
  'name',
  'email',
  'company',
  'phone',
  'service',
  'message',
  'idempotency_key',
  'content_hash',
  ...sourceFields,
].join(', ');
const PLACES = COLUMNS.split(', ').map((_, i) => `?${i + 1}`);
const SINCE = `?${PLACES.length + 1}`;

/**
 * Stores the lead once, with its source (which is not part of its content: the same message sent again from
 * another page is the same lead), and in the same transaction its deliveries to the configured channels (the
 * outbox: worker/delivery/). With a key: a second insert of the same key stores nothing (the unique key decides,
 * also for two requests at the same moment). Without one: nothing is stored when the same values were stored within
 * the duplicate window (one statement, so it holds under concurrency too).
 */
export async function storeLead(
  db: D1Database,
  values: ContactValues,
  source: LeadSource,
  hash: string,
  key: string | null,
  now: number,
  channels: readonly Channel[],
): Promise<StoreResult> {
  const createdAt = new Date(now).toISOString();
  const fields = [
    createdAt,
    values.name,
    values.email,
    values.company,
    values.phone,
    values.service,
    values.message,
    key,
    hash,
    ...sourceFields.map((field) => source[field]),
  ];
  const insert =
    key !== null
      ? db
          .prepare(
            `INSERT INTO leads (${COLUMNS}) VALUES (${PLACES.join(', ')})
             ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
          )
          .bind(...fields)
      : db
          .prepare(
            `INSERT INTO leads (${COLUMNS}) SELECT ${PLACES.join(', ')}
             WHERE NOT EXISTS (SELECT 1 FROM leads WHERE content_hash = ?9 AND created_at > ${SINCE})
             RETURNING id`,
          )
          .bind(...fields, new Date(now - DUPLICATE_WINDOW_MS).toISOString());
  const [inserted] = await db.batch<{ id: number }>([
    insert,
    writeDeliveries(db, channels, hash, createdAt, now),
  ]);
  const row = inserted?.results[0];
  if (row) return { stored: true, id: row.id };
  if (key === null) return { stored: false, reason: 'duplicate' };
  return (await keyedHash(db, key)) === hash
    ? { stored: false, reason: 'duplicate' }
    : { stored: false, reason: 'key-reused' };
}
