import { sourceFields, type LeadSource } from '../../src/shared/sourceFields';

/** Leads per submission whose notification is (re)tried: the new one and the oldest still pending. */
const BATCH = 5;

interface PendingLead extends LeadSource {
  id: number;
  created_at: string;
  name: string;
  email: string;
  company: string;
  phone: string;
  service: string;
  message: string;
}

/**
 * Sends each lead not yet notified, with where it came from, to the owner's webhook as JSON, and marks it notified once the hook accepts it
 * (2xx). A failed call changes nothing but the attempt count: the lead stays stored and is tried again with the
 * next submission (Pages has no scheduled jobs). At least once: a receiver can tell repeats apart by `id`.
 */
export async function notifyPending(db: D1Database, webhook: string | undefined, now: number): Promise<void> {
  if (!webhook) return;
  const { results } = await db
    .prepare(
      `SELECT id, created_at, name, email, company, phone, service, message, ${sourceFields.join(', ')} FROM leads
       WHERE notified_at IS NULL ORDER BY id LIMIT ?1`,
    )
    .bind(BATCH)
    .all<PendingLead>();
  for (const lead of results) {
    let delivered = false;
    try {
      const response = await fetch(webhook, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ type: 'lead', lead }),
      });
      delivered = response.ok;
    } catch {
      delivered = false;
    }
    const update = delivered
      ? db
          .prepare('UPDATE leads SET notified_at = ?2, notify_attempts = notify_attempts + 1 WHERE id = ?1')
          .bind(lead.id, new Date(now).toISOString())
      : db.prepare('UPDATE leads SET notify_attempts = notify_attempts + 1 WHERE id = ?1').bind(lead.id);
    await update.run();
  }
}
