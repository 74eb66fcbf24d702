import { allViews, invalidateView } from './views';

/**
 * `?bench=always`, for the benchmark's idle-cost comparison only (bench/groups/cpu.mjs): every near view is drawn
 * whole at every animation frame, what a continuous render loop would cost. Nothing else in the scene layer knows of
 * it. Returns its stop (an effect's cleanup).
 */
export function drawEveryFrameForBench(): (() => void) | undefined {
  if (new URLSearchParams(window.location.search).get('bench') !== 'always') return undefined;
  let id = requestAnimationFrame(function frame() {
    for (const view of allViews()) if (view.near) invalidateView(view);
    id = requestAnimationFrame(frame);
  });
  return () => cancelAnimationFrame(id);
}
