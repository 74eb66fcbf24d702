import { emptyContact, type ContactValues } from './formRules';

const KEY = 'contact-draft';

/** The visitor's unsent draft for this browser tab (DECISIONS.md 13): nothing typed is lost by closing the dialog. */
export function loadDraft(): ContactValues {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<ContactValues> | null;
    if (!saved || typeof saved !== 'object') return emptyContact;
    const draft = { ...emptyContact };
    for (const key of Object.keys(emptyContact) as (keyof ContactValues)[]) {
      if (typeof saved[key] === 'string') draft[key] = saved[key];
    }
    return draft;
  } catch {
    return emptyContact;
  }
}

export function saveDraft(values: ContactValues): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(values));
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
