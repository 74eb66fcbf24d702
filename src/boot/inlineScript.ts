import { presetFieldsOnCommand } from './commandPresets';
import { captureEarlyInput } from './earlyInput';
import { installPlatformFallbacks } from './platformFallbacks';

/**
 * The one inline `<head>` script of every prerendered page, run before the first paint: the fallbacks for platform
 * features the browser lacks, the form presets of calls to action, then the recorder of what the visitor does until
 * the app takes over. It is the functions' own source text, so each must be self-contained; the CSP allows exactly
 * this text by its hash (scripts/prerender.mjs).
 */
export const inlineBootScript = [installPlatformFallbacks, presetFieldsOnCommand, captureEarlyInput]
  .map((part) => `(${part.toString()})();`)
  .join('');
