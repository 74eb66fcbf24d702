/**
 * Scene parameters the debug panel tunes live. Scenes read them when they draw (no React), so the panel costs
 * nothing in production, where it is never loaded.
 */
export const tuning = {
  /** Multiplies node radii of the talent network. */
  nodeScale: 1,
  /** Multiplies the brightness of highlights and pulses. */
  glow: 1,
  talentColor: '#2dd4bf',
  solutionsColor: '#60a5fa',
  edgeColor: '#94a3b8',
};

export type Tuning = typeof tuning;
