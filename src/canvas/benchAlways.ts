import { allViews, invalidateView } from './views';

/**
 * `?bench=always`, for the benchmark's idle-cost comparison only (bench/groups/cpu.mjs): every near view is drawn
 * whole at every animation frame, as a continuous render loop would. Nothing else knows of it. Returns its stop.
 */
export function drawEveryFrameForBench(): (() => void) | undefined {
  if (new URLSearchParams(window.location.search).get('bench') !== 'always') return undefined;
  let id = requestAnimationFrame(function frame() {
    for (const view of allViews()) if (view.near) invalidateView(view);
    id = requestAnimationFrame(frame);
  });
  return () => cancelAnimationFrame(id);
}
