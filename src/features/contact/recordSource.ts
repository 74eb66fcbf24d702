import { contactFormId } from '../../ui/contactDialogIds';
import { startVisit } from '../../store/visit';

/** Writes `values` into the contact form's hidden fields of the same names; the other hidden fields keep theirs. */
function fillHidden(form: HTMLFormElement, values: Record<string, unknown>): void {
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type=hidden]'))
    if (input.name in values) input.value = String(values[input.name] ?? '');
}

/** The tab's visit (docs/analytics.md) and this page, in the names of the lead's source fields. */
const visitAndPage = () => ({ ...startVisit(), source_page: location.pathname });

/**
 * Runs in the page's boot module, before the app: notes where the tab's visit landed (this page, unless an earlier
 * page of the tab did) and writes it and this page into the contact form's hidden fields, so a form the browser
 * posts before the app takes over names them. The call to action's own fields (`cta_place`, `cta_service`) are the
 * page's inline script's: it presets them from the button that opens the dialog (src/boot/commandPresets.ts).
 * Kept small: it is on the critical path.
 */
export function recordVisit(): void {
  const form = document.getElementById(contactFormId);
  const values = visitAndPage();
  if (form instanceof HTMLFormElement) fillHidden(form, values);
}

/**
 * Writes where the lead comes from into the form's hidden fields when the app opens the dialog itself or readies it
 * for the next lead: the visit, this page, and the call to action (its place and service; none when a script opens
 * the dialog).
 */
export function recordSource(form: HTMLFormElement, place: string, service: string): void {
  fillHidden(form, { ...visitAndPage(), cta_place: place, cta_service: service });
}
