import { createEmitter } from '../store/emitter';

/**
 * Scene parameters the debug panel tunes live. The panel writes them and publishes; scenes subscribe and redraw
 * (a new node scale lays the nodes out again, a colour sets a uniform). In production the panel is never loaded,
 * nothing publishes and the subscriptions cost nothing.
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

const tuned = createEmitter();
export const subscribeTuning = tuned.subscribe;

/** Applies new values and tells the scenes. */
export function setTuning(values: Partial<Tuning>): void {
  Object.assign(tuning, values);
  tuned.emit();
}
