import { create } from 'zustand';
import type { ServiceInterest } from '../content/types';

interface ContactDialogState {
  open: boolean;
  /** Service preselected by the call to action that opened the dialog. */
  preset: ServiceInterest | null;
  /** Element that opened the dialog; focus returns to it on close. */
  opener: HTMLElement | null;
  /** Counts openings: 0 until a call to action first asks for the dialog, so its code can load lazily. */
  openings: number;
  openDialog: (preset?: ServiceInterest | null, opener?: HTMLElement | null) => void;
  closeDialog: () => void;
}

export const useContactDialog = create<ContactDialogState>()((set) => ({
  open: false,
  preset: null,
  opener: null,
  openings: 0,
  openDialog: (preset = null, opener = null) =>
    set((s) => ({
      open: true,
      openings: s.openings + 1,
      preset,
      opener:
        opener ?? (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)),
    })),
  closeDialog: () => set({ open: false }),
}));
