import type { RecordedCommand } from '../../boot/earlyInput';
import { startVisit } from '../../store/visit';
import { contactDialogId, fieldId, placeDataKey, serviceDataKey } from '../../ui/contactDialogIds';
import { recordSource } from './recordSource';

/**
 * As the browser opens the contact dialog for a call to action (the dialog's `command` event carries the button
 * that invoked it): preselects the service it names (`data-service`) and notes it, its place (`data-place`) and
 * this page in the form's hidden fields, the source of the lead (docs/analytics.md). Without a script nothing
 * listens: the select starts as the visitor left it and the host takes the page from the post's Referer. Kept
 * tiny: the boot module is meant to load it.
 */
export function presetFromCommand(event: Event | RecordedCommand): void {
  const { command, source, target } = event as RecordedCommand;
  const dialog = target as Element | null;
  if (command !== 'show-modal' || dialog?.id !== contactDialogId) return;
  const data = (source as HTMLElement | null)?.dataset ?? {};
  const service = data[serviceDataKey] ?? '';
  // The values come from the site's own buttons.
  const select = dialog.querySelector<HTMLSelectElement>(`#${fieldId('service')}`);
  if (select && service) select.value = service;
  const form = dialog.querySelector('form');
  if (form) recordSource(form, data[placeDataKey] ?? '', service);
}

/**
 * Listens for calls to action on the whole document (capture: `command` does not bubble), and notes where the
 * tab's visit landed (this page, unless an earlier one of the tab did). Safe to call more than once (the same
 * listener is added once). The boot module calls it, and presets from the calls to action used before it ran; the
 * app calls it as well.
 */
export function listenForContactCommands(root: Document = document): void {
  startVisit();
  root.addEventListener('command', presetFromCommand, { capture: true });
  // Calls to action used before anything listened (the page's inline recorder kept them), in order.
  for (const command of window.__earlyInput?.takeCommands() ?? []) presetFromCommand(command);
}
