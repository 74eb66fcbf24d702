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

const load = () => import('./toasts');

/** Loads the toast code ahead of need (when the dialog opens), so a notice can show even if the network drops. */
export const prepareNotices = (): void => void load().catch(() => {});

/**
 * Shows a toast (docs/decisions/0014-toasts.md); it waits in the library's queue until the container has mounted. Resolves with
 * false when the toast code could not be loaded (offline before it ever was), so the caller can say it another way.
 */
export async function notify(kind: Kind, title: string, description: string): Promise<boolean> {
  if (!requested) {
    requested = true;
    wanted.forEach((onChange) => onChange());
  }
  try {
    const { showToast } = await load();
    showToast(kind, title, description);
    return true;
  } catch {
    return false;
  }
}
