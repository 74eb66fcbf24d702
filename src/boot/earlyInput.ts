/**
 * What a visitor did before the app took over the prerendered page: the trusted event itself (its target,
 * position and key stay readable after dispatch) and the control it was meant for.
 */
export interface EarlyInputRecord {
  event: Event;
  /** The control the event was meant for (for a drag: the element the pointer went down on). */
  control: Element;
}

/** The recorder the page starts with, handed to the app once it runs (`window.__earlyInput`). */
export interface EarlyInput {
  /** Interactions in the order they happened; the app takes them from the front. */
  queue: EarlyInputRecord[];
  /** Whether a recorded drag is still under way (the pointer is down): its end is still to come. */
  dragging: () => boolean;
  /** Stops recording: from then on the app hears every event itself. */
  stop: () => void;
}

declare global {
  interface Window {
    __earlyInput?: EarlyInput;
  }
}

/**
 * Runs inline in the `<head>` of every prerendered page, before anything is painted: from the first paint until
 * the app has hydrated, it keeps the clicks, keys and drags that need the app, so none is lost. Each is stopped
 * before the (not yet running) app could half-handle it and queued for the app to replay once, in order, on the
 * control that was used (src/app/replayEarlyInput.ts).
 *
 * It leaves alone everything HTML does by itself: links, `<summary>`, `commandfor` and `popovertarget` buttons,
 * submit buttons, and typing or clicking in form fields. Which controls need the app is read from the markup:
 * buttons and tabs take clicks; tabs, separators and `data-replay~="keys"` elements take navigation keys (arrows,
 * Home, End, Page Up/Down; never Tab, Enter, Space or Escape, which the browser turns into focus, clicks and closing);
 * `data-replay~="drag"` elements take a pointer drag (kept as its first and latest positions).
 *
 * The page's inline script is this function's source (the CSP allows it by hash), so it must not use anything
 * from outside its own body.
 */
export const captureEarlyInput = (): void => {
  const queue: EarlyInputRecord[] = [];
  const types = ['click', 'keydown', 'pointerdown', 'pointermove', 'pointerup', 'pointercancel'];
  let dragging: Element | null = null;
  let lastMove: EarlyInputRecord | null = null;

  const keep = (event: Event, control: Element) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    const record = { event, control };
    queue.push(record);
    return record;
  };

  const listener = (event: Event) => {
    const target = event.target;
    // Untrusted events are the app's own, among them the replays of what is queued here.
    if (!event.isTrusted || !(target instanceof Element)) return;
    if (event.type === 'click' || event.type === 'keydown') {
      if (target.closest('input,select,textarea,label,[contenteditable]')) return;
      const control =
        event.type === 'keydown'
          ? /^(Arrow|Page|Home$|End$)/.test((event as KeyboardEvent).key) &&
            target.closest('[role=tab],[role=separator],[data-replay~=keys]')
          : target.closest('button,[role=button],[role=tab],[data-replay~=click]');
      const native =
        event.type === 'click' &&
        control &&
        (control.closest('a[href],summary,[commandfor],[popovertarget]') ||
          ((control as HTMLButtonElement).form && (control as HTMLButtonElement).type === 'submit'));
      if (control && !native) keep(event, control);
    } else if (event.type === 'pointerdown') {
      dragging = (event as PointerEvent).button === 0 ? target.closest('[data-replay~=drag]') : null;
      lastMove = null;
      if (dragging) keep(event, dragging);
    } else if (dragging) {
      // Moves while the pointer is down: only the latest position matters to the app.
      const previous = lastMove ? queue.indexOf(lastMove) : -1;
      if (previous >= 0) queue.splice(previous, 1);
      lastMove = keep(event, dragging);
      if (event.type !== 'pointermove') dragging = lastMove = null;
    }
  };

  for (const type of types) addEventListener(type, listener, true);
  window.__earlyInput = {
    queue,
    dragging: () => dragging !== null,
    stop: () => {
      for (const type of types) removeEventListener(type, listener, true);
    },
  };
};

/**
 * The event a drag made before the app took over is replayed as, on the element it started on: the pointer's
 * latest position. (A real pointer sequence cannot be replayed: pointer capture needs a live pointer.)
 */
export const EARLY_DRAG_EVENT = 'earlydrag';
export type EarlyDragEvent = CustomEvent<{ clientX: number; clientY: number }>;
