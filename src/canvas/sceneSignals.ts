/**
 * The scene layer's signals to tests and the benchmark, all published here (docs/view-layer.md, "Signals"): the
 * attributes on `<html>` (`data-scene-rest`, `data-scene-ready`, `data-scene-ticks`) and `window.__scene`.
 *
 * `window.__scene`: counters the benchmark and tests read, written without React renders.
 * - frames: frames in which the canvas drew (a view changed); calls: draw calls of the last such frame; area: the
 *   CSS pixels it cleared and drew (whole views, or only the part a tick changed);
 * - contexts: WebGL contexts this page created; ready: every scene slot on screen has drawn;
 * - memory: geometries and textures the renderer holds (they must return to their count after a round trip);
 * - ticking: the scene ticks run (a slot on screen, tab visible, motion allowed, not frozen);
 * - setTick(n): freezes every tick channel at tick n and redraws (deterministic screenshots).
 */
export interface SceneStats {
  frames: number;
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
  setTick: (tick: number) => void;
}

declare global {
  interface Window {
    __scene?: SceneStats;
  }
}

const stats: SceneStats = {
  frames: 0,
  calls: 0,
  area: 0,
  contexts: 0,
  ready: true,
  pending: 0,
  memory: { geometries: 0, textures: 0 },
  dprChanges: 0,
  ticking: false,
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
