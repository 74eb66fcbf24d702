import { useSyncExternalStore } from 'react';

type Kind = 'success' | 'error' | 'info';

// The toast library loads the first time a notice is shown, not with every page.
const wanted = new Set<() => void>();
let requested = false;

/** Whether the toast container is needed yet: the dialog mounts it (lazily) once a notice was asked for. */
export const useToastsWanted = (): boolean =>
  useSyncExternalStore(
    (onChange) => {
      wanted.add(onChange);
      return () => wanted.delete(onChange);
    },
    () => requested,
    () => false,
  );

/** Shows a toast (DECISIONS.md 14); it waits in the library's queue until the container has mounted. */
export function notify(kind: Kind, title: string, description: string): void {
  if (!requested) {
    requested = true;
    wanted.forEach((onChange) => onChange());
  }
  void import('./toasts').then(({ showToast }) => showToast(kind, title, description));
}
