/**
 * When a page's opening has been on the screen (docs/decisions/0061-an-opening-stays-until-it-has-been-on-the-screen.md):
 * the page replaces its opening no sooner, so the visitor sees the opening, and the browser's report of its paint
 * (Element Timing) still finds the opening's words in the document.
 */

/** The Element Timing identifier of an opening's heading and lead. */
export const OPENING_TIMING = 'page-opening';

/**
 * How long the page waits for the report of its opening's paint at most: the report comes some 100–200 ms after the
 * opening's commit on a slow phone, and a page must not wait on a report that never comes.
 */
export const LONGEST_WAIT_FOR_PAINT_MS = 500;

/** A report of an element's paint (Element Timing): the element while it is in the document. */
type ElementPaint = PerformanceEntry & { element?: Element | null };

/** Whether the browser reports the paint of an element marked `elementtiming` (Chromium; not Firefox or Safari). */
const reportsElementPaint = (): boolean =>
  typeof PerformanceObserver !== 'undefined' &&
  (PerformanceObserver.supportedEntryTypes ?? []).includes('element');

/** The opening's words the visitor reads first: the heading and the element after it (the home heading's gradient text is not reported). */
function wordsOf(hero: Element | null): Element[] {
  const heading = hero?.querySelector('h1');
  return heading ? [heading, heading.nextElementSibling].filter((e): e is Element => e !== null) : [];
}

/**
 * Calls `then`, in a task of its own, once the opening whose hero is `hero` has been on the screen:
 * - where the browser reports paints, when it reports the paint of the opening's heading or lead (each is marked for
 *   it here, before the frame that paints it), or after `LONGEST_WAIT_FOR_PAINT_MS`;
 * - elsewhere, in the task after the frame that follows the opening's frame (a task queued from an animation frame
 *   runs after that frame's paint);
 * - in a hidden tab, which paints no frame, at once.
 * Returns a function that cancels it.
 */
export function whenOpeningOnScreen(hero: Element | null, then: () => void): () => void {
  let done = false;
  let frame = 0;
  const timers: number[] = [];
  let observer: PerformanceObserver | null = null;
  const cancel = () => {
    done = true;
    cancelAnimationFrame(frame);
    for (const timer of timers) window.clearTimeout(timer);
    observer?.disconnect();
  };
  const finish = () => {
    if (done) return;
    cancel();
    // Not in the report's own task: every observer of that report reads it before the opening goes.
    window.setTimeout(then);
  };
  if (document.visibilityState !== 'visible') {
    finish();
    return cancel;
  }
  const words = wordsOf(hero);
  if (reportsElementPaint() && words.length > 0) {
    for (const element of words) element.setAttribute('elementtiming', OPENING_TIMING);
    observer = new PerformanceObserver((list) => {
      const painted = (entry: ElementPaint) => entry.element != null && words.includes(entry.element);
      if (list.getEntries().some(painted)) finish();
    });
    try {
      // Buffered: the report may come before this observer if the commit was not in the tap's task.
      observer.observe({ type: 'element', buffered: true });
      timers.push(window.setTimeout(finish, LONGEST_WAIT_FOR_PAINT_MS));
      return cancel;
    } catch {
      // A browser that lists the entry type but refuses to observe it: the frames below, as elsewhere.
      observer = null;
    }
  }
  const afterFrame = (next: () => void) => {
    frame = requestAnimationFrame(() => timers.push(window.setTimeout(next)));
  };
  afterFrame(() => afterFrame(finish));
  return cancel;
}
