import { SITE_FONT_FAMILY } from '../shared/siteFont';
import { captureEarlyInput } from './earlyInput';
import { ERRORS_KEPT, keepEarlyErrors } from './errorBuffer';
import { installPlatformFallbacks } from './platformFallbacks';
import { noteVisit, visitFields } from './visit';

/**
 * The one inline `<head>` script of every prerendered page, run before the first paint: the buffer of the page's
 * errors (kept for the error reporter, which loads with the analytics), the fallbacks for platform features the
 * browser lacks, the tab's visit and the form presets of calls to action (for a lead's source), the recorder of
 * what the visitor does until the app takes over, and last the request for the site font's face. It is the
 * functions' own source text, so each must be self-contained; the CSP allows exactly this text by its hash
 * (scripts/prerender.mjs), which puts it after the font's `@font-face` rules.
 *
 * The font: a browser decodes a font file only when a layout first finds text that needs it, so on a slow phone the
 * preloaded file sat unused until the first layout, and the first paint was in the fallback font, its lines reflowing
 * when the face was ready. Asked for here, the face is decoded while the page is parsed
 * (docs/decisions/0069-the-font-face-asked-for-from-the-head.md). The text of Latin's range (a space, load()'s
 * default) fetches only the preloaded Latin file. A face that cannot load (offline, blocked) leaves the fallback, as
 * before, so its rejection is dropped, not reported; a browser without `document.fonts` skips the call.
 */
export const inlineBootScript = [
  `(${keepEarlyErrors.toString()})(${ERRORS_KEPT});`,
  `(${installPlatformFallbacks.toString()})();`,
  // The visit's field names, from the one list of a lead's source fields, written into the script's text.
  `(${noteVisit.toString()})(${JSON.stringify(visitFields)});`,
  `(${captureEarlyInput.toString()})();`,
  `document.fonts?.load(${JSON.stringify(`1em ${SITE_FONT_FAMILY}`)}).catch(()=>{});`,
].join('');
