import type { ErrorQueue } from '../../boot/errorBuffer';
import { errorLimits, type PageErrorKind, type PageErrorReport } from '../../shared/errorReports';
import { analyticsAllowed } from './consent';

/*
 * What the page reports of an error (docs/errors.md#what-the-page-sends): its kind, its message, its stack, the page
 * and the build. Shared by the reporter (errorReporter.ts) and the page that reloads after a chunk failed to load
 * (src/app/PageBoundary.tsx), which carries what the reporter had no time to send to the next page.
 */

/** An error as the page reports it, before the page and the visit are added. */
export interface DescribedError {
  kind: PageErrorKind;
  message: string;
  stack: string;
}

// How each engine says that a script chunk could not be loaded (a deploy replaced it, or the network failed):
// Chromium, Firefox, Safari.
const CHUNK_FAILED =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

const messageOf = (error: unknown): string =>
  error instanceof Error
    ? `${error.name}: ${error.message}`
    : typeof error === 'string'
      ? error
      : String(error);

/** Whether an error (or its message) says that a script chunk failed to load. */
export const isChunkLoadError = (error: unknown): boolean => CHUNK_FAILED.test(messageOf(error));

/** The error's message and stack, as far as the browser tells them. */
function describeError(kind: PageErrorKind, error: unknown, fallback = ''): DescribedError {
  const stack = error instanceof Error && typeof error.stack === 'string' ? error.stack : fallback;
  const message = error === null || error === undefined ? '' : messageOf(error);
  return {
    kind: isChunkLoadError(error) ? 'chunk' : kind,
    message: message.slice(0, errorLimits.message),
    stack: stack.slice(0, errorLimits.stack),
  };
}

/** One item of the error queue (src/boot/errorBuffer.ts) as the page reports it. */
export function describe(item: ErrorQueue[number]): DescribedError {
  if ('kind' in item) return describeError(item.kind, item.error);
  if (item.type === 'unhandledrejection')
    return describeError('rejection', (item as PromiseRejectionEvent).reason);
  const event = item as ErrorEvent;
  // Without the error itself (another origin's script: "Script error."), the event's own message and place.
  if (!(event.error instanceof Error)) {
    const place = event.filename ? `    at ${event.filename}:${event.lineno}:${event.colno}` : '';
    return { ...describeError('error', event.error ?? event.message, place), message: event.message };
  }
  return describeError('error', event.error);
}

/** The release the page runs, as the prerenderer named it on #root (scripts/prerender.mjs). */
export const pageRelease = (): string => document.getElementById('root')?.dataset.release ?? '';

const CARRIED_KEY = 'errors-carried';

/**
 * Keeps the errors still waiting for the reporter in the tab's sessionStorage, for the next page's reporter: the page
 * is about to load again as a document (a chunk failed to load), and a reporter that never loaded cannot send them.
 * Nothing for a visitor who opts out of analytics, who gets no reporter either.
 */
export function carryErrorsToNextPage(): void {
  const queue = window.__errors;
  if (!queue || queue.length === 0 || !analyticsAllowed()) return;
  const carried: Omit<PageErrorReport, 'first'>[] = queue.splice(0).map((item) => ({
    ...describe(item),
    path: location.pathname,
    release: pageRelease(),
  }));
  try {
    sessionStorage.setItem(CARRIED_KEY, JSON.stringify(carried));
  } catch {
    // Storage blocked: they are lost with the page.
  }
}

/** What the previous page carried over (its errors, described), taken once. */
export function takeCarriedErrors(): Omit<PageErrorReport, 'first'>[] {
  try {
    const carried = JSON.parse(sessionStorage.getItem(CARRIED_KEY) ?? '[]') as unknown;
    sessionStorage.removeItem(CARRIED_KEY);
    return Array.isArray(carried)
      ? (carried as Omit<PageErrorReport, 'first'>[]).slice(0, errorLimits.reports)
      : [];
  } catch {
    return [];
  }
}
