/**
 * The home hero's own look, written once: its two backdrops (each side's gradient, glows and dot grid) and the seam
 * along its diagonal. The CSS reads it, the build draws the desktop backdrops' pictures from it (backdrop.ts,
 * scripts/heroBackdropPlugin.ts: a saved change restarts the dev server), the `?debug` panel tunes it live and its
 * "Save to source" writes it back here (docs/decisions/0046-one-look-module-per-scene.md). Colours `#rrggbb`;
 * places and radii are fractions of the hero's box. The scenes drawn in it have looks of their own (the workflow's,
 * the talent network's).
 */
export const heroLook = {
  /** The hero's ground, under its backdrops. */
  base: '#050a14',
  solutions: {
    /** The linear gradient: CSS degrees clockwise from "to top", and its stops (0 to 1) from first to last. */
    angle: 165,
    stops: [
      { color: '#0c1a3a', at: 0 },
      { color: '#081127', at: 0.55 },
      { color: '#050b1a', at: 1 },
    ],
    /** Soft coloured glows over it, the uppermost first: centre and radii, colour, opacity at the centre. */
    glows: [
      { at: [0.18, 0.78], radius: [0.6, 0.7], color: '#2563eb', alpha: 0.3 },
      { at: [0.1, 0], radius: [0.5, 0.4], color: '#60a5fa', alpha: 0.18 },
    ],
  },
  talent: {
    angle: 195,
    stops: [
      { color: '#06292a', at: 0 },
      { color: '#04191c', at: 0.55 },
      { color: '#030f12', at: 1 },
    ],
    glows: [
      { at: [0.8, 0.75], radius: [0.55, 0.7], color: '#14b8a6', alpha: 0.26 },
      { at: [0.95, 0], radius: [0.45, 0.4], color: '#2dd4bf', alpha: 0.16 },
    ],
  },
  /** Where along its radius a glow has faded to transparent (CSS: `transparent 70%`). */
  glowFade: 0.7,
  /** Dots of `solid` px radius fading out by `fade` px, one per `pitch` px square. */
  dots: { color: '#94a3b8', alpha: 0.16, solid: 1, fade: 1.6, pitch: 26 },
  /** The glowing line along the diagonal: its colours from the top down, its opacity, its half-width (px). */
  seam: { colors: ['#60a5fa', '#e0f2fe', '#2dd4bf'], alpha: 0.85, halfWidth: 1 },
};

export type HeroLook = typeof heroLook;
