import { ERRORS_KEPT, keepEarlyErrors } from '../../boot/errorBuffer';
import { errorLimits, errorsEndpoint, type PageErrorReport } from '../../shared/errorReports';
import { firstInVisit } from '../../store/visit';
import { useWebgl, type CanvasStatus } from '../../store/webgl';
import { describe, pageRelease, takeCarriedErrors, type DescribedError } from './errorRecords';

/*
 * The page's error reporter (docs/errors.md): one lazy chunk, loaded with the analytics tracker once the app has
 * taken over (loadAnalytics.ts), never for a visitor who opts out. It takes over the queue the inline script keeps
 * from the first paint (src/boot/errorBuffer.ts): the errors so far, then each one as it happens. Reports go to the
 * site's own endpoint with `navigator.sendBeacon`, a second after the error or as the page is hidden. The same
 * error is reported once a minute at most, and a page sends 25 at most: a loop that throws at every frame sends one
 * report a minute.
 */

const pending: PageErrorReport[] = [];
const lastReported = new Map<string, number>();
let reported = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

/** How long a lost WebGL context may take to come back before it is reported. */
export const LOST_CONTEXT_MS = 10_000;
/** How soon a report goes out: errors that come together go in one beacon. */
const SEND_AFTER_MS = 1000;

/** Sends what waits, in beacons of at most `errorLimits.reports` reports and `errorLimits.body` bytes. */
function send(): void {
  clearTimeout(timer);
  timer = undefined;
  while (pending.length > 0) {
    const reports = pending.splice(0, errorLimits.reports);
    let body = JSON.stringify({ reports });
    // Ten stacks at their limit in a script of four-byte characters are over the body's limit: the stacks go.
    if (new TextEncoder().encode(body).length > errorLimits.body)
      body = JSON.stringify({ reports: reports.map((report) => ({ ...report, stack: '' })) });
    navigator.sendBeacon(errorsEndpoint, body);
  }
}

function queue(report: Omit<PageErrorReport, 'first'>): void {
  pending.push({ ...report, first: firstInVisit('errors-seen', report.path).route });
  timer ??= setTimeout(send, SEND_AFTER_MS);
}

/** Reports an error of this page, unless the same was reported within the minute or the page reported enough. */
export function report(error: DescribedError): void {
  const now = Date.now();
  const key = `${error.kind}\n${error.message}`;
  if (
    reported >= errorLimits.perPage ||
    now - (lastReported.get(key) ?? -Infinity) < 60_000 / errorLimits.perMinute
  )
    return;
  lastReported.set(key, now);
  reported += 1;
  queue({ ...error, path: location.pathname, release: pageRelease() });
}

/**
 * The WebGL canvas's failures (src/store/webgl.ts): a context that could not be created, and one lost and not
 * restored within `LOST_CONTEXT_MS`. The scenes show their SVG renderings meanwhile; this only tells the owner.
 */
function watchWebgl(): void {
  let lost: ReturnType<typeof setTimeout> | undefined;
  const webgl = (message: string) => report({ kind: 'webgl', message, stack: '' });
  const seen = (status: CanvasStatus) => {
    clearTimeout(lost);
    if (status === 'failed')
      webgl('WebGL: the context could not be created; the scenes show their SVG renderings');
    if (status === 'lost')
      lost = setTimeout(() => {
        if (useWebgl.getState().status === 'lost')
          webgl(`WebGL: the context was lost and not restored within ${LOST_CONTEXT_MS / 1000} s`);
      }, LOST_CONTEXT_MS);
  };
  seen(useWebgl.getState().status);
  useWebgl.subscribe((state, previous) => {
    if (state.status !== previous.status) seen(state.status);
  });
}

/** Starts reporting: what the previous page carried over, what the inline script kept, then every error. */
export function start(): void {
  // A page without the inline script (the dev server) starts listening now.
  if (!window.__errors) keepEarlyErrors(ERRORS_KEPT);
  const errors = window.__errors ?? [];
  for (const carried of takeCarriedErrors()) queue(carried);
  const kept = errors.splice(0);
  errors.push = (...items) => {
    for (const item of items) report(describe(item));
    return 0;
  };
  for (const item of kept) report(describe(item));
  watchWebgl();
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && send());
  addEventListener('pagehide', send);
}
