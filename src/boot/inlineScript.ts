import { presetFieldsOnCommand } from './commandPresets';
import { captureEarlyInput } from './earlyInput';
import { installPlatformFallbacks } from './platformFallbacks';
import { noteVisit, visitFields } from './visit';

/**
 * The one inline `<head>` script of every prerendered page, run before the first paint: the fallbacks for platform
 * features the browser lacks, the tab's visit (for a lead's source), the form presets of calls to action, then the recorder of what the visitor does until
 * the app takes over. It is the functions' own source text, so each must be self-contained; the CSP allows exactly
 * this text by its hash (scripts/prerender.mjs).
 */
export const inlineBootScript = [
  `(${installPlatformFallbacks.toString()})();`,
  // The visit's field names, from the one list of a lead's source fields, written into the script's text.
  `(${noteVisit.toString()})(${JSON.stringify(visitFields)});`,
  `(${presetFieldsOnCommand.toString()})();`,
  `(${captureEarlyInput.toString()})();`,
].join('');
