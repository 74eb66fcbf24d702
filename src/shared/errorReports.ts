/*
 * The errors and policy reports of visitors' browsers (docs/errors.md): what the page sends, where, and how much.
 * The page's reporter (src/features/analytics/errorReporter.ts) and the Worker (worker/errors/) share these.
 */

/** The page's own error reports (`navigator.sendBeacon`, JSON as text/plain). */
export const errorsEndpoint = '/api/errors';
/**
 * The browser's reports (the Reporting API's `application/reports+json`, and CSP's older `application/csp-report`):
 * named by `Reporting-Endpoints` and the policy's `report-to` and `report-uri` (host/headers.ts).
 */
export const reportsEndpoint = '/api/reports';

/**
 * What went wrong in the page:
 * - `error`: an uncaught error; `rejection`: an unhandled promise rejection;
 * - `render`: an error a React error boundary caught (the page, or the WebGL canvas);
 * - `chunk`: a script chunk that failed to load (often a deploy between two taps: the page then loads as a document);
 * - `webgl`: the WebGL context could not be created, or was lost and not restored (the scenes show their SVG);
 * - `lead`: the contact form's lead could not be sent after its retries (its status only, never its content).
 */
export const pageErrorKinds = ['error', 'rejection', 'render', 'chunk', 'webgl', 'lead'] as const;
export type PageErrorKind = (typeof pageErrorKinds)[number];

/** One error as the page reports it. */
export interface PageErrorReport {
  kind: PageErrorKind;
  message: string;
  /** The error's stack as the browser wrote it ('' when it has none). */
  stack: string;
  /** The page's path (no query): the Worker names the route. */
  path: string;
  /** The build the page runs (`data-release` on #root), '' when unknown. */
  release: string;
  /** Whether this is the visit's first error on this route (the tab's sessionStorage says): error-free visits. */
  first: boolean;
}

/** A beacon of the page's reporter. */
export interface ErrorBeacon {
  reports: PageErrorReport[];
}

export const errorLimits = {
  /** Reports per beacon. */
  reports: 10,
  /** Characters of a message, as sent and as kept. */
  message: 500,
  /** Characters of a stack as sent, and of a stack as kept once mapped. */
  stack: 4000,
  /** Frames of a stack kept. */
  frames: 20,
  /** Bytes of a page beacon's body: ten reports at their limits in any script fit. */
  body: 64 * 1024,
  /** Bytes of a browser's batch of reports; and how many of its reports are read. */
  policyBody: 64 * 1024,
  policyReports: 20,
  /** Reports of one error a page sends per minute, and in all: a loop that throws every frame sends one a minute. */
  perMinute: 1,
  perPage: 25,
} as const;

/** How the page's build is named: a hash of its files, 12 hex digits (scripts/prerender.mjs). */
export const RELEASE = /^[0-9a-f]{12}$/;

/**
 * The switch for tests that makes the app throw an error of its own code on purpose (src/app/testError.ts), and
 * how that error's message begins: the tests follow it from the page to the desk.
 */
export const TEST_ERROR_PARAM = 'throw-test-error';
export const TEST_ERROR_MESSAGE = 'Test error thrown on purpose';
