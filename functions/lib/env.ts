/** What the host gives the functions: the static build, the leads database and the owner's settings. */
export interface Env {
  /** The static build (dist/), served with the headers of `_headers`. */
  ASSETS: Fetcher;
  /** The leads database (wrangler.jsonc, migrations/). */
  DB: D1Database;
  /** Submissions per client per 10 minutes; 20 when unset. */
  LEAD_RATE_LIMIT?: string;
  /** Optional: where each new lead is sent as JSON (a chat or e-mail hook). */
  LEAD_WEBHOOK_URL?: string;
  /** Secret key of the HMAC that turns a client's IP address into its rate-limit id (leads and analytics). */
  LEAD_IP_SALT?: string;
  /** Analytics beacons per client per 10 minutes; 600 when unset. */
  EVENTS_RATE_LIMIT?: string;
}
