import { create } from 'zustand';

export type MenuGroup = 'services' | 'industries';

interface MenuState {
  /** The mobile slide-in panel. */
  mobileOpen: boolean;
  /** True once the panel was first asked for, so its code loads only then. */
  mobileRequested: boolean;
  /** Expanded groups inside the mobile panel. */
  expanded: Record<MenuGroup, boolean>;
  /** The open desktop dropdown, if any. */
  dropdown: MenuGroup | null;
  setMobileOpen: (open: boolean) => void;
  toggleGroup: (group: MenuGroup) => void;
  setDropdown: (group: MenuGroup | null) => void;
}

export const useMenu = create<MenuState>()((set) => ({
  mobileOpen: false,
  mobileRequested: false,
  expanded: { services: false, industries: false },
  dropdown: null,
  setMobileOpen: (mobileOpen) =>
    set((s) => ({ mobileOpen, mobileRequested: s.mobileRequested || mobileOpen })),
  toggleGroup: (group) => set((s) => ({ expanded: { ...s.expanded, [group]: !s.expanded[group] } })),
  setDropdown: (dropdown) => set({ dropdown }),
}));
