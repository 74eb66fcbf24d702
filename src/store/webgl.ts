import { create } from 'zustand';

/**
 * Life of the one shared WebGL canvas.
 * - `off`: nothing asked for it yet (mobile, other routes, no WebGL): no three.js downloaded.
 * - `loading`: a scene slot asked; the lazy canvas chunk is loading or the context is being created.
 * - `ready`: the context exists and draws.
 * - `lost`: the context was lost; slots show their DOM/SVG fallback until it is restored.
 * - `failed`: no WebGL or context creation failed; the fallbacks serve for the rest of the visit.
 * - `declined`: WebGL works, but its compiles would hold the main thread (no parallel compile): the SVG scenes serve
 *   for the rest of the visit (docs/decisions/0040).
 */
export type CanvasStatus = 'off' | 'loading' | 'ready' | 'lost' | 'failed' | 'declined';

/** Whether the slots keep their SVG renderings for the rest of the visit. */
export const svgForTheVisit = (status: CanvasStatus): boolean => status === 'failed' || status === 'declined';

interface WebglState {
  status: CanvasStatus;
  /** Scene slots currently mounted in WebGL mode (the canvas is hidden and idle at zero). */
  slots: number;
  /** Scene slots currently intersecting the viewport (ticks and scroll redraws pause at zero). */
  visibleSlots: number;
  /** A continuous interaction (divider drag) is running: the canvas may watch its frame rate. */
  interacting: boolean;
  /**
   * Contexts restored after a loss. A restore brings back what three uploads from data (geometry, images), not what
   * was rendered on the GPU (an environment map): a scene that renders such a thing renders it again when this
   * changes.
   */
  restores: number;
  /** The `?debug` panel shows every scene in its SVG rendering, for comparison: the slots leave the canvas. */
  forceSvg: boolean;
  /** Counts the `?debug` panel's tunings of the scenes' looks (store/looks.ts): what draws them draws again. */
  looks: number;
  /** Asks for the canvas: latched, so the canvas outlives the page that created it. */
  request: () => void;
  setStatus: (status: CanvasStatus) => void;
  /** The context is back after a loss: ready again, with `restores` counted. */
  restored: () => void;
  addSlot: () => () => void;
  setSlotVisible: (visible: boolean) => void;
  setInteracting: (interacting: boolean) => void;
}

export const useWebgl = create<WebglState>()((set, get) => ({
  status: 'off',
  slots: 0,
  visibleSlots: 0,
  interacting: false,
  restores: 0,
  forceSvg: false,
  looks: 0,
  request: () => {
    if (get().status === 'off') set({ status: 'loading' });
  },
  setStatus: (status) => set({ status }),
  restored: () => set((s) => ({ status: 'ready', restores: s.restores + 1 })),
  addSlot: () => {
    set((s) => ({ slots: s.slots + 1 }));
    return () => set((s) => ({ slots: s.slots - 1 }));
  },
  setInteracting: (interacting) => set({ interacting }),
  setSlotVisible: (visible) =>
    set((s) => ({ visibleSlots: Math.max(0, s.visibleSlots + (visible ? 1 : -1)) })),
}));
