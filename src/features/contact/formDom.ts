import { contactFormId, fieldErrorId, fieldId } from '../../ui/contactDialogIds';
import {
  contactFieldOrder,
  contactValuesFrom,
  emptyContact,
  type ContactErrors,
  type ContactValues,
} from '../../shared/leadRules';

/** What the visitor has in the form right now: the fields are the source of truth, before and after the app runs. */
export function readForm(form: HTMLFormElement): ContactValues {
  const data = new FormData(form);
  return contactValuesFrom((field) => data.get(field));
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const control = (form: HTMLFormElement, field: string) => form.elements.namedItem(field) as Control | null;

/** Puts values into the fields (only those given). */
export function writeForm(form: HTMLFormElement, values: Partial<ContactValues>): void {
  for (const field of contactFieldOrder) {
    const value = values[field];
    const element = control(form, field);
    if (value !== undefined && element && element.value !== value) element.value = value;
  }
}

/** Fills the fields that are empty from `draft`, leaving what the visitor typed where they typed it. */
export function fillEmpty(form: HTMLFormElement, draft: ContactValues): void {
  const current = readForm(form);
  writeForm(
    form,
    Object.fromEntries(
      contactFieldOrder.filter((f) => current[f] === '' && draft[f] !== '').map((f) => [f, draft[f]]),
    ),
  );
}

export interface PageFormState {
  values: ContactValues;
  errors: ContactErrors;
  banner: string;
}

/**
 * The dialog as the page holds it when the app takes over: values typed before it ran, or put there by the host
 * when a form posted without JavaScript came back with errors (functions/lib/formPage.ts), with their messages.
 * The app's first render repeats exactly this, so hydration keeps it. Empty on the server.
 */
export function readPageForm(): PageFormState {
  const empty = { values: emptyContact, errors: {}, banner: '' };
  if (typeof document === 'undefined') return empty;
  const form = document.getElementById(contactFormId);
  if (!(form instanceof HTMLFormElement)) return empty;
  const errors: ContactErrors = {};
  for (const field of contactFieldOrder) {
    const message = document.getElementById(fieldErrorId(field));
    if (message && !message.hidden && message.textContent) errors[field] = message.textContent;
  }
  const banner = document.getElementById(`${contactFormId}-error`);
  return {
    values: readForm(form),
    errors,
    banner: banner && !banner.hidden ? (banner.textContent ?? '') : '',
  };
}

/** The control of a field, to focus it. */
export const fieldElement = (field: string): HTMLElement | null => document.getElementById(fieldId(field));
