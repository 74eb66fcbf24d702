import { useEffect, type RefObject } from 'react';
import { useContactDialog } from '../../store/contactDialog';
import { fieldId } from '../../ui/contactDialogIds';
import { recordSource } from './recordSource';

/**
 * Keeps the store in step with the native dialog, which the browser opens and closes by itself (Invoker Commands,
 * Escape, a click on the backdrop), and opens it for `openDialog` calls. A dialog already open when the app takes
 * over stays open: opened by a click before the app ran, or by the host with a form's errors (then it is made
 * modal, focus kept where the visitor is).
 */
export function useNativeDialog(ref: RefObject<HTMLDialogElement | null>, onToggle: () => void): void {
  const setOpen = useContactDialog((s) => s.setOpen);
  const requests = useContactDialog((s) => s.requests);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onToggleEvent = () => {
      setOpen(dialog.open);
      onToggle();
    };
    const onClose = () => {
      if (dialog.open) return; // opened again since (made modal)
      setOpen(false);
      // The browser returns focus to what had it before; when that is gone (a menu that closed), the opener.
      const { opener } = useContactDialog.getState();
      if (opener?.isConnected && (!document.activeElement || document.activeElement === document.body))
        opener.focus();
    };
    dialog.addEventListener('toggle', onToggleEvent);
    dialog.addEventListener('close', onClose);
    if (dialog.open) {
      if (!dialog.matches(':modal')) {
        const active = document.activeElement;
        dialog.close();
        dialog.showModal();
        if (active instanceof HTMLElement && dialog.contains(active)) active.focus();
      }
      setOpen(true);
      onToggle();
    }
    return () => {
      dialog.removeEventListener('toggle', onToggleEvent);
      dialog.removeEventListener('close', onClose);
    };
  }, [ref, setOpen, onToggle]);

  useEffect(() => {
    const dialog = ref.current;
    if (requests === 0 || !dialog) return;
    const { preset, place } = useContactDialog.getState();
    const select = dialog.querySelector<HTMLSelectElement>(`#${fieldId('service')}`);
    if (preset && select) select.value = preset;
    const form = dialog.querySelector('form');
    if (form) recordSource(form, place ?? '', preset ?? '');
    if (!dialog.open) dialog.showModal();
  }, [ref, requests]);
}
