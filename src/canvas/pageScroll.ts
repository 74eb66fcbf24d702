/**
 * While the page scrolls, the canvas draws nothing (frameLoop.ts): it scrolls with the page, so what it shows stays
 * right, and a change (a tick, a spring) waits until the page is still again, when one frame draws it. A frame drawn
 * during a scroll would cost the scroll its smoothness under software GL: the draw, the copy of the drawing buffer
 * and the compositing of the canvas, on top of the scroll's own.
 */

/** How long after the last scroll event the page counts as still. */
export const SCROLL_SETTLE_MS = 150;

let scrolling = false;

/** Whether the page is scrolling now. */
export const pageScrolling = (): boolean => scrolling;

/** Watches the page's scrolling; `settled` runs when it stops (the canvas draws what waited). Returns the stop. */
export function watchPageScroll(settled: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onScroll = () => {
    scrolling = true;
    clearTimeout(timer);
    timer = setTimeout(() => {
      scrolling = false;
      settled();
    }, SCROLL_SETTLE_MS);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    window.removeEventListener('scroll', onScroll);
    clearTimeout(timer);
    scrolling = false;
  };
}
