import { create } from 'zustand';
import type { ServiceInterest } from '../content/types';

interface ContactDialogState {
  /** Mirrors the native dialog: true while it is shown. */
  open: boolean;
  /** Service a script asked to preselect with `openDialog`. */
  preset: ServiceInterest | null;
  /** Element focus returns to when the dialog closes, when the one focused before opening goes away. */
  opener: HTMLElement | null;
  /** Counts `openDialog` calls, so the dialog opens again for each one. */
  requests: number;
  /**
   * Opens the dialog from a script (a menu that closes itself first). Buttons do not need it: they are Invoker
   * Commands (ui/ContactButton).
   */
  openDialog: (preset?: ServiceInterest | null, opener?: HTMLElement | null) => void;
  /** Called by the dialog when the browser opened or closed it. */
  setOpen: (open: boolean) => void;
}

export const useContactDialog = create<ContactDialogState>()((set) => ({
  open: false,
  preset: null,
  opener: null,
  requests: 0,
  openDialog: (preset = null, opener = null) =>
    set((s) => ({
      requests: s.requests + 1,
      preset,
      opener:
        opener ?? (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)),
    })),
  setOpen: (open) => set({ open }),
}));
