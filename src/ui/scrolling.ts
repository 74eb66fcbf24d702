/** How long after the last scroll event the page counts as still again. */
export const SCROLL_SETTLE_MS = 150;

/**
 * Watches the page's scrolling: `started` runs on the first scroll event of a scroll, `settled` once the page has been
 * still for SCROLL_SETTLE_MS. What must not cost a scrolling frame waits between the two: the scene canvas' frames
 * (src/canvas/pageScroll.ts), the partner marquee's slide. Returns the stop (a scroll under way then just ends: no
 * `settled`).
 */
export function watchScrolling(started: () => void, settled: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onScroll = () => {
    if (timer === undefined) started();
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      settled();
    }, SCROLL_SETTLE_MS);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    window.removeEventListener('scroll', onScroll);
    clearTimeout(timer);
  };
}
