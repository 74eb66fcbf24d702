import { currentVisit } from '../../store/visit';

/**
 * Writes where the lead comes from into the form's hidden fields (each named for its source field, and the form's
 * only hidden fields) when the app opens the dialog itself or readies it for the next lead: the tab's visit, this
 * page and the call to action (its place and service; none when a script opens the dialog). A dialog the browser
 * opens by command gets the same from the page's inline script (src/boot/visit.ts).
 */
export function recordSource(form: HTMLFormElement, place: string, service: string): void {
  const values: Record<string, unknown> = {
    ...currentVisit(),
    source_page: location.pathname,
    cta_place: place,
    cta_service: service,
  };
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type=hidden]'))
    input.value = String(values[input.name] ?? '');
}
