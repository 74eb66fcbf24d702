import { create } from 'zustand';

export type MenuGroup = 'services' | 'industries';

interface MenuState {
  /** The mobile slide-in panel. */
  mobileOpen: boolean;
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
  expanded: { services: false, industries: false },
  dropdown: null,
  setMobileOpen: (mobileOpen) => set({ mobileOpen }),
  toggleGroup: (group) => set((s) => ({ expanded: { ...s.expanded, [group]: !s.expanded[group] } })),
  setDropdown: (dropdown) => set({ dropdown }),
}));
