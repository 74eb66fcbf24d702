import { contactValuesFrom, emptyContact, type ContactValues } from '../../shared/leadRules';

const KEY = 'contact-draft';

/** The visitor's unsent message in this browser tab, and the key that makes sending it happen once. */
export interface Draft {
  values: ContactValues;
  /** Idempotency-Key for this draft (docs/decisions/0013-leads-are-stored-exactly-once.md): the same one for every retry and for the outbox. */
  key: string;
  /** Whether a send was tried with `key`: an edit after that is another message and gets a new key. */
  tried: boolean;
}

/** A random UUID; `crypto.randomUUID` needs a secure context, so fall back to random bytes. */
export function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export const freshDraft = (): Draft => ({ values: emptyContact, key: newKey(), tried: false });

/** The draft of this tab (docs/decisions/0013-leads-are-stored-exactly-once.md): nothing typed is lost by closing the dialog. */
export function loadDraft(): Draft {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<Draft> | null;
    if (!saved || typeof saved !== 'object') return freshDraft();
    const stored = (saved.values ?? {}) as Record<string, unknown>;
    return {
      values: contactValuesFrom((field) => stored[field]),
      key: typeof saved.key === 'string' && saved.key ? saved.key : newKey(),
      tried: saved.tried === true,
    };
  } catch {
    return freshDraft();
  }
}

export function saveDraft(draft: Draft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the draft still lives in the open form.
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}

/** The draft after the visitor changed the form: a new key when the old one was already used for a send. */
export const edited = (draft: Draft, values: ContactValues): Draft =>
  draft.tried ? { values, key: newKey(), tried: false } : { ...draft, values };
