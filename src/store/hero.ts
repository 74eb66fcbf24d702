import { create } from 'zustand';
import { createEmitter } from './emitter';

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

/**
 * Per-frame values of the hero, written by the divider (no React) and read by the scenes when they draw:
 * the split in percent and each scene's clip line (a, b, c in the scene box frame, kept side ≥ 0). The divider
 * publishes a move; the scenes subscribe and redraw (only they change when the divider moves).
 */
export const heroFrame = {
  split: 60,
  clip: {
    workflow: [0, 0, 1] as [number, number, number],
    talent: [0, 0, 1] as [number, number, number],
  },
  /** Tells the scenes the clip lines moved. */
  clipMoved: createEmitter(),
};
