import { create } from 'zustand';
import { createEmitter, type Emitter } from './emitter';

export type HeroTab = 'solutions' | 'talent';

interface HeroState {
  /** The visible panel under 768px (Solutions / Talent tabs). */
  mobileTab: HeroTab;
  setMobileTab: (tab: HeroTab) => void;
}

export const useHero = create<HeroState>()((set) => ({
  mobileTab: 'solutions',
  setMobileTab: (mobileTab) => set({ mobileTab }),
}));

/** A hero diagram's clip line (a, b, c in its scene box frame, kept side ≥ 0) and the signal of its moves. */
export interface HeroClip {
  line: [number, number, number];
  readonly moved: Emitter;
}

const heroClip = (): HeroClip => ({ line: [0, 0, 1], moved: createEmitter() });

/**
 * Where the hero's diagonal cuts each diagram, written by the divider (features/hero/useSplit.ts, no React) and given
 * to each diagram's scene as its `clip` input: a move tells the scenes, which redraw the band it swept.
 */
export const heroClips = { workflow: heroClip(), talent: heroClip() };
