import { EARLY_DRAG_EVENT, type EarlyInputRecord } from '../boot/earlyInput';

// What the visitor did before a control could hear it, dispatched again once it can: the page's early input
// (src/app/replayEarlyInput.ts) and a deferred part's (src/ui/DeferredPart.tsx).

const mouseInit = (event: MouseEvent): MouseEventInit => ({
  bubbles: true,
  cancelable: true,
  composed: true,
  detail: event.detail,
  clientX: event.clientX,
  clientY: event.clientY,
  screenX: event.screenX,
  screenY: event.screenY,
  button: event.button,
  buttons: event.buttons,
  altKey: event.altKey,
  ctrlKey: event.ctrlKey,
  metaKey: event.metaKey,
  shiftKey: event.shiftKey,
});

/** The same control after hydration: the element itself, or its twin by id if React had to replace it. */
const liveControl = (control: Element): Element | null =>
  control.isConnected ? control : control.id ? document.getElementById(control.id) : null;

/** Dispatches one recorded interaction again, now that the app listens. */
export function replayRecord({ event, control }: EarlyInputRecord): void {
  const target = liveControl(control);
  if (!target) return;
  if (event.type === 'click') {
    const original = event.target instanceof Element && target.contains(event.target) ? event.target : target;
    original.dispatchEvent(new MouseEvent('click', mouseInit(event as MouseEvent)));
  } else if (event.type === 'keydown') {
    const key = event as KeyboardEvent;
    const { key: name, code, location, repeat, altKey, ctrlKey, metaKey, shiftKey } = key;
    const init = { key: name, code, location, repeat, altKey, ctrlKey, metaKey, shiftKey };
    target.dispatchEvent(
      new KeyboardEvent('keydown', { ...init, bubbles: true, cancelable: true, composed: true }),
    );
  } else if (event.type !== 'pointerdown') {
    // The end (or the latest point) of a drag: one position, which the control turns into its value.
    const { clientX, clientY } = event as PointerEvent;
    target.dispatchEvent(new CustomEvent(EARLY_DRAG_EVENT, { detail: { clientX, clientY } }));
  }
}
