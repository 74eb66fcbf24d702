import { flushSync } from 'react-dom';
import { takeMenuClosers } from '../ui/closeWithPageSwap';
import { showFirstScreenFirst } from './firstScreen';

/**
 * How a tap on a link shows its page (docs/decisions/0033-pages-rendered-ahead-and-swapped-after-a-frame.md): the tap is answered in the next frame (the link it
 * followed looks pressed: `data-following`), and the page is swapped in the task after that frame, with no View
 * Transition (a transition renders one more frame to capture the old page before the swap can start: 150–250 ms at
 * 4× CPU). The page itself is rendered ahead (pagesAhead.ts), so the swap only reveals it. The frame after the tap paints little, so the tap's Event Timing duration (what INP
 * reports) stays short even when the page swapped in is large. A menu the link is in closes in the swap's task
 * (src/ui/closeWithPageSwap.ts).
 */

/** Set on the link a visitor followed, from the tap to its page on screen (GlobalStyle: a pressed look). */
export const FOLLOWING_ATTRIBUTE = 'data-following';

let clickedLink: HTMLAnchorElement | null = null;
let watching = false;

/** Notes the link a click lands on, for the swap that click may start in the same task. */
export function watchFollowedLinks(): void {
  if (watching) return;
  watching = true;
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      clickedLink = link instanceof HTMLAnchorElement ? link : null;
      // Forgotten in the next task: a navigation made later is not this click's.
      if (clickedLink) window.setTimeout(() => (clickedLink = null));
    },
    true,
  );
}

let latest = 0;

/**
 * Runs `swap` (a history push that shows another page) once the frame after the tap is painted, synchronously
 * rendered (flushSync) so the next frame shows the new page. A second navigation before the first has run replaces it.
 */
export function swapAfterNextPaint(swap: () => void): void {
  const link = clickedLink;
  link?.setAttribute(FOLLOWING_ATTRIBUTE, '');
  const close = takeMenuClosers();
  const ticket = ++latest;
  const run = () => {
    link?.removeAttribute(FOLLOWING_ATTRIBUTE);
    for (const closeMenu of close) closeMenu();
    if (ticket !== latest) return;
    flushSync(swap);
    showFirstScreenFirst();
  };
  // A hidden tab paints no frame: swap now.
  if (document.visibilityState !== 'visible') {
    run();
    return;
  }
  // requestAnimationFrame runs before the next frame's paint; a task queued from it runs after that paint.
  requestAnimationFrame(() => window.setTimeout(run));
}
