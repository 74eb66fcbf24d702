import { routeOf } from '../../src/shared/analyticsRules';
import { errorLimits, RELEASE } from '../../src/shared/errorReports';
import { sha256 } from '../hash';
import type { IncomingReport } from './reports';
import { mapFrames, type MapReader } from './sourceMaps';
import { frameText, isExtensionUrl, type Frame } from './stack';
import { cleanReportText, cleanUrl, messageShape, withoutContentHash, withoutUncaught } from './text';

/** Why a report was dropped rather than kept (each counted per day: `error_noise`). */
export type NoiseReason = 'extension' | 'cross-origin' | 'bot' | 'foreign' | 'invalid' | 'limited' | 'capped';

/** A report ready to be counted: every value cleaned and bounded, its group's fingerprint computed. */
export interface ReadyReport {
  fingerprint: string;
  kind: string;
  message: string;
  /** Where its stack starts, as the fingerprint takes it: a source file, or a script's address without its hash. */
  frame: string;
  /** The stack, mapped where the build's maps know it, one frame a line. */
  stack: string;
  route: string;
  release: string;
  browser: string;
  first: boolean;
}

export interface IngestContext {
  /** The site's origin: a report about another site's page is foreign, and only the site's scripts are mapped. */
  site: string;
  /** The release now deployed: a browser's report, which names none, counts for it. */
  deployed: string;
  browser: string;
  maps: MapReader;
}

const EXTENSION_IN_TEXT =
  /\b(?:chrome|moz|safari|safari-web|ms-browser)-extension:\/\/|\bwebkit-masked-url:/i;
/** What a browser says instead of a message when the error came from another origin's script (no stack either). */
const SCRIPT_ERROR = /^Script error\.?$/;

/** Why the report is noise, or null when it is about the site's own code. */
function noiseOf(report: IncomingReport, site: string): NoiseReason | null {
  if (
    report.frames.some((frame) => isExtensionUrl(frame.file)) ||
    isExtensionUrl(report.blocked) ||
    EXTENSION_IN_TEXT.test(report.message)
  )
    return 'extension';
  if (SCRIPT_ERROR.test(withoutUncaught(report.message).trim()) && report.frames.length === 0)
    return 'cross-origin';
  // A browser's report names the page by its address: another site may have pointed its own policy at this endpoint.
  if (!report.page.startsWith('/')) {
    try {
      if (new URL(report.page).origin !== site) return 'foreign';
    } catch {
      return 'foreign';
    }
  }
  return null;
}

/** A frame as it is kept: a source file as the map names it, a script's address as `cleanUrl` keeps it. */
const cleanFrame = (frame: Frame, site: string): Frame => ({
  ...frame,
  fn: cleanReportText(frame.fn, site, 100),
  file: cleanReportText(frame.mapped ? frame.file : cleanUrl(frame.file, site), site, 300),
});

/** The frame a group is known by: the first in the site's sources, else the first at all. */
function groupFrame(frames: readonly Frame[]): string {
  const top = frames.find((frame) => frame.mapped && frame.file.startsWith('src/')) ?? frames[0];
  if (!top) return '';
  return top.mapped ? top.file : withoutContentHash(top.file);
}

/** The route a report is about: one of the site's pages, or `(other)`. */
function routeOfPage(page: string): string {
  if (page.startsWith('/')) return routeOf(page.split(/[?#]/)[0] ?? '');
  try {
    return routeOf(new URL(page).pathname);
  } catch {
    return routeOf('');
  }
}

/**
 * The report cleaned, bounded, mapped to the sources and fingerprinted, or why it is noise. The fingerprint is a
 * hash of the kind, the message without its variable parts (`messageShape`) and the source file the stack starts in
 * (not its line, which moves whenever the file is edited above it): the same error in the next release is the same
 * group (docs/errors.md#grouping).
 */
export async function ingest(
  report: IncomingReport,
  context: IngestContext,
): Promise<ReadyReport | NoiseReason> {
  const { site } = context;
  const noise = noiseOf(report, site);
  if (noise) return noise;
  const frames = (await mapFrames(report.frames, site, context.maps)).map((frame) => cleanFrame(frame, site));
  const message =
    cleanReportText(withoutUncaught(report.message), site, errorLimits.message) || '(no message)';
  const detail = cleanReportText(report.detail, site, 200);
  const frame = groupFrame(frames);
  const fingerprint = (await sha256(`${report.kind}\n${messageShape(message)}\n${frame}`)).slice(0, 16);
  const lines = [...frames.map((f) => `at ${frameText(f)}`), ...(detail ? [detail] : [])];
  return {
    fingerprint,
    kind: report.kind,
    message,
    frame,
    stack: cleanReportText(lines.join('\n'), site, errorLimits.stack, true),
    route: routeOfPage(report.page),
    release: RELEASE.test(report.release)
      ? report.release
      : report.page.startsWith('/')
        ? 'unknown'
        : context.deployed,
    browser: context.browser,
    first: report.first,
  };
}
