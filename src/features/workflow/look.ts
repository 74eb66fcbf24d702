/**
 * The workflow diagram's look, written once: the WebGL scene (WorkflowScene, its decals), the SVG (WorkflowSvg), the
 * twins' CSS, the step details and the service heroes' pictures read it; the `?debug` panel tunes it live and its
 * "Save to source" writes it back here (docs/decisions/0046-one-look-module-per-scene.md). Colours `#rrggbb`.
 * Where the tiles sit and how big they are is the layout (layout.ts), which the hero's art box is measured against.
 */
export const workflowLook = {
  /** Accent of each node type: a tile's border and glow, its icon, its badge in the step details. */
  color: { trigger: '#fbbf24', action: '#60a5fa', decision: '#a78bfa', service: '#22d3ee' },
  /** The light along the connection into the reached step, in both renderings. */
  flow: '#60a5fa',
  /** Multiplies the scene's glows, ripples and travelling spots. */
  glow: 1,
  /** The scene: its idle dashed connections, and a tile's glass from its top to its bottom (linear RGB, 0–1). */
  edge: '#64748b',
  glass: [
    [0.035, 0.06, 0.13],
    [0.07, 0.1, 0.2],
  ],
  /** A step's icon: its size in percent of the tile, and how much it grows while the step is hovered. */
  icon: { size: 44, grow: 1.12 },
  /** The badge under a step's tile: colour, size (rem), tracking (em) and gap below the tile (px); on a phone too. */
  badge: {
    color: '#cbd5e1',
    sizeRem: 0.6875,
    letterSpacingEm: 0.08,
    gap: 8,
    phone: { sizeRem: 0.5625, letterSpacingEm: 0.05, gap: 4 },
  },
  /** The SVG, which draws with strokes and fills what the scene shades (lengths in px). */
  svg: {
    /** Idle connections, dashed (dash and gap), and the lit one. */
    edge: { color: '#94a3b8', alpha: 0.3, width: 1.5, dash: [4, 5] },
    lit: { width: 2 },
    /** A tile, with its corner radius (square tiles, the decision's diamond), and the reached step's. */
    tile: { color: '#0f172a', alpha: 0.9, border: 1.5, corner: 12, diamondCorner: 6 },
    active: { color: '#1e3a8a', alpha: 0.95 },
    /** The halo of the reached or focused step: its size in tile sizes, and its opacity. */
    halo: { size: 1.45, alpha: 0.22 },
  },
};

export type WorkflowLook = typeof workflowLook;
