/**
 * The talent network's look, written once: the WebGL scene (TalentNetworkScene), the SVG (TalentNetworkSvg) and the
 * twins read it, the `?debug` panel tunes it live and its "Save to source" writes it back here
 * (docs/decisions/0046-one-look-module-per-scene.md). Colours `#rrggbb`, lengths in CSS pixels.
 */
export const talentLook = {
  /** Core radius of a node by size; the WebGL quad, the SVG disc and the twin's size follow it. */
  radius: { small: 4.5, medium: 6.5, large: 9.5 },
  /** Multiplies the highlights and pulses: the scene's glow, the SVG's halos. */
  glow: 1,
  /** Lit nodes and edges, node rings and halos, in both renderings. */
  color: '#2dd4bf',
  /** The idle edges, in both renderings. */
  edge: '#94a3b8',
  /** The scene: the pulse and the core of the node the signal reaches, and the dark of an idle node's disc. */
  core: '#ecfeff',
  base: '#041616',
  /** The SVG, which draws with strokes and fills what the scene shades (widths in px). */
  svg: {
    edge: { alpha: 0.22, width: 1 },
    lit: { alpha: 0.85, width: 1.5 },
    /** The edges of a hovered or picked node. */
    focus: { color: '#ccfbf1', alpha: 0.7, width: 1 },
    node: { fill: '#0c2b2b', ringAlpha: 0.75, ringWidth: 1.5 },
    /** The node the signal reaches, or hovered or picked. */
    active: { fill: '#ccfbf1', ring: '#ffffff' },
    /** A halo's radius in node radii, and its opacity on the trail and on the active node. */
    halo: { radius: 2.6, trail: 0.12, active: 0.28 },
  },
};

export type TalentLook = typeof talentLook;
