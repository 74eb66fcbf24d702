/**
 * Runs inline in the `<head>` of every prerendered page, before anything is painted, beside the early-input
 * recorder: it gives a browser that lacks one of the platform features the page's markup relies on the same
 * behaviour from script, chosen by feature detection (never by user agent). In a browser that has them it adds
 * nothing. docs/browser-support.md lists the features, the engines without them, and what each fallback does.
 *
 * - Invoker Commands (`commandfor` + `command` on a button; Safari before 26.2, Firefox before 144): a click on such
 *   a button dispatches the `command` event on its target (cancelable, with `command` and `source`, so listeners
 *   such as the contact dialog's service preset work the same) and then opens or closes the `<dialog>`, as the
 *   browser's activation behaviour would.
 * - `closedby="any"` on a `<dialog>` (Safari before 26.2, Firefox before 141): a click on the backdrop (pressed
 *   and released outside the dialog's box) closes it. Escape already closes a modal dialog everywhere.
 * - CSS anchor positioning (Safari before 26, Firefox before 147): as a popover opens, and while it is open, its
 *   invoker's box is written into `--anchor-bottom` and `--anchor-center` (px, viewport) on the popover, which the
 *   popover's own CSS uses inside `@supports not (anchor-name: …)`.
 *
 * The page's inline script is this function's source text (the CSP allows it by hash, src/boot/inlineScript.ts), so
 * it must not use anything from outside its own body.
 */
export const installPlatformFallbacks = (): void => {
  // The window's own method, called without a receiver: a Web IDL operation called so runs on the global object.
  const listen = addEventListener;

  if (!('commandForElement' in HTMLButtonElement.prototype)) {
    // Heard in the capture phase, before the page's own code: that code may stop the click from propagating (React
    // does while the part of the page the button is in hydrates), which the browser's own activation ignores. As
    // activation does, the command is carried out once the click's dispatch is over, unless a handler cancelled it.
    listen(
      'click',
      (event) => {
        const button = (event.target as Element).closest?.<HTMLButtonElement>('button[commandfor]');
        if (button && !button.disabled) setTimeout(() => runCommand(button, event));
      },
      true,
    );
    const runCommand = (button: HTMLButtonElement, click: Event) => {
      const dialog = document.getElementById(button.getAttribute('commandfor') ?? '');
      const command = button.getAttribute('command');
      const opening = command === 'show-modal';
      // A form's submit button does its form's job; only a command that changes the dialog is carried out.
      if (
        click.defaultPrevented ||
        (button.form && button.type !== 'button') ||
        !(dialog instanceof HTMLDialogElement) ||
        !(opening || command === 'close') ||
        opening === dialog.open
      )
        return;
      const commandEvent = new Event('command', { cancelable: true });
      Object.assign(commandEvent, { command, source: button });
      if (!dialog.dispatchEvent(commandEvent)) return;
      if (opening) dialog.showModal();
      else dialog.close();
    };
  }

  if (!('closedBy' in HTMLDialogElement.prototype)) {
    /** The light-dismissable dialog whose backdrop (the dialog element outside its own box) the event is on. */
    const backdropOf = (event: Event) => {
      const dialog = event.target as HTMLDialogElement;
      const { clientX: x, clientY: y } = event as MouseEvent;
      const box = dialog.getBoundingClientRect?.();
      return dialog.open &&
        dialog.getAttribute('closedby') === 'any' &&
        box &&
        (x < box.left || x > box.right || y < box.top || y > box.bottom)
        ? dialog
        : null;
    };
    // Pressed and released on the backdrop: a drag that starts in a field and ends outside closes nothing.
    let pressed: HTMLDialogElement | null = null;
    listen('pointerdown', (event) => (pressed = backdropOf(event)), true);
    // Capture phase, like the commands: the page's own code may stop a click's propagation.
    listen(
      'click',
      (event) => {
        if (pressed && pressed === backdropOf(event)) pressed.close();
        pressed = null;
      },
      true,
    );
  }

  if (!CSS.supports('anchor-name: --a')) {
    const place = (popover: HTMLElement) => {
      const box = document
        .querySelector(`[popovertarget="${CSS.escape(popover.id)}"]`)
        ?.getBoundingClientRect();
      if (!box) return;
      popover.style.setProperty('--anchor-bottom', `${box.bottom}px`);
      popover.style.setProperty('--anchor-center', `${box.left + box.width / 2}px`);
    };
    // Before it shows (`beforetoggle`), so it is never painted elsewhere; again if the window changes size.
    listen(
      'beforetoggle',
      (event) => {
        if ((event as ToggleEvent).newState === 'open') place(event.target as HTMLElement);
      },
      true,
    );
    listen('resize', () => document.querySelectorAll<HTMLElement>('[popover]').forEach(place));
  }
};
