import { sourceFields } from '../../src/shared/sourceFields';
import { DUE_EARLY_MS, GIVE_UP_AFTER_MS, LEASE_MS, nextAttemptAt } from './backoff';
import type { Channel, DeliveredLead, GaveUp } from './leadMessage';

// The deliveries table (migrations/0004_delivery.sql): one row per lead, channel and kind. Every change a run makes
// is one statement, and a row is tried only by the run that claimed it.

export type Kind = 'lead' | 'notice';

/** A claimed row: what to send, and where. */
export interface Claimed {
  lead_id: number;
  channel: Channel;
  kind: Kind;
  attempts: number;
  deadline_at: number;
}

/** Rows one run claims at most: a run takes a few seconds whatever the receivers do (calls time out). */
export const RUN_BATCH = 50;

const CLAIMED = 'lead_id, channel, kind, attempts, deadline_at';

/**
 * The statement that writes a new lead's rows, for the channels configured now, in the same batch (the same
 * transaction) as the lead: the lead is found by the exact content hash and time just written, and gets rows only
 * once (a repeat of a stored lead writes no lead, and so no rows).
 */
export function writeDeliveries(
  db: D1Database,
  channels: readonly Channel[],
  hash: string,
  createdAt: string,
  now: number,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO deliveries (lead_id, channel, next_attempt_at, deadline_at)
       SELECT leads.id, channel.value, ?3, ?4 FROM leads, json_each(?5) AS channel
       WHERE leads.content_hash = ?1 AND leads.created_at = ?2
         AND NOT EXISTS (SELECT 1 FROM deliveries WHERE deliveries.lead_id = leads.id)`,
    )
    .bind(hash, createdAt, now, now + GIVE_UP_AFTER_MS, JSON.stringify(channels));
}

/**
 * A table of messages to deliver (an outbox): its rows have the columns of `deliveries` that say a row's state
 * (migrations/0004_delivery.sql) and a key of three columns. The leads' deliveries are one; the error alerts another
 * (worker/delivery/alerts.ts).
 */
export interface OutboxTable {
  table: string;
  /** The columns a claim returns. */
  returning: string;
  /** The key of one row, over the parameters ?1, ?2 and ?3. */
  key: string;
}

const leads: OutboxTable = {
  table: 'deliveries',
  returning: CLAIMED,
  key: 'lead_id = ?1 AND channel = ?2 AND kind = ?3',
};

/**
 * The claim of due rows: ?1 the lease's end, ?2 now, ?3 now and the early margin, ?4 at most this many rows, and
 * `where` may add conditions on ?5 and beyond.
 */
export const claimStatement = ({ table, returning }: OutboxTable, where = '') =>
  `UPDATE ${table} SET claimed_until = ?1, attempts = attempts + 1
   WHERE rowid IN (SELECT rowid FROM ${table}
     WHERE state = 'pending' AND claimed_until <= ?2 AND next_attempt_at <= ?3 ${where}
     ORDER BY next_attempt_at LIMIT ?4)
   RETURNING ${returning}`;

const claim = (where: string) => claimStatement(leads, where);

/** Claims one lead's rows that are due (its first attempt, right after it is stored). */
export async function claimLead(db: D1Database, leadId: number, now: number): Promise<Claimed[]> {
  const { results } = await db
    .prepare(claim('AND lead_id = ?5'))
    .bind(now + LEASE_MS, now, now + DUE_EARLY_MS, RUN_BATCH, leadId)
    .all<Claimed>();
  return results;
}

/**
 * Claims the rows due now, whatever lead they belong to, oldest due first. One statement: two runs at once claim
 * different rows, so a lead is not sent twice by two runs.
 */
export async function claimDue(db: D1Database, now: number): Promise<Claimed[]> {
  const { results } = await db
    .prepare(claim(''))
    .bind(now + LEASE_MS, now, now + DUE_EARLY_MS, RUN_BATCH)
    .all<Claimed>();
  return results;
}

const LEAD_COLUMNS = [
  'id',
  'created_at',
  'name',
  'email',
  'company',
  'phone',
  'service',
  'message',
  ...sourceFields,
];

/** The leads of the claimed rows, by id. */
export async function leadsOf(
  db: D1Database,
  claimed: readonly Claimed[],
): Promise<Map<number, DeliveredLead>> {
  const ids = [...new Set(claimed.map((row) => row.lead_id))];
  if (ids.length === 0) return new Map();
  const { results } = await db
    .prepare(`SELECT ${LEAD_COLUMNS.join(', ')} FROM leads WHERE id IN (SELECT value FROM json_each(?1))`)
    .bind(JSON.stringify(ids))
    .all<DeliveredLead>();
  return new Map(results.map((lead) => [lead.id, lead]));
}

/**
 * Which channel gave up on the lead, for the notice that goes through `noticeChannel`: another channel if one gave
 * up, else that same channel (the only one configured: a notice is another message, which it may well accept).
 */
export async function gaveUpOn(
  db: D1Database,
  leadId: number,
  noticeChannel: Channel,
): Promise<GaveUp | null> {
  const { results } = await db
    .prepare(
      `SELECT channel, attempts, last_error FROM deliveries
       WHERE lead_id = ?1 AND kind = 'lead' AND state = 'given-up' ORDER BY channel = ?2`,
    )
    .bind(leadId, noticeChannel)
    .all<{ channel: Channel; attempts: number; last_error: string }>();
  const row = results[0];
  return row ? { channel: row.channel, attempts: row.attempts, lastError: row.last_error } : null;
}

const keyOf = (row: Claimed) => [row.lead_id, row.channel, row.kind] as const;

/** A row of `outbox` (its key's three values) was delivered. */
export const deliveredStatement = (
  db: D1Database,
  outbox: OutboxTable,
  key: readonly unknown[],
  now: number,
) =>
  db
    .prepare(
      `UPDATE ${outbox.table} SET state = 'delivered', delivered_at = ?4, last_error = '', claimed_until = 0
       WHERE ${outbox.key}`,
    )
    .bind(...key, new Date(now).toISOString());

/**
 * A row of `outbox` failed: tried again later, or given up at its deadline (or at once when `final`). Returns
 * whether it was given up.
 */
export function failedStatement(
  db: D1Database,
  outbox: OutboxTable,
  key: readonly unknown[],
  row: { attempts: number; deadline_at: number },
  now: number,
  error: string,
  final = false,
) {
  const givenUp = final || now >= row.deadline_at;
  const statement = givenUp
    ? db
        .prepare(
          `UPDATE ${outbox.table} SET state = 'given-up', given_up_at = ?4, last_error = ?5, claimed_until = 0
           WHERE ${outbox.key}`,
        )
        .bind(...key, new Date(now).toISOString(), error)
    : db
        .prepare(
          `UPDATE ${outbox.table} SET next_attempt_at = ?4, last_error = ?5, claimed_until = 0 WHERE ${outbox.key}`,
        )
        .bind(...key, nextAttemptAt(row.attempts, now, row.deadline_at), error);
  return { givenUp, statement };
}

/** The row was delivered. */
export const markDelivered = (db: D1Database, row: Claimed, now: number) =>
  deliveredStatement(db, leads, keyOf(row), now);

/**
 * The row failed: tried again later, or given up at its deadline (or at once when `final`: its channel is no longer
 * configured). Returns whether it was given up.
 */
export const markFailed = (db: D1Database, row: Claimed, now: number, error: string, final = false) =>
  failedStatement(db, leads, keyOf(row), row, now, error, final);

/** A notice row: the lead goes to `channel` with word that another channel gave up on it. */
export const writeNotice = (db: D1Database, leadId: number, channel: Channel, now: number) =>
  db
    .prepare(
      `INSERT INTO deliveries (lead_id, channel, kind, next_attempt_at, deadline_at) VALUES (?1, ?2, 'notice', ?3, ?4)
       ON CONFLICT DO NOTHING`,
    )
    .bind(leadId, channel, now, now + GIVE_UP_AFTER_MS);
