-- The errors and policy reports of visitors' browsers, grouped for the owner's desk (docs/errors.md). Nothing here
-- names a visitor: no IP address, no User-Agent, nothing a visitor typed; counts, and a few cleaned samples.

-- One row per error: its fingerprint is a hash of its kind, its message without the variable parts and the source
-- file its stack starts in (worker/errors/fingerprint.ts). Kept while it is seen, 90 days after the last time.
CREATE TABLE error_groups (
  fingerprint TEXT PRIMARY KEY,
  -- A page's error (error, rejection, render, chunk, webgl, lead) or a browser's report type (csp-violation,
  -- deprecation, intervention, …).
  kind TEXT NOT NULL,
  -- The first report's message, cleaned and scrubbed, and where its stack starts (a source file, mapped).
  message TEXT NOT NULL,
  frame TEXT NOT NULL,
  -- Milliseconds since the epoch; releases as the build names itself (12 hex digits) or 'unknown'.
  first_seen INTEGER NOT NULL,
  last_seen INTEGER NOT NULL,
  first_release TEXT NOT NULL,
  last_release TEXT NOT NULL,
  -- The daily cap: reports counted on `day` (UTC); past the cap, a report is dropped and counted as noise.
  day TEXT NOT NULL,
  day_reports INTEGER NOT NULL,
  -- Marked resolved on the desk: when, by whom (Access's identity) and under which deployed release. A report from a
  -- later deployed release opens it again (reopened_at).
  resolved_at INTEGER,
  resolved_by TEXT,
  resolved_release TEXT,
  reopened_at INTEGER,
  -- The UTC day the team was last alerted to it: at most one alert per group per day.
  alerted_day TEXT
);

CREATE INDEX error_groups_by_last_seen ON error_groups (last_seen);

-- Reports and affected visitors per group, UTC day, release, route and browser (family and major version).
CREATE TABLE error_counts (
  fingerprint TEXT NOT NULL,
  day TEXT NOT NULL,
  release TEXT NOT NULL,
  route TEXT NOT NULL,
  browser TEXT NOT NULL,
  reports INTEGER NOT NULL,
  -- Visitors counted once per group and day, on the row of their first report of that day.
  visitors INTEGER NOT NULL,
  PRIMARY KEY (fingerprint, day, release, route, browser)
);

CREATE INDEX error_counts_by_day ON error_counts (day);

-- A few reports of each group as they came, cleaned, with the stack mapped to the sources.
CREATE TABLE error_samples (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  fingerprint TEXT NOT NULL,
  at INTEGER NOT NULL,
  release TEXT NOT NULL,
  route TEXT NOT NULL,
  browser TEXT NOT NULL,
  message TEXT NOT NULL,
  stack TEXT NOT NULL
);

CREATE INDEX error_samples_by_group ON error_samples (fingerprint, at);

-- Who has been counted for a group today: an HMAC of the client's id and the group's fingerprint under the day's
-- salt (analytics_salts), so the rows of two groups cannot be joined. Deleted with the salt when the day is over.
CREATE TABLE error_visitors (
  fingerprint TEXT NOT NULL,
  day TEXT NOT NULL,
  visitor TEXT NOT NULL,
  -- When the visitor was first counted (the alert counts visitors within an hour).
  at INTEGER NOT NULL,
  PRIMARY KEY (fingerprint, day, visitor)
);

-- Reports per client per 10-minute window (the client: an HMAC of the IP address under the day's salt), for the
-- rate limit; a window's rows are deleted once it is over.
CREATE TABLE error_limits (
  client TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  reports INTEGER NOT NULL,
  PRIMARY KEY (client, window_start)
);

-- Reports dropped and why (extension, cross-origin, bot, foreign, invalid, limited, capped), per UTC day.
CREATE TABLE error_noise (
  day TEXT NOT NULL,
  reason TEXT NOT NULL,
  reports INTEGER NOT NULL,
  PRIMARY KEY (day, reason)
);

-- Visits with an error on a route, per UTC day: the page flags a visit's first error on each route (its tab's
-- sessionStorage), so the desk shows error-free visits per route beside the conversion.
CREATE TABLE error_route_visits (
  day TEXT NOT NULL,
  path TEXT NOT NULL,
  visits INTEGER NOT NULL,
  PRIMARY KEY (day, path)
);

-- The alerts to the team, delivered like leads (docs/decisions/0029): one row per group, day and channel, worked
-- off by the Worker's schedule with the same retries until it is delivered or 24 hours have passed.
CREATE TABLE error_alerts (
  fingerprint TEXT NOT NULL,
  day TEXT NOT NULL,
  channel TEXT NOT NULL,
  -- Affected visitors within the hour when the alert was raised.
  visitors INTEGER NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  deadline_at INTEGER NOT NULL,
  claimed_until INTEGER NOT NULL DEFAULT 0,
  delivered_at TEXT,
  given_up_at TEXT,
  last_error TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (fingerprint, day, channel)
);

CREATE INDEX error_alerts_due ON error_alerts (next_attempt_at) WHERE state = 'pending';
