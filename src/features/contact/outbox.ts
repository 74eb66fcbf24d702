import { newKey } from './draft';
import type { ContactValues } from '../../shared/leadRules';
import type { LeadSource } from '../../shared/sourceFields';
import { sendLead, type SendOptions } from './sendLead';

const KEY = 'contact-outbox';

/** A lead saved on this device while there was no connection, with the key it was first sent with. */
export interface OutboxItem {
  key: string;
  values: ContactValues;
  /** Where the lead came from (absent in items saved before sources were kept). */
  source?: LeadSource;
  savedAt: string;
}

/** The outbox lives in localStorage: it outlasts the tab, so the next visit sends what is left. */
export function readOutbox(): OutboxItem[] {
  try {
    const items = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(items)
      ? items.filter((i): i is OutboxItem => typeof i?.key === 'string' && typeof i?.values === 'object')
      : [];
  } catch {
    return [];
  }
}

function writeOutbox(items: OutboxItem[]): void {
  try {
    if (items.length) localStorage.setItem(KEY, JSON.stringify(items));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage blocked: nothing more can be kept.
  }
}

/** Keeps a lead to send later (once per key). Returns false when the device would not store it. */
export function addToOutbox(key: string, values: ContactValues, source?: LeadSource): boolean {
  const items = readOutbox().filter((item) => item.key !== key);
  writeOutbox([...items, { key, values, source, savedAt: new Date().toISOString() }]);
  return readOutbox().some((item) => item.key === key);
}

let flushing: Promise<OutboxItem[]> | null = null;

/**
 * Sends every lead in the outbox, each with its own key, so a lead the host already has is not stored twice.
 * A lead leaves the outbox once the host stored it (or refused its values, which no retry would change); the rest
 * wait for the next `online` event or visit. One flush at a time. Resolves with the items stored.
 */
export function flushOutbox(options?: SendOptions): Promise<OutboxItem[]> {
  flushing ??= (async () => {
    const stored: OutboxItem[] = [];
    try {
      for (const item of readOutbox()) {
        const lead = { ...item.values, ...item.source };
        let result = await sendLead(lead, item.key, options);
        if (result.kind === 'key-reused') {
          // The host holds another message under this key: this one gets its own, kept until it is stored.
          const key = newKey();
          writeOutbox(readOutbox().map((i) => (i.key === item.key ? { ...i, key } : i)));
          item.key = key;
          result = await sendLead(lead, key, options);
        }
        if (result.kind === 'stored' || result.kind === 'invalid') {
          writeOutbox(readOutbox().filter((i) => i.key !== item.key));
          if (result.kind === 'stored') stored.push(item);
        }
        if (result.kind === 'offline') break;
      }
    } finally {
      flushing = null;
    }
    return stored;
  })();
  return flushing;
}
