import { errorLimits, pageErrorKinds, type PageErrorKind } from '../../src/shared/errorReports';
import { parseStack, type Frame } from './stack';

/*
 * The three shapes reports arrive in, read into one (docs/errors.md#the-endpoints): the page's own beacon, the
 * Reporting API's batch (`application/reports+json`) and CSP's older single report (`application/csp-report`).
 * Nothing here is trusted or kept yet: worker/errors/ingest.ts cleans and bounds every value.
 */

/** A report as it came, read but not yet cleaned. */
export interface IncomingReport {
  /** A page error's kind, or the browser's report type (`csp-violation`, `deprecation`, …). */
  kind: string;
  message: string;
  frames: Frame[];
  /** The page's address as the report names it (a browser's report), or its path (the page's own). */
  page: string;
  /** The build the page runs, as the page says; '' for a browser's report, which does not know it. */
  release: string;
  /** The visit's first error on its route (the page's own reports only). */
  first: boolean;
  /** What else the browser said (a CSP report's sample of the blocked code), shown with the sample. */
  detail: string;
  /** What a policy blocked, as the browser named it (an address, `inline`, `eval`); '' for other reports. */
  blocked: string;
}

export interface ReadReports {
  reports: IncomingReport[];
  /** Reports left out: not of any known shape, or past the number read from one request. */
  invalid: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const whole = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;

/**
 * The page's beacon (`{ reports: [...] }`, src/shared/errorReports.ts), or null when it is not one: 1 to
 * `errorLimits.reports` reports, each with a known kind, text where text is due and a true or false `first`. As with
 * the analytics beacons, a beacon the page's reporter could not have sent is refused whole.
 */
export function readPageBeacon(raw: unknown): ReadReports | null {
  if (!isObject(raw) || !Array.isArray(raw.reports)) return null;
  const list: unknown[] = raw.reports;
  if (list.length < 1 || list.length > errorLimits.reports) return null;
  const reports: IncomingReport[] = [];
  for (const item of list) {
    if (!isObject(item)) return null;
    const { kind, message, stack, path, release, first } = item;
    if (!pageErrorKinds.includes(kind as PageErrorKind)) return null;
    if (typeof message !== 'string' || typeof stack !== 'string' || typeof path !== 'string') return null;
    if (typeof release !== 'string' || typeof first !== 'boolean') return null;
    reports.push({
      kind: kind as PageErrorKind,
      message,
      frames: parseStack(stack.slice(0, errorLimits.stack)),
      page: path,
      release,
      first,
      detail: '',
      blocked: '',
    });
  }
  return { reports, invalid: 0 };
}

/** A report type as the Reporting API names them: `csp-violation`, `deprecation`, `permissions-policy-violation`. */
const REPORT_TYPE = /^[a-z][a-z0-9-]{0,39}$/;

/** The frame a report's body names (`sourceFile`, `lineNumber`, `columnNumber`), if it names one. */
function frameOf(file: unknown, line: unknown, column: unknown): Frame[] {
  const url = text(file);
  return url ? [{ fn: '', file: url, line: whole(line), column: whole(column), mapped: false }] : [];
}

/**
 * What a CSP violation blocked, as its message names it: inline code, eval and the like by their keyword, a load
 * by the origin it came from (its address is in the sample's detail), any other scheme by itself.
 */
function blockedThing(blocked: string): string {
  if (!blocked) return 'inline';
  try {
    const url = new URL(blocked);
    return /^(?:https?|wss?):$/.test(url.protocol) ? url.origin : url.protocol;
  } catch {
    return blocked;
  }
}

interface Violation {
  document: string;
  blocked: string;
  directive: string;
  file: unknown;
  line: unknown;
  column: unknown;
  sample: unknown;
}

const violationReport = (v: Violation): IncomingReport => ({
  kind: 'csp-violation',
  message: `${v.directive || 'unknown directive'} blocked ${blockedThing(v.blocked)}`,
  frames: frameOf(v.file, v.line, v.column),
  page: v.document,
  release: '',
  first: false,
  // What was blocked (cleaned like any address: no query) and the browser's sample of it.
  detail: [v.blocked, text(v.sample)].filter(Boolean).join(' · '),
  blocked: v.blocked,
});

/** One report of a Reporting API batch, or null when it has no type, body or page. */
function readReportingApi(item: unknown): IncomingReport | null {
  if (!isObject(item) || !isObject(item.body)) return null;
  const { type, url, body } = item;
  if (typeof type !== 'string' || !REPORT_TYPE.test(type) || typeof url !== 'string') return null;
  if (type === 'csp-violation')
    return violationReport({
      document: text(body.documentURL) || url,
      blocked: text(body.blockedURL),
      directive: text(body.effectiveDirective),
      file: body.sourceFile,
      line: body.lineNumber,
      column: body.columnNumber,
      sample: body.sample,
    });
  // Deprecation and intervention reports carry an id and a message; any other type is kept by what it says.
  return {
    kind: type,
    message: text(body.message) || text(body.id) || text(body.reason) || type,
    frames: frameOf(body.sourceFile, body.lineNumber, body.columnNumber),
    page: url,
    release: '',
    first: false,
    detail: text(body.id),
    blocked: '',
  };
}

/**
 * A browser's reports: a Reporting API batch (a JSON array, `application/reports+json`), of which the first
 * `errorLimits.policyReports` are read, or one CSP report of `report-uri` (`{"csp-report": {…}}`,
 * `application/csp-report`). Null when the body is neither.
 */
export function readBrowserReports(raw: unknown): ReadReports | null {
  if (Array.isArray(raw)) {
    const list: unknown[] = raw;
    const read = list.slice(0, errorLimits.policyReports).map(readReportingApi);
    const reports = read.filter((report) => report !== null);
    return { reports, invalid: list.length - reports.length };
  }
  if (!isObject(raw) || !isObject(raw['csp-report'])) return null;
  const report = raw['csp-report'];
  return {
    reports: [
      violationReport({
        document: text(report['document-uri']),
        blocked: text(report['blocked-uri']),
        directive:
          text(report['effective-directive']) || text(report['violated-directive']).split(' ')[0] || '',
        file: report['source-file'],
        line: report['line-number'],
        column: report['column-number'],
        sample: report['script-sample'],
      }),
    ],
    invalid: 0,
  };
}
