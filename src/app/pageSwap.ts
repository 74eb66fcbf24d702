import { flushSync } from 'react-dom';
import { renderSwap } from '../ui/AfterFirstScreen';
import { takeMenuClosers } from '../ui/closeWithPageSwap';
import { showFirstScreenFirst } from './firstScreen';
import { warmRoute } from './pageModules';

/**
 * How a tap on a link shows its page (docs/decisions/0033-pages-rendered-ahead-and-swapped-after-a-frame.md): the tap is answered in the next frame (the link it
 * followed looks pressed: `data-following`), and the page is swapped in the task after that frame, with no View
 * Transition (a transition renders one more frame to capture the old page before the swap can start: 150–250 ms at
 * 4× CPU). The page itself is rendered ahead (pagesAhead.ts), so the swap only reveals it. The frame after the tap paints little, so the tap's Event Timing duration (what INP
 * reports) stays short even when the page swapped in is large. A menu the link is in closes in the swap's task
 * (src/ui/closeWithPageSwap.ts).
 */

/** Set on the link a visitor followed, from the tap to its page on screen (src/ui/globalCss.ts: a pressed look). */
export const FOLLOWING_ATTRIBUTE = 'data-following';

let clickedLink: HTMLAnchorElement | null = null;
let watching = false;

/** The site's own link under an event, if any: the address the app would swap in. */
const siteLinkOf = (event: Event): HTMLAnchorElement | null => {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  return link instanceof HTMLAnchorElement && link.origin === window.location.origin ? link : null;
};

/**
 * Notes the link a click lands on, for the swap that click may start in the same task; and starts loading a link's
 * page module as the finger or the button goes down on it, some 100 ms before its click (a page not rendered ahead,
 * as on a phone: docs/decisions/0045-a-phone-s-first-seconds.md).
 */
export function watchFollowedLinks(): void {
  if (watching) return;
  watching = true;
  document.addEventListener(
    'pointerdown',
    (event) => {
      const link = siteLinkOf(event);
      if (link && link.pathname !== window.location.pathname) void warmRoute(link.pathname).catch(() => {});
    },
    { capture: true, passive: true },
  );
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
 * How long a tap waits for its page's module before swapping anyway (the page's placeholder then shows until it
 * arrives): past this, a visitor on a slow link sees the page change, not only the pressed link.
 */
export const LONGEST_WAIT_FOR_MODULE_MS = 1000;

/**
 * Runs `swap` (a history push that shows another page) once the frame after the tap is painted and `module` (the
 * new page's module, when it is still on its way and the page has no opening to show meanwhile:
 * src/app/PageOpening.tsx) has arrived or `LONGEST_WAIT_FOR_MODULE_MS` has passed, synchronously rendered (flushSync)
 * so the next frame shows the new page. Until then the old page stays, its link pressed: a page swapped in before its
 * module would commit its placeholder, and React shows what replaces a placeholder no sooner than 300 ms later. A
 * second navigation before the first has run replaces it.
 */
export function swapAfterNextPaint(swap: () => void, module?: PromiseLike<unknown>): void {
  const link = clickedLink;
  link?.setAttribute(FOLLOWING_ATTRIBUTE, '');
  const close = takeMenuClosers();
  const ticket = ++latest;
  const run = () => {
    link?.removeAttribute(FOLLOWING_ATTRIBUTE);
    for (const closeMenu of close) closeMenu();
    if (ticket !== latest) return;
    // A page not rendered ahead renders its first screen now, the rest after the frame (src/ui/AfterFirstScreen.tsx).
    renderSwap(() => flushSync(swap));
    showFirstScreenFirst();
  };
  const arrived = module
    ? new Promise<void>((resolve) => {
        window.setTimeout(resolve, LONGEST_WAIT_FOR_MODULE_MS);
        module.then(
          () => resolve(),
          () => resolve(),
        );
      })
    : null;
  const runOnceArrived = () => (arrived ? void arrived.then(() => window.setTimeout(run)) : run());
  // A hidden tab paints no frame: swap now.
  if (document.visibilityState !== 'visible') {
    runOnceArrived();
    return;
  }
  // requestAnimationFrame runs before the next frame's paint; a task queued from it runs after that paint.
  requestAnimationFrame(() => window.setTimeout(runOnceArrived));
}
