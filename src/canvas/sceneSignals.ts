/**
 * The scene layer's signals to tests and the benchmark, all published here, without React renders: the `<html>`
 * attributes `data-scene-rest`, `-ready` and `-ticks`, and `window.__scene` (each listed in docs/view-layer.md,
 * "Signals"). `frames`: frames that drew (`settledFrames`: outside a tick's transition); `calls` and `area`: draw
 * calls and CSS pixels of the last one.
 */
export interface SceneStats {
  frames: number;
  settledFrames: number;
  calls: number;
  area: number;
  contexts: number;
  ready: boolean;
  /** Slots on screen that have not drawn yet. */
  pending: number;
  /** GPU resources alive in the renderer (renderer.info.memory), as of the last frame. */
  memory: { geometries: number; textures: number };
  /** Times the canvas changed its pixel ratio (PerformanceMonitor during a drag): one canvas commit each. */
  dprChanges: number;
  ticking: boolean;
  /** Whether a tick eases in (false: a step, where the GL draws in software; tickScheduler.ts `easeTicks`). */
  transitions: boolean;
  setTick: (tick: number) => void;
}

declare global {
  interface Window {
    __scene?: SceneStats;
  }
}

const stats: SceneStats = {
  frames: 0,
  settledFrames: 0,
  calls: 0,
  area: 0,
  contexts: 0,
  ready: true,
  pending: 0,
  memory: { geometries: 0, textures: 0 },
  dprChanges: 0,
  ticking: false,
  transitions: true,
  setTick: () => {},
};

/** The page's one stats object (kept on window, so every module instance shares it). */
export function sceneStats(): SceneStats {
  if (typeof window === 'undefined') return stats;
  window.__scene ??= stats;
  return window.__scene;
}

/** Writes one `data-scene-*` attribute on `<html>`, only when it changes. */
function publish(name: 'sceneRest' | 'sceneReady' | 'sceneTicks', value: string): void {
  if (typeof document === 'undefined') return;
  const data = document.documentElement.dataset;
  if (data[name] !== value) data[name] = value;
}

/** Tracks slots waiting for their first frame and mirrors readiness on `<html data-scene-ready>`. */
export function markSlotPending(delta: 1 | -1): void {
  const s = sceneStats();
  s.pending = Math.max(0, s.pending + delta);
  s.ready = s.pending === 0;
  publish('sceneReady', String(s.ready));
}

/** `<html data-scene-rest>`: every view near the screen is at rest (views.ts decides; screenshots wait for it). */
export const publishRest = (rest: boolean): void => publish('sceneRest', String(rest));

/** `<html data-scene-ticks>` and `__scene.ticking`: whether the ticks run (tickScheduler.ts decides). */
export function publishTicks(state: 'running' | 'paused' | 'frozen'): void {
  sceneStats().ticking = state === 'running';
  publish('sceneTicks', state);
}
