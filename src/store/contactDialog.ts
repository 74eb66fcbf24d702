import { create } from 'zustand';
import type { ServiceInterest } from '../content/types';

interface ContactDialogState {
  open: boolean;
  /** Service preselected by the call to action that opened the dialog. */
  preset: ServiceInterest | null;
  /** Element that opened the dialog; focus returns to it on close. */
  opener: HTMLElement | null;
  openDialog: (preset?: ServiceInterest | null, opener?: HTMLElement | null) => void;
  closeDialog: () => void;
}

export const useContactDialog = create<ContactDialogState>()((set) => ({
  open: false,
  preset: null,
  opener: null,
  openDialog: (preset = null, opener = null) =>
    set({
      open: true,
      preset,
      opener: opener ?? (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)),
    }),
  closeDialog: () => set({ open: false }),
}));
