import { type FulfilledReactPromise, type PendingReactPromise, type RejectedReactPromise } from 'react';

// Requests for a page's code: its module (src/app/pageModules.ts) and its parts in chunks of their own (`pagePart`),
// tracked for React's `use`, and their failures told apart for the page's error boundary (src/app/PageBoundary.tsx).

/**
 * A module promise that says whether it has settled, in the fields React's `use` reads: a page whose chunk has
 * arrived renders in the same pass, without suspending. (`React.lazy` suspends the first time it renders whatever
 * the chunk's state, and React reveals a suspended boundary's content no sooner than 300 ms after its fallback: a
 * navigation to a prefetched page took that long.)
 */
export type TrackedPromise<T> = Promise<T> &
  (PendingReactPromise<T> | FulfilledReactPromise<T> | RejectedReactPromise<T>);

function track<T>(promise: Promise<T>): TrackedPromise<T> {
  const fields = promise as Promise<T> & { status: string; value?: T; reason?: unknown };
  fields.status = 'pending';
  promise.then(
    (value) => {
      fields.status = 'fulfilled';
      fields.value = value;
    },
    (reason: unknown) => {
      fields.status = 'rejected';
      fields.reason = reason;
    },
  );
  return promise as TrackedPromise<T>;
}

/** The errors of page modules' failed requests, to tell them from any other error a page throws. */
const failedLoads = new WeakSet<object>();

/**
 * Whether an error is a page module's failed request: what a page's boundary answers by loading the page as a
 * document (src/app/PageBoundary.tsx). Not any other chunk that says it failed: one a page lazily loads inside
 * itself is refused by the browser as the document is left (Firefox does), and that page must not load again then.
 */
export const isFailedPageLoad = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && failedLoads.has(error);

/**
 * A page module's request also fails when the document is being left while it is on its way: Firefox cancels it
 * then. Loading the page again at that moment would cancel the visitor's own navigation, so the boundary waits this
 * long after the document said it was being left (`beforeunload`); if the document is still here then (the
 * navigation was a download, a `mailto:` link, a 204), it loads the page. The listener is there only while a page
 * module is on its way: in Firefox a `beforeunload` listener keeps a page out of the back-forward cache.
 */
export const LEAVING_GRACE_MS = 3000;
let leavingAt = -Infinity;
/** Whether a page module has been requested: the first is the page the document opened on. */
let requestedOne = false;
let inFlight = 0;
const noteLeaving = () => {
  leavingAt = Date.now();
};

/**
 * Whether the document said it was being left within the last `LEAVING_GRACE_MS`, or the module of the page it
 * opened on failed within that time (below).
 */
export const mayBeLeaving = (): boolean => Date.now() - leavingAt < LEAVING_GRACE_MS;

function watchLeavingWhile(request: Promise<unknown>): void {
  // The prerender loads the pages too: no document is left there.
  if (typeof window === 'undefined') return;
  if (inFlight++ === 0) addEventListener('beforeunload', noteLeaving);
  const settled = () => {
    if (--inFlight === 0) removeEventListener('beforeunload', noteLeaving);
  };
  request.then(settled, settled);
}

/**
 * A request for a page's code (its module, or a part of it: `pagePart`), whose failure the page's boundary answers.
 * A part runs its request as its page's module runs: before the app's first render on the page the document opened
 * on, so it does not count as the page requested (`isPage`).
 */
export function requestPageCode<T>(load: () => Promise<T>, isPage: boolean): TrackedPromise<T> {
  const opening = !requestedOne;
  if (isPage) requestedOne = true;
  const request = load().catch((error: unknown) => {
    if (typeof error === 'object' && error !== null) failedLoads.add(error);
    // The page the document opened on is requested by the app's first render, and a visitor may have followed a
    // link before it began: Firefox then cancels the request, and no listener was there to hear the document being
    // left. Its failure counts as the document being left, which is far likelier than a deploy landing between the
    // page and its chunk (docs/errors.md#what-the-visitor-sees).
    if (opening) noteLeaving();
    throw error;
  });
  watchLeavingWhile(request);
  return track(request);
}

/** The parts requested so far that have not arrived: the app hydrates once they have (`partsInFlight`). */
const parts = new Set<TrackedPromise<unknown>>();

/**
 * A part of a page, in a chunk of its own (`pagePart`, src/ui/AfterFirstScreen.tsx), requested at once. A failed
 * request is the page's failed load: the page's boundary loads the page as a document.
 */
export function requestPagePart<T>(load: () => Promise<T>): TrackedPromise<T> {
  const promise = requestPageCode(load, false);
  parts.add(promise);
  const settled = () => void parts.delete(promise);
  promise.then(settled, settled);
  return promise;
}

/**
 * What the app waits for before it hydrates a prerendered page, or null: the page's parts still on their way. The
 * boot module has evaluated their chunks by then (the prerender lists them with the page's), so this is at most a few
 * microtasks; a part missing at hydration would render its placeholder where the server's HTML has the part.
 */
export const partsInFlight = (): Promise<unknown> | null =>
  parts.size === 0 ? null : Promise.allSettled([...parts]);

/** A page's part whose request waits for a moment of the page's choosing (`deferPagePart`). */
export interface DeferredPagePart<T> {
  /** Settles once the part has been requested and has arrived (or failed): pending until then. */
  readonly promise: TrackedPromise<T>;
  /** Whether `request` has been called. */
  readonly requested: () => boolean;
  /** Requests the part, once; later calls do nothing. Before the app hydrates, the hydration waits for it. */
  readonly request: () => void;
}

/**
 * A part of a page in a chunk of its own that is requested only when `request` is called, not when the page's module
 * runs: a phone's home page asks for the hero's desktop parts once the visitor reaches for them
 * (docs/decisions/0068-the-home-hero-s-desktop-parts-hydrated-when-a-phone-reaches-for-them.md). A failed request is
 * the page's failed load, as `requestPagePart`'s.
 */
export function deferPagePart<T>(load: () => Promise<T>): DeferredPagePart<T> {
  let requested = false;
  let start!: (request: Promise<T>) => void;
  const promise = track(new Promise<T>((resolve) => (start = resolve)));
  // Read by the page's boundary, through the part's component; its own rejection is not a second error.
  promise.catch(() => {});
  return {
    promise,
    requested: () => requested,
    request: () => {
      if (requested) return;
      requested = true;
      start(requestPageCode(load, false));
      // The hydration waits for this promise itself, which settles a few microtasks after the request's.
      parts.add(promise);
      const settled = () => void parts.delete(promise);
      promise.then(settled, settled);
    },
  };
}
