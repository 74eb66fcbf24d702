import type { RecordedCommand } from '../../boot/earlyInput';
import { fieldId, serviceDataKey } from '../../ui/contactDialogIds';

/**
 * Preselects the service a call to action names (`data-service`) as the browser opens the dialog for it: the
 * dialog's `command` event carries the button that invoked it. Without a script nothing listens, and the select
 * starts as the visitor left it (empty on a first visit). Kept tiny: the boot module is meant to load it.
 */
export function presetFromCommand(event: Event | RecordedCommand): void {
  const { command, source, target } = event as RecordedCommand;
  const service = (source as HTMLElement | null)?.dataset?.[serviceDataKey];
  // Only the contact dialog holds this select; the values come from the site's own buttons.
  const select =
    command === 'show-modal' && service
      ? (target as Element).querySelector?.<HTMLSelectElement>(`#${fieldId('service')}`)
      : null;
  if (select && service) select.value = service;
}

/**
 * Listens for calls to action on the whole document (capture: `command` does not bubble). Safe to call more than
 * once (the same listener is added once). The boot module calls it, and presets from the calls to action used
 * before it ran; the app calls it as well.
 */
export function listenForContactCommands(root: Document = document): void {
  root.addEventListener('command', presetFromCommand, { capture: true });
  // Calls to action used before anything listened (the page's inline recorder kept them), in order.
  for (const command of window.__earlyInput?.takeCommands() ?? []) presetFromCommand(command);
}
