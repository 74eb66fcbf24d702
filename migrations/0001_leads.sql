-- Every lead the contact form delivered, stored once (docs/decisions/0013-leads-are-stored-exactly-once.md).
CREATE TABLE leads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- ISO 8601 in UTC, e.g. 2026-11-23T18:40:00.000Z (sorts as text).
  created_at TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  company TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  service TEXT NOT NULL DEFAULT '',
  message TEXT NOT NULL,
  -- The Idempotency-Key the dialog sent (one per draft); NULL for a form posted without JavaScript.
  idempotency_key TEXT UNIQUE,
  -- SHA-256 of the values: a keyless post identical to one stored in the last 10 minutes is not stored again.
  content_hash TEXT NOT NULL,
  -- When the owner's webhook accepted the notification; NULL until then (retried on later submissions).
  notified_at TEXT,
  notify_attempts INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX leads_by_content ON leads (content_hash, created_at);
CREATE INDEX leads_to_notify ON leads (notified_at) WHERE notified_at IS NULL;

-- One row per accepted submission, per client, kept for the rate-limit window only. `client` is an HMAC of the
-- client's IP address: no raw IP is stored.
CREATE TABLE submissions (
  client TEXT NOT NULL,
  -- Milliseconds since the epoch.
  at INTEGER NOT NULL
);

CREATE INDEX submissions_by_client ON submissions (client, at);
