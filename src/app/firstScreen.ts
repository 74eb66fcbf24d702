import { hiddenAhead } from './pagesAhead';

/**
 * A page a tap reveals shows its first screen first (docs/decisions/0043-the-first-screen-first.md): its outermost
 * elements below the first screen are held for one frame (`data-held`: `content-visibility: hidden`, src/ui/globalCss.ts),
 * so the frame that shows the new heading styles, lays out and paints only what the visitor sees. They are released
 * in the task after that frame, and the next frame renders them, before the visitor can have scrolled to them.
 */

/** Set on a revealed page's outermost elements below the first screen for its first frame. */
export const HELD_ATTRIBUTE = 'data-held';

/** The outermost elements of the page shown: `<main>`'s children that `<Activity>` does not hide. */
function shownPageElements(): HTMLElement[] {
  const main = document.querySelector('main');
  if (!main) return [];
  return [...main.children].filter(
    (element): element is HTMLElement => element instanceof HTMLElement && !hiddenAhead(element),
  );
}

let latest = 0;

const holds = (): boolean => typeof CSS !== 'undefined' && CSS.supports('content-visibility', 'hidden');

/**
 * Called in the task that has just swapped a page in (the page is in the document, not yet styled): holds its
 * outermost elements; in the frame, releases those that begin above the bottom of the viewport (so nothing on the
 * first screen waits), in order, as each one's top is known. The rest are released in the task after that frame. An
 * engine without `content-visibility`, or a hidden tab, shows the whole page at once, as before.
 */
export function showFirstScreenFirst(): void {
  if (!holds() || document.visibilityState !== 'visible') return;
  releaseAll();
  const held = shownPageElements();
  if (held.length === 0) return;
  for (const element of held) element.setAttribute(HELD_ATTRIBUTE, '');
  const hold = ++latest;
  requestAnimationFrame(() => {
    if (hold !== latest) return; // another page was swapped in before this frame
    // The frame's own style and layout, asked for here one element at a time: each answer needs only what the
    // elements above it take up, and the first held one that begins below the viewport ends the first screen.
    for (const element of held) {
      if (element.getBoundingClientRect().top >= window.innerHeight) break;
      element.removeAttribute(HELD_ATTRIBUTE);
    }
    window.setTimeout(releaseAll);
  });
}

function releaseAll(): void {
  for (const element of document.querySelectorAll(`[${HELD_ATTRIBUTE}]`))
    element.removeAttribute(HELD_ATTRIBUTE);
}
