import { noteError } from '../../boot/errorBuffer';
import { afterLoadWhenIdle, afterPaintWhenIdle, whenIdle } from '../../ui/idle';
import { analyticsAllowed } from './consent';
import { loadErrorReporter } from './loadErrorReporter';

type Tracker = typeof import('./tracker');

let tracker: Tracker | null = null;
let scheduled = false;
const pendingViews: string[] = [];

/**
 * A page view of the app (every route change), noted at once, so it comes before whatever the visitor does on that
 * page; the tracker records it once the page is painted and the browser idle (never on the way of the frame that shows
 * a page swapped in by a tap), or before the next event it records, whichever is first. Queued until the tracker has
 * loaded; nothing when opted out.
 */
export function notePageView(path: string): void {
  if (!analyticsAllowed()) return;
  pendingViews.push(path);
  if (tracker) afterPaintWhenIdle(tracker.recordViews);
}

/**
 * Loads the tracker (its own chunk: web-vitals and the beacons) once the app has taken over, after the page's
 * `load`, when the browser is idle and the visitor still, so it is never on the way of the first paint or of an
 * interaction.
 * Never for a visitor whose browser opts out (consent.ts).
 */
export function startAnalytics(): void {
  if (scheduled || !analyticsAllowed()) return;
  scheduled = true;
  const load = () =>
    void import('./tracker')
      // The chunk may arrive as the visitor acts again: the tracker starts once they are still.
      .then((module) => new Promise<Tracker>((ready) => whenIdle(() => ready(module))))
      .then((module) => {
        tracker = module;
        return module.start(() => pendingViews.splice(0));
      })
      // This page goes uncounted, and the page goes on; what failed is queued for the error reporter (docs/errors.md): a
      // step of the start that threw, as a rejection; the chunk that did not arrive (offline, or a deploy replaced it),
      // as a chunk failure, sent if a reporter runs on this page or on the one a reload brings.
      .catch((error: unknown) => noteError('rejection', error))
      // In an idle moment of its own, after the vitals' (its request inserts the chunk's preload links).
      .finally(() => whenIdle(loadErrorReporter));
  afterLoadWhenIdle(load, 5000);
}
