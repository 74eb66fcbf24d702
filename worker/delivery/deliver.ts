import type { Env } from '../env';
import { channelsOf, postToWebhook, sendEmail, type Channels, type Outcome } from './channels';
import {
  leadEmail,
  leadPayload,
  noticeEmail,
  noticePayload,
  type Channel,
  type DeliveredLead,
} from './leadMessage';
import {
  claimDue,
  claimLead,
  gaveUpOn,
  leadsOf,
  markDelivered,
  markFailed,
  writeNotice,
  type Claimed,
} from './outbox';

// Delivering leads (docs/decisions/0029-lead-delivery-by-scheduled-outbox.md): a run claims rows, tries each of them
// at the same time (each call with its time limit), and records each outcome on its own row.

export interface RunSummary {
  claimed: number;
  delivered: number;
  failed: number;
  givenUp: number;
}

/** Sends one row's message through its channel, or says why it cannot. */
async function send(
  db: D1Database,
  row: Claimed,
  lead: DeliveredLead | undefined,
  channels: Channels,
): Promise<Outcome> {
  if (!lead) return { ok: false, error: 'the lead is not in the database' };
  const gaveUp = row.kind === 'notice' ? await gaveUpOn(db, row.lead_id, row.channel) : null;
  // A notice with nothing to tell (no channel gave up): nothing to send.
  if (row.kind === 'notice' && !gaveUp) return { ok: true };
  const { email, webhook } = channels;
  if (row.channel === 'webhook' && webhook)
    return postToWebhook(webhook.url, gaveUp ? noticePayload(lead, gaveUp) : leadPayload(lead));
  if (row.channel === 'email' && email)
    return sendEmail(
      email.binding,
      gaveUp ? noticeEmail(lead, gaveUp, email.from, email.to) : leadEmail(lead, email.from, email.to),
    );
  return { ok: false, error: `the ${row.channel} channel is no longer configured` };
}

/** Where the owner hears that `channel` gave up: every other configured channel, or else the same one. */
function noticeChannels(channel: Channel, configured: readonly Channel[]): Channel[] {
  const others = configured.filter((other) => other !== channel);
  if (others.length > 0) return others;
  return configured.includes(channel) ? [channel] : [];
}

async function attempt(
  db: D1Database,
  row: Claimed,
  lead: DeliveredLead | undefined,
  channels: Channels,
  now: number,
) {
  const configured = (['email', 'webhook'] as const).filter((channel) => channels[channel]);
  const outcome = await send(db, row, lead, channels);
  if (outcome.ok) {
    await markDelivered(db, row, now).run();
    return 'delivered';
  }
  // Nothing to retry without the lead or the channel: given up at once.
  const { givenUp, statement } = markFailed(db, row, now, outcome.error, !lead || !channels[row.channel]);
  const notices =
    givenUp && row.kind === 'lead'
      ? noticeChannels(row.channel, configured).map((to) => writeNotice(db, row.lead_id, to, now))
      : [];
  await db.batch([statement, ...notices]);
  if (givenUp)
    console.error(`delivery: lead ${row.lead_id} given up on ${row.channel} (${row.kind}): ${outcome.error}`);
  return givenUp ? 'givenUp' : 'failed';
}

/** Tries the claimed rows, all at once, and records each outcome. */
async function work(env: Env, claimed: Claimed[], now: number): Promise<RunSummary> {
  const summary: RunSummary = { claimed: claimed.length, delivered: 0, failed: 0, givenUp: 0 };
  if (claimed.length === 0) return summary;
  const leads = await leadsOf(env.DB, claimed);
  const channels = channelsOf(env);
  const outcomes = await Promise.allSettled(
    claimed.map((row) => attempt(env.DB, row, leads.get(row.lead_id), channels, now)),
  );
  for (const outcome of outcomes) {
    if (outcome.status === 'fulfilled') summary[outcome.value] += 1;
    // The outcome could not be recorded (the database failed): the claim runs out and a later run tries again.
    else console.error('delivery: an outcome could not be recorded', outcome.reason);
  }
  return summary;
}

/** A new lead's first attempt, right after it is stored (its answer to the visitor does not wait for this). */
export const deliverLead = async (env: Env, leadId: number, now: number): Promise<RunSummary> =>
  work(env, await claimLead(env.DB, leadId, now), now);

/** The scheduled run: every row that is due, whatever lead it belongs to. */
export const deliverDue = async (env: Env, now: number): Promise<RunSummary> =>
  work(env, await claimDue(env.DB, now), now);
