-- The site's own analytics (docs/analytics.md): no identifier of any kind, no IP address, no cookie.

-- Raw events, kept 30 days (functions/lib/analyticsSql.ts), then only their daily rollups below remain.
CREATE TABLE events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- The host's UTC day, YYYY-MM-DD.
  day TEXT NOT NULL,
  -- view, open (the contact dialog), lead (a lead the host stored), vital (a Web Vital).
  type TEXT NOT NULL,
  -- A route of the site, or '(other)'.
  path TEXT NOT NULL,
  -- mobile (viewport under 768 px) or desktop.
  device TEXT NOT NULL,
  -- The visit's referring host and campaign tags ('' when none).
  referrer_host TEXT NOT NULL DEFAULT '',
  utm_source TEXT NOT NULL DEFAULT '',
  utm_medium TEXT NOT NULL DEFAULT '',
  utm_campaign TEXT NOT NULL DEFAULT '',
  utm_term TEXT NOT NULL DEFAULT '',
  utm_content TEXT NOT NULL DEFAULT '',
  -- A view: 1 when it is the first of the visit (the tab's session), and when it is the visit's first of this route.
  is_visit INTEGER NOT NULL DEFAULT 0,
  is_route_visit INTEGER NOT NULL DEFAULT 0,
  -- An open or a lead: the call to action's place and service.
  place TEXT NOT NULL DEFAULT '',
  service TEXT NOT NULL DEFAULT '',
  -- A vital: its name, value (ms; CLS as a score), its histogram bucket (ms; CLS in thousandths) and the element
  -- or interaction it blames, as a short selector.
  metric TEXT NOT NULL DEFAULT '',
  value REAL NOT NULL DEFAULT 0,
  bucket INTEGER NOT NULL DEFAULT 0,
  target TEXT NOT NULL DEFAULT ''
);

CREATE INDEX events_by_day ON events (day);

-- Views, visits, dialog openings and leads per day, route, device class, referring host and campaign. Kept.
CREATE TABLE daily_traffic (
  day TEXT NOT NULL,
  path TEXT NOT NULL,
  device TEXT NOT NULL,
  referrer_host TEXT NOT NULL,
  utm_source TEXT NOT NULL,
  utm_medium TEXT NOT NULL,
  utm_campaign TEXT NOT NULL,
  utm_term TEXT NOT NULL,
  utm_content TEXT NOT NULL,
  views INTEGER NOT NULL,
  visits INTEGER NOT NULL,
  route_visits INTEGER NOT NULL,
  opens INTEGER NOT NULL,
  leads INTEGER NOT NULL,
  PRIMARY KEY (day, path, device, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content)
);

-- Dialog openings and leads per day, route and call to action. Kept.
CREATE TABLE daily_ctas (
  day TEXT NOT NULL,
  path TEXT NOT NULL,
  place TEXT NOT NULL,
  service TEXT NOT NULL,
  opens INTEGER NOT NULL,
  leads INTEGER NOT NULL,
  PRIMARY KEY (day, path, place, service)
);

-- Each vital's histogram per day, route and device class: samples per bucket. Kept.
CREATE TABLE daily_vitals (
  day TEXT NOT NULL,
  path TEXT NOT NULL,
  device TEXT NOT NULL,
  metric TEXT NOT NULL,
  bucket INTEGER NOT NULL,
  samples INTEGER NOT NULL,
  PRIMARY KEY (day, path, device, metric, bucket)
);

-- Beacons per client per 10-minute window, for the rate limit. `client` is an HMAC of the IP address (no raw IP);
-- a window's rows are deleted once it is over.
CREATE TABLE beacon_limits (
  client TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  beacons INTEGER NOT NULL,
  PRIMARY KEY (client, window_start)
);

-- The rollup's bookkeeping: when it last ran (rolled_at) and when the endpoint last claimed the job (claimed_at),
-- in milliseconds since the epoch.
CREATE TABLE analytics_state (
  key TEXT PRIMARY KEY,
  value INTEGER NOT NULL
);

INSERT INTO analytics_state (key, value) VALUES ('rolled_at', 0), ('claimed_at', 0);
