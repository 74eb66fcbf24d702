import { startVisit } from '../../store/visit';

/**
 * Writes where the lead the dialog is about to take comes from into the form's hidden fields (each named for its
 * source field, and the form's only hidden fields): this page, the call to action that opened the dialog (its place
 * and service) and the tab's visit. The form then carries it however it is sent: by the app as JSON, or posted by
 * the browser itself before the app took over. Part of the page's boot module: kept small.
 */
export function recordSource(form: HTMLFormElement, place: string, service: string): void {
  const values: Record<string, unknown> = {
    ...startVisit(),
    source_page: location.pathname,
    cta_place: place,
    cta_service: service,
  };
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type=hidden]'))
    input.value = String(values[input.name] ?? '');
}
