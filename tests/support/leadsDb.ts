import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/** A stored lead, as `SELECT *` gives it. */
export interface LeadRow {
  id: number;
  created_at: string;
  name: string;
  email: string;
  company: string;
  phone: string;
  service: string;
  message: string;
  idempotency_key: string | null;
  content_hash: string;
  source_page: string;
  cta_place: string;
  cta_service: string;
  landing_page: string;
  referrer_host: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_term: string;
  utm_content: string;
}

/**
 * How long a statement here waits for the database while the local server holds a lock on it (SQLite's busy
 * timeout): workerd writes the same file while it serves, and without a wait a read that meets its write fails at once
 * with "database is locked".
 */
const BUSY_TIMEOUT_MS = 5_000;

/** The SQLite file of the local D1 database under a `wrangler --persist-to` directory. */
function databaseFile(stateDir: string): string {
  const dir = join(stateDir, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const file = readdirSync(dir).find((name) => name.endsWith('.sqlite'));
  if (!file) throw new Error(`no D1 database under ${dir}`);
  return join(dir, file);
}

/** Runs one read-only query on the local leads database that `npm start` serves (LEADS_STATE_DIR). */
export function queryLeadsDb<T>(stateDir: string, sql: string, ...params: (string | number)[]): T[] {
  const db = new DatabaseSync(databaseFile(stateDir), { readOnly: true, timeout: BUSY_TIMEOUT_MS });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/**
 * Runs one writing statement on the local database, as another process (wrangler d1 execute) would: for tests that
 * set up what no request can, such as events of a day weeks ago.
 */
export function writeLeadsDb(stateDir: string, sql: string, ...params: (string | number)[]): void {
  const db = new DatabaseSync(databaseFile(stateDir), { timeout: BUSY_TIMEOUT_MS });
  try {
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

/** Every stored lead whose message or name contains `marker`, oldest first. */
export const leadsWith = (stateDir: string, marker: string): LeadRow[] =>
  queryLeadsDb<LeadRow>(
    stateDir,
    'SELECT * FROM leads WHERE instr(message, ?1) > 0 OR instr(name, ?1) > 0 ORDER BY id',
    marker,
  );

/** A lead's delivery to one channel (migrations/0004_delivery.sql). */
export interface DeliveryRow {
  lead_id: number;
  channel: 'email' | 'webhook';
  kind: 'lead' | 'notice';
  state: 'pending' | 'delivered' | 'given-up';
  attempts: number;
  next_attempt_at: number;
  deadline_at: number;
  delivered_at: string | null;
  given_up_at: string | null;
  last_error: string;
}

/** The deliveries of a lead, by channel and kind. */
export const deliveriesOf = (stateDir: string, leadId: number): DeliveryRow[] =>
  queryLeadsDb<DeliveryRow>(
    stateDir,
    'SELECT * FROM deliveries WHERE lead_id = ?1 ORDER BY channel, kind',
    leadId,
  );
