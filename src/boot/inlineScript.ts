import { presetFieldsOnCommand } from './commandPresets';
import { captureEarlyInput } from './earlyInput';
import { installPlatformFallbacks } from './platformFallbacks';
import { noteVisit } from './visit';

/**
 * The one inline `<head>` script of every prerendered page, run before the first paint: the fallbacks for platform
 * features the browser lacks, the tab's visit (for a lead's source), the form presets of calls to action, then the recorder of what the visitor does until
 * the app takes over. It is the functions' own source text, so each must be self-contained; the CSP allows exactly
 * this text by its hash (scripts/prerender.mjs).
 */
export const inlineBootScript = [
  installPlatformFallbacks,
  noteVisit,
  presetFieldsOnCommand,
  captureEarlyInput,
]
  .map((part) => `(${part.toString()})();`)
  .join('');
