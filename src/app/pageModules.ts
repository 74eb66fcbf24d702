import { use, type FulfilledReactPromise, type PendingReactPromise, type RejectedReactPromise } from 'react';

/** Each page is its own chunk, so a visitor downloads only the page they open. */
const loaders = {
  home: () => import('../pages/HomePage'),
  about: () => import('../pages/AboutPage'),
  service: () => import('../pages/ServicePage'),
  industry: () => import('../pages/IndustryPage'),
  comingSoon: () => import('../pages/ComingSoonPage'),
  notFound: () => import('../pages/NotFoundPage'),
} as const;

export type PageKind = keyof typeof loaders;

type PageModule<K extends PageKind> = Awaited<ReturnType<(typeof loaders)[K]>>;

/**
 * A module promise that says whether it has settled, in the fields React's `use` reads: a page whose chunk has
 * arrived renders in the same pass, without suspending. (`React.lazy` suspends the first time it renders whatever
 * the chunk's state, and React reveals a suspended boundary's content no sooner than 300 ms after its fallback: a
 * navigation to a prefetched page took that long.)
 */
type TrackedPromise<T> = Promise<T> &
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

const modules = new Map<PageKind, TrackedPromise<unknown>>();
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
 * The page's module, requested once. A failed request stays failed, so the page that needs it reads the failure
 * (`use` throws it to the page's error boundary, which loads the page as a document: src/app/PageBoundary.tsx)
 * instead of requesting it again at every render and never settling: a dead tap.
 */
export function loadPage<K extends PageKind>(kind: K): TrackedPromise<PageModule<K>> {
  const known = modules.get(kind) as TrackedPromise<PageModule<K>> | undefined;
  if (known) return known;
  const opening = !requestedOne;
  requestedOne = true;
  const request = loaders[kind]().catch((error: unknown) => {
    if (typeof error === 'object' && error !== null) failedLoads.add(error);
    // The page the document opened on is requested by the app's first render, and a visitor may have followed a
    // link before it began: Firefox then cancels the request, and no listener was there to hear the document being
    // left. Its failure counts as the document being left, which is far likelier than a deploy landing between the
    // page and its chunk (docs/errors.md#what-the-visitor-sees).
    if (opening) noteLeaving();
    throw error;
  });
  watchLeavingWhile(request);
  const promise = track(request as Promise<PageModule<K>>);
  modules.set(kind, promise);
  return promise;
}

/** The default export of a page module; suspends only while its chunk is on its way. */
export function usePageComponent<K extends PageKind>(kind: K): PageModule<K>['default'] {
  return use(loadPage(kind)).default;
}

/**
 * A page's module requested ahead of a need (src/app/pagesAhead.ts): a failed warm-up leaves no trace (offline, say),
 * so the page's own navigation requests it again.
 */
export function warmPage<K extends PageKind>(kind: K): Promise<PageModule<K>> {
  const promise = loadPage(kind);
  promise.catch(() => modules.get(kind) === promise && modules.delete(kind));
  return promise;
}
