/** What the Worker is given (wrangler.jsonc): the static build, the database, the e-mail binding and the settings. */
export interface Env {
  /** The static build (dist/), answered with `_headers` and `_redirects` applied. */
  ASSETS: Fetcher;
  /** The leads and analytics database (migrations/). */
  DB: D1Database;
  /** Cloudflare Email Service (`send_email`): sends the lead e-mails. Locally simulated (README: the leads). */
  EMAIL?: SendEmail;
  /** Where each lead is e-mailed: the company's sales address. E-mail is off when unset or empty. */
  LEAD_EMAIL_TO?: string;
  /** The sender of the lead e-mails, an address of a domain onboarded to Email Service. */
  LEAD_EMAIL_FROM?: string;
  /** Optional: where each lead is sent as JSON (a chat or automation hook). Off when unset or empty. */
  LEAD_WEBHOOK_URL?: string;
  /** Submissions per client per 10 minutes; 20 when unset. */
  LEAD_RATE_LIMIT?: string;
  /**
   * Optional secret key of the HMAC that turns a client's IP address into its lead rate-limit id. When unset, the
   * Worker creates a random one and keeps it in the database (worker/secrets.ts).
   */
  LEAD_IP_SALT?: string;
  /** Analytics beacons per client per 10 minutes; 600 when unset. */
  EVENTS_RATE_LIMIT?: string;
  /** Error and policy reports per client per 10 minutes; 100 when unset (docs/errors.md). */
  ERRORS_RATE_LIMIT?: string;
  /**
   * The owner's desk (worker/owner/): the Cloudflare Access team domain (`https://<team>.cloudflareaccess.com`) and
   * the Access application's AUD tag. Without both, every desk path answers 404.
   */
  ACCESS_TEAM_DOMAIN?: string;
  ACCESS_AUD?: string;
  /** Set by `npm start` only: the local stand-in for Access's keys, honoured only on this machine's own address. */
  ACCESS_LOCAL_JWKS?: string;
}
