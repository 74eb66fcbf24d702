import { create } from 'zustand';

/** Hover and pick state of the hero's scenes, shared by the WebGL scenes, the SVG renderings and the DOM twins. */
export interface PickState {
  hovered: string | null;
  selected: string | null;
  setHovered: (id: string | null) => void;
  select: (id: string | null) => void;
}

const createPickStore = () =>
  create<PickState>()((set) => ({
    hovered: null,
    selected: null,
    setHovered: (hovered) => set({ hovered }),
    select: (selected) => set({ selected }),
  }));

export const useTalentSelection = createPickStore();
export const useWorkflowSelection = createPickStore();
