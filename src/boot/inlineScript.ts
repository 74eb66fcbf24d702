import { captureEarlyInput } from './earlyInput';
import { ERRORS_KEPT, keepEarlyErrors } from './errorBuffer';
import { installPlatformFallbacks } from './platformFallbacks';
import { noteVisit, visitFields } from './visit';

/**
 * The one inline `<head>` script of every prerendered page, run before the first paint: the buffer of the page's
 * errors (kept for the error reporter, which loads with the analytics), the fallbacks for platform features the
 * browser lacks, the tab's visit and the form presets of calls to action (for a lead's source), then the recorder of
 * what the visitor does until the app takes over. It is the functions' own source text, so each must be self-contained; the CSP allows exactly
 * this text by its hash (scripts/prerender.mjs).
 */
export const inlineBootScript = [
  `(${keepEarlyErrors.toString()})(${ERRORS_KEPT});`,
  `(${installPlatformFallbacks.toString()})();`,
  // The visit's field names, from the one list of a lead's source fields, written into the script's text.
  `(${noteVisit.toString()})(${JSON.stringify(visitFields)});`,
  `(${captureEarlyInput.toString()})();`,
].join('');
