import type { Env } from '../env';
import { CALL_TIMEOUT_MS } from './backoff';
import type { Channel } from './leadMessage';

/** The channels the deployment configured (README: Deploying), with what each needs: none, one or both. */
export interface Channels {
  email?: { binding: SendEmail; from: string; to: string };
  webhook?: { url: string };
}

export function channelsOf(env: Env): Channels {
  const { EMAIL, LEAD_EMAIL_FROM, LEAD_EMAIL_TO, LEAD_WEBHOOK_URL } = env;
  return {
    ...(EMAIL && LEAD_EMAIL_FROM && LEAD_EMAIL_TO
      ? { email: { binding: EMAIL, from: LEAD_EMAIL_FROM, to: LEAD_EMAIL_TO } }
      : {}),
    ...(LEAD_WEBHOOK_URL ? { webhook: { url: LEAD_WEBHOOK_URL } } : {}),
  };
}

/** The names of the configured channels. */
export const configuredChannels = (env: Env): Channel[] =>
  (['email', 'webhook'] as const).filter((channel) => channelsOf(env)[channel]);

export type Outcome = { ok: true } | { ok: false; error: string };

const failure = (error: unknown): Outcome => ({
  ok: false,
  error: (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 300),
});

/** Resolves with `promise`, or rejects once `ms` have passed: a call that never answers holds nothing up. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** POSTs `payload` as JSON to the hook; delivered when it answers 2xx within the time limit. */
export async function postToWebhook(url: string, payload: unknown): Promise<Outcome> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.ok ? { ok: true } : { ok: false, error: `HTTP ${response.status}` };
  } catch (error) {
    return failure(error);
  }
}

/** Sends the e-mail through Email Service; delivered when the binding accepts it within the time limit. */
export async function sendEmail(binding: SendEmail, email: EmailMessageBuilder): Promise<Outcome> {
  try {
    await withTimeout(binding.send(email), CALL_TIMEOUT_MS);
    return { ok: true };
  } catch (error) {
    return failure(error);
  }
}
