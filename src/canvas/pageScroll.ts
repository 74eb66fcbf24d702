import { watchScrolling } from '../ui/scrolling';

/**
 * While the page scrolls, the canvas draws nothing (frameLoop.ts): it scrolls with the page, so what it shows stays
 * right, and a change (a tick, a spring) waits until the page is still again, when one frame draws it. A frame drawn
 * during a scroll would cost the scroll its smoothness under software GL: the draw, the copy of the drawing buffer
 * and the compositing of the canvas, on top of the scroll's own.
 */

export { SCROLL_SETTLE_MS } from '../ui/scrolling';

let scrolling = false;

/** Whether the page is scrolling now. */
export const pageScrolling = (): boolean => scrolling;

/** Watches the page's scrolling; `settled` runs when it stops (the canvas draws what waited). Returns the stop. */
export function watchPageScroll(settled: () => void): () => void {
  const stop = watchScrolling(
    () => (scrolling = true),
    () => {
      scrolling = false;
      settled();
    },
  );
  return () => {
    stop();
    scrolling = false;
  };
}
