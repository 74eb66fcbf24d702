import { create } from 'zustand';
import type { CtaPlace } from '../content/ctaPlaces';
import type { ServiceInterest } from '../content/types';

/** What a script opens the dialog for: like a call to action, it names its place and may preselect a service. */
export interface DialogRequest {
  place: CtaPlace;
  preset?: ServiceInterest | null;
  /** Element focus returns to when the one focused before opening goes away; the focused element by default. */
  opener?: HTMLElement | null;
}

interface ContactDialogState {
  /** Mirrors the native dialog: true while it is shown. */
  open: boolean;
  /** Service a script asked to preselect with `openDialog`. */
  preset: ServiceInterest | null;
  /** Where the script's call to action sits, recorded as the source of the lead. */
  place: CtaPlace | null;
  /** Element focus returns to when the dialog closes, when the one focused before opening goes away. */
  opener: HTMLElement | null;
  /** Counts `openDialog` calls, so the dialog opens again for each one. */
  requests: number;
  /**
   * Counts the leads the dialog has sent (stored, or kept in the outbox) and closed for: what was open under it (the
   * phone menu) closes too.
   */
  sent: number;
  /**
   * Opens the dialog from a script (a menu that closes itself first). Buttons do not need it: they are Invoker
   * Commands (ui/ContactButton).
   */
  openDialog: (request: DialogRequest) => void;
  /** Called by the dialog when the browser opened or closed it. */
  setOpen: (open: boolean) => void;
  /** Called by the dialog once a lead is sent and the dialog has closed. */
  markSent: () => void;
}

export const useContactDialog = create<ContactDialogState>()((set) => ({
  open: false,
  preset: null,
  place: null,
  opener: null,
  requests: 0,
  sent: 0,
  openDialog: ({ place, preset = null, opener = null }) =>
    set((s) => ({
      requests: s.requests + 1,
      preset,
      place,
      opener:
        opener ?? (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)),
    })),
  setOpen: (open) => set({ open }),
  markSent: () => set((s) => ({ sent: s.sent + 1 })),
}));
