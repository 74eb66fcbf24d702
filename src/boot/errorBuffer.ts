import type { PageErrorKind } from '../shared/errorReports';

/** An error the app itself noticed (a render error a boundary caught, a lead that could not be sent, …). */
export interface NotedError {
  kind: PageErrorKind;
  error: unknown;
}

/**
 * What waits for the error reporter (src/features/analytics/errorReporter.ts): the page's uncaught errors and
 * rejections as their events, and what the app noted. The reporter takes the queue over by replacing its `push`, so
 * whatever is pushed after that is reported at once.
 */
export type ErrorQueue = (ErrorEvent | PromiseRejectionEvent | NotedError)[];

declare global {
  interface Window {
    __errors?: ErrorQueue;
  }
}

/** How many errors wait at most for a reporter that may never come (a visitor who opts out of analytics). */
export const ERRORS_KEPT = 9;

/**
 * Runs inline in the `<head>` of every prerendered page, before anything is painted: keeps the page's uncaught
 * errors and unhandled rejections from the first paint on, a few at most, for the error reporter, which loads with
 * the analytics once the app has taken over (docs/errors.md). Errors of the page's scripts only: a failed image or
 * script load does not bubble to `window`.
 *
 * The page's inline script is this function's source text (src/boot/inlineScript.ts): it must not use anything
 * from outside its own body; how many it keeps (`ERRORS_KEPT`) is written into the script as its argument. It calls
 * the queue's own `push`, which the reporter replaces.
 */
export const keepEarlyErrors = (kept: number): void => {
  const queue: Event[] = [];
  const keep = (event: Event) => queue.length < kept && queue.push(event);
  (window as { __errors?: unknown }).__errors = queue;
  addEventListener('error', keep);
  addEventListener('unhandledrejection', keep);
};

/**
 * The app's way to report an error it caught itself: queued for the reporter (reported at once once it runs). Never
 * throws; does nothing on a page without the inline script (the dev server).
 */
export function noteError(kind: PageErrorKind, error: unknown): void {
  const queue = window.__errors;
  if (queue && queue.length < ERRORS_KEPT) queue.push({ kind, error });
}
