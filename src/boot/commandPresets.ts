/**
 * Runs inline in the `<head>` of every prerendered page, before anything is painted: a button that opens a dialog
 * by command (`commandfor` + `command="show-modal"`, natively or through src/boot/platformFallbacks.ts) may say what
 * the dialog's form starts with, one `data-preset-<field name>="value"` attribute per field (an empty value empties
 * the field; a field the button names no value for keeps the visitor's). As the command happens (its `command`
 * event names the button), each named field inside the dialog takes its value. The contact dialog's calls to
 * action preselect their service and name themselves as the lead's source this way (src/ui/ContactButton.tsx), from
 * the first paint, before the app runs; without JavaScript the select simply starts as the visitor left it.
 *
 * The page's inline script is this function's source text (src/boot/inlineScript.ts): it must not use anything from
 * outside its own body.
 */
export function presetFieldsOnCommand(): void {
  // `command` does not bubble: listen in the capture phase.
  window.addEventListener(
    'command',
    (event) => {
      const { command, source, target } = event as CommandEvent;
      if (command !== 'show-modal' || !source) return;
      for (const { name, value } of source.attributes) {
        const field = name.startsWith('data-preset-')
          ? (target as Element).querySelector<HTMLInputElement>(`[name="${name.slice(12)}"]`)
          : null;
        if (field) field.value = value;
      }
    },
    true,
  );
}
