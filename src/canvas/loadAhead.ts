import { useWebgl } from '../store/webgl';
import { allViews, loadScene, subscribeViews } from './views';

/**
 * Loads the scene of every registered view as soon as the canvas is ready, near the screen or not (docs/view-layer.md,
 * "Compiling ahead"): each mounts and is prepared while the page is idle (compileAhead.ts), so the frame that brings
 * a view near only draws it. A view registered later (a page shown later) is loaded the same way. Returns the stop.
 */
export function loadViewsAhead(): () => void {
  const loadAll = () => {
    if (useWebgl.getState().status !== 'ready') return;
    for (const view of allViews()) loadScene(view);
  };
  const unsubscribeViews = subscribeViews(loadAll);
  const unsubscribeStatus = useWebgl.subscribe(loadAll);
  loadAll();
  return () => {
    unsubscribeViews();
    unsubscribeStatus();
  };
}
