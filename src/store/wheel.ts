import { create } from 'zustand';
import type { WheelId } from '../content/types';
import { createEmitter } from './emitter';

interface WheelState {
  /** The segment whose panel shows on desktop; the first service until the visitor picks another. */
  selected: WheelId;
  /** The segment under the pointer, if any. Changes only when the pointer crosses into another segment. */
  hovered: WheelId | null;
  select: (id: WheelId) => void;
  setHovered: (id: WheelId | null) => void;
}

export const useWheel = create<WheelState>()((set, get) => ({
  selected: 'ai-automation',
  hovered: null,
  select: (selected) => {
    if (get().selected !== selected) set({ selected });
  },
  // Pointer moves call this on every event; committing only a change keeps subscribers quiet within a segment.
  setHovered: (hovered) => {
    if (get().hovered !== hovered) set({ hovered });
  },
}));

/** Slot of the hub centre in `wheelAnchors.xy`, after the six segments' pairs. */
export const HUB_ANCHOR = 12;

/**
 * Screen anchors as fractions of the wheel box: segment i at (xy[2i], xy[2i + 1]), the hub at HUB_ANCHOR.
 * Written by the WebGL scene after it projects them, read by the DOM twins. Mutable on purpose: it changes with
 * frames, never through React state.
 */
const anchorsMoved = createEmitter();

export const wheelAnchors = {
  xy: new Float32Array(HUB_ANCHOR + 2),
  /** True once the scene has written real projections. */
  live: false,
  publish(): void {
    this.live = true;
    anchorsMoved.emit();
  },
  subscribe: anchorsMoved.subscribe,
};

/**
 * The WebGL wheel's hit test, set by the scene while it is mounted: a point given as fractions of the wheel box
 * → the index of the segment drawn there, or -1. The DOM layer above the canvas calls it on pointer moves.
 */
export const wheelPicker: { pick: ((x: number, y: number) => number) | null } = { pick: null };
