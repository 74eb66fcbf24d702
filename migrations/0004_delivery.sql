-- Every lead reaches the team (docs/decisions/0029-lead-delivery-by-scheduled-outbox.md): one row per lead and
-- channel, written in the same transaction as the lead, and worked off by the Worker at once and then every minute
-- (worker/delivery/). A lead that keeps failing never holds back another: each row has its own next attempt.
CREATE TABLE deliveries (
  lead_id INTEGER NOT NULL REFERENCES leads (id),
  -- email (Email Service, to LEAD_EMAIL_TO) or webhook (LEAD_WEBHOOK_URL).
  channel TEXT NOT NULL,
  -- lead: the lead itself; notice: word that the lead's other channel gave up on it.
  kind TEXT NOT NULL DEFAULT 'lead',
  -- pending, delivered or given-up.
  state TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  -- Milliseconds since the epoch: when the row may be tried again, when it is given up, and until when the run
  -- that claimed it owns it (two runs never try the same row at once).
  next_attempt_at INTEGER NOT NULL,
  deadline_at INTEGER NOT NULL,
  claimed_until INTEGER NOT NULL DEFAULT 0,
  -- ISO 8601 in UTC.
  delivered_at TEXT,
  given_up_at TEXT,
  -- Why the last attempt failed ('' once delivered).
  last_error TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (lead_id, channel, kind)
);

CREATE INDEX deliveries_due ON deliveries (next_attempt_at) WHERE state = 'pending';

-- What the webhook already accepted before this migration stays delivered; the old bookkeeping goes.
INSERT INTO deliveries (lead_id, channel, state, attempts, next_attempt_at, deadline_at, delivered_at)
  SELECT id, 'webhook', 'delivered', notify_attempts, 0, 0, notified_at FROM leads WHERE notified_at IS NOT NULL;
DROP INDEX leads_to_notify;
ALTER TABLE leads DROP COLUMN notified_at;
ALTER TABLE leads DROP COLUMN notify_attempts;

-- Secrets the Worker makes itself when the deployment sets none (worker/secrets.ts): never in the source.
CREATE TABLE secrets (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- The analytics' daily salt (docs/analytics.md): today's only; yesterday's is deleted by the scheduled maintenance,
-- so no hash links a client across days.
CREATE TABLE analytics_salts (
  day TEXT PRIMARY KEY,
  salt TEXT NOT NULL
);

-- The rollup now runs on a schedule, not claimed by a beacon request.
DELETE FROM analytics_state WHERE key = 'claimed_at';
