import { create, type StoreApi, type UseBoundStore } from 'zustand';

/** Hover and pick state of a diagram: shared by its WebGL scene, its SVG rendering and its DOM twins. */
export interface PickState {
  hovered: string | null;
  selected: string | null;
  setHovered: (id: string | null) => void;
  select: (id: string | null) => void;
}

export type PickStore = UseBoundStore<StoreApi<PickState>>;

/** A new hover and pick store (one per diagram: diagram/defineDiagram.ts). */
export const createPickStore = (): PickStore =>
  create<PickState>()((set) => ({
    hovered: null,
    selected: null,
    setHovered: (hovered) => set({ hovered }),
    select: (selected) => set({ selected }),
  }));
