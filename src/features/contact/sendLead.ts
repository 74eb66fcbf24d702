import { contactEndpoint } from '../../ui/contactDialogIds';
import type { ContactErrors, ContactValues } from '../../shared/leadRules';
import type { LeadSource } from '../../shared/sourceFields';

/** A lead as the dialog sends it: what the visitor wrote, and where it came from when that is known. */
export type Lead = ContactValues & Partial<LeadSource>;

/** What became of a lead the dialog sent. */
export type SendResult =
  | { kind: 'stored' }
  /** The host refused values (the same rules as the form): messages per field, or about the whole form. */
  | { kind: 'invalid'; errors: ContactErrors; form?: string }
  /** The key was used for another message before (422): this one needs a key of its own. */
  | { kind: 'key-reused' }
  /** Too many messages from this visitor: try again after `retryAfterSeconds`. */
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  /** No connection: the lead has to wait in the outbox. */
  | { kind: 'offline' }
  /** The host failed (5xx) every time, or answered something unexpected. */
  | { kind: 'failed'; status: number };

/** docs/product.md#lead-limits: three retries, exponential back-off capped at 30 s. */
export const RETRIES = 3;
export const MAX_BACKOFF_MS = 30_000;
export const backoff = (retry: number): number => Math.min(MAX_BACKOFF_MS, 1000 * 2 ** retry);

export interface SendOptions {
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  online?: () => boolean;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const retryAfterSeconds = (response: Response): number => {
  const value = Number(response.headers.get('Retry-After'));
  return Number.isFinite(value) && value > 0 ? Math.ceil(value) : 60;
};

async function refusal(response: Response): Promise<SendResult> {
  try {
    const body = (await response.json()) as { errors?: ContactErrors & { form?: string } };
    const { form, ...errors } = body.errors ?? {};
    return { kind: 'invalid', errors, form };
  } catch {
    return { kind: 'failed', status: response.status };
  }
}

/**
 * POSTs the lead as JSON to the site's own endpoint with its Idempotency-Key, so that however often it is sent,
 * it is stored once. Network errors, 5xx and 429 are retried (`backoff`; a 429 waits its Retry-After when that is
 * within the cap). Never throws.
 */
export async function sendLead(
  lead: Lead,
  key: string,
  { fetch: send = fetch, sleep = wait, online = () => navigator.onLine }: SendOptions = {},
): Promise<SendResult> {
  for (let attempt = 0; ; attempt++) {
    const last = attempt >= RETRIES;
    if (!online()) return { kind: 'offline' };
    let response: Response;
    try {
      response = await send(contactEndpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify(lead),
      });
    } catch {
      if (last) return { kind: 'offline' };
      await sleep(backoff(attempt));
      continue;
    }
    if (response.ok) return { kind: 'stored' };
    if (response.status === 429) {
      const seconds = retryAfterSeconds(response);
      if (last || seconds * 1000 > MAX_BACKOFF_MS)
        return { kind: 'rate-limited', retryAfterSeconds: seconds };
      await sleep(seconds * 1000);
      continue;
    }
    if (response.status === 422) return { kind: 'key-reused' };
    if (response.status >= 500) {
      if (last) return { kind: 'failed', status: response.status };
      await sleep(backoff(attempt));
      continue;
    }
    return refusal(response);
  }
}

/** How a lead failed, as the error report says it: the host's last answer (after the retries), never the lead. */
export const leadFailure = (result: Extract<SendResult, { kind: 'failed' | 'key-reused' }>): string =>
  result.kind === 'failed' ? `the host answered HTTP ${result.status}` : 'its key was refused twice';
