/**
 * Work the page does when nothing else needs the main thread (docs/decisions/0033-pages-rendered-ahead-and-swapped-after-a-frame.md,
 * docs/view-layer.md "Compiling ahead"):
 * pages rendered ahead, the scene canvas and its scenes. Each returns a function that cancels the task if it has not
 * run yet.
 */

/** Runs `task` when the browser is next idle, or after `timeout` ms at the latest; without idle callbacks (Safari), after a short pause. */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (window.requestIdleCallback) {
    const id = window.requestIdleCallback(() => task(), { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}

/**
 * Runs `task` once the next frame has been painted and the browser is idle: work that must not hold back the frame
 * that shows what the visitor just asked for (a page swapped in by a tap). A hidden tab paints no frame: there it
 * only waits for idle.
 */
export function afterPaintWhenIdle(task: () => void, timeout = 2000): () => void {
  if (document.visibilityState !== 'visible') return whenIdle(task, timeout);
  let cancel: () => void;
  // A callback of requestAnimationFrame runs before the frame is painted; a task it queues runs after.
  const frame = window.requestAnimationFrame(() => {
    const timer = window.setTimeout(() => {
      cancel = whenIdle(task, timeout);
    });
    cancel = () => window.clearTimeout(timer);
  });
  cancel = () => window.cancelAnimationFrame(frame);
  return () => cancel();
}
