/**
 * The site's own deferred work: pages rendered ahead, the tracker, the scene canvas and its scenes (docs/decisions/
 * 0041-deferred-work-waits-for-a-still-visitor.md). Each piece runs as a task of its own, when the browser is idle and
 * the visitor has been still for a moment: what the visitor just did (a tap's page, a scroll's frames, a key) always
 * goes first. Each function returns one that cancels the work if it has not run yet.
 */

/** Deferred work waits until the visitor's last input is this old. */
export const QUIET_MS = 250;
/** What counts as the visitor acting: a press, a key, a wheel turn, a touch, a scroll of anything. */
const INPUTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
/** A press held down (a drag of the hero's divider, a finger on the screen) is the visitor acting until released. */
const RELEASES = ['pointerup', 'pointercancel'] as const;
/** A press held perfectly still whose release never came (released outside the window) stops counting after this. */
const LONGEST_PRESS_MS = 10_000;

let lastInput = -Infinity;
/** The presses held down, each with the time it last pressed or moved. */
const pressed = new Map<number, number>();
let watching = false;
const noteInput = (event: Event) => {
  lastInput = performance.now();
  if (event.type === 'pointerdown') pressed.set((event as PointerEvent).pointerId, lastInput);
  else if (event.type === 'pointerup' || event.type === 'pointercancel')
    pressed.delete((event as PointerEvent).pointerId);
};
/** A move while a button is down is part of a drag; a move with none means its release went unseen. */
const noteMove = (event: PointerEvent) => {
  if (!pressed.has(event.pointerId)) return;
  if (event.buttons === 0) pressed.delete(event.pointerId);
  else pressed.set(event.pointerId, (lastInput = performance.now()));
};

function watchInput(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  for (const type of [...INPUTS, ...RELEASES])
    window.addEventListener(type, noteInput, { capture: true, passive: true });
  window.addEventListener('pointermove', noteMove, { capture: true, passive: true });
  window.addEventListener('blur', () => pressed.clear());
}
// From the moment the app's code runs, not the first deferred work: a press made before is the early drag's.
watchInput();

/**
 * Whether a press is held down now: one the app has heard, or a drag begun before the app ran (the page's early
 * input recorder follows it until its release). One held still longer than `LONGEST_PRESS_MS` is taken as released.
 */
function holding(now: number): boolean {
  for (const [id, since] of pressed) if (now - since >= LONGEST_PRESS_MS) pressed.delete(id);
  return pressed.size > 0 || window.__earlyInput?.dragging() === true;
}

/**
 * Runs `task` when the browser is next idle (or after `timeout` ms at the latest) and the visitor has been still for
 * `QUIET_MS`, with no press held down; while they act, it waits. Without idle callbacks (Safari), after a short pause.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  watchInput();
  let cancel = () => {};
  const attempt = () => {
    const now = performance.now();
    const wait = holding(now) ? QUIET_MS : lastInput + QUIET_MS - now;
    if (wait <= 0) return task();
    const id = window.setTimeout(schedule, wait);
    cancel = () => window.clearTimeout(id);
  };
  const schedule = () => {
    if (window.requestIdleCallback) {
      const id = window.requestIdleCallback(attempt, { timeout });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(attempt, 200);
      cancel = () => window.clearTimeout(id);
    }
  };
  schedule();
  return () => cancel();
}

/**
 * Runs `task` once, at the visitor's first input from now on (a press, a key, a wheel turn, a touch, a scroll): work
 * that only pays once they use the page. Returns a function that cancels it if it has not run yet.
 */
export function afterFirstInput(task: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const cancel = () => INPUTS.forEach((type) => window.removeEventListener(type, run, options));
  function run() {
    cancel();
    task();
  }
  INPUTS.forEach((type) => window.addEventListener(type, run, options));
  return cancel;
}

/**
 * Calls `schedule` once the page has loaded (at once if it has), so nothing deferred competes with the page's own
 * resources; returns a function that cancels what is still to come.
 */
export function afterLoad(schedule: () => () => void): () => void {
  if (document.readyState === 'complete') return schedule();
  let cancel = () => window.removeEventListener('load', start);
  function start() {
    cancel = schedule();
  }
  window.addEventListener('load', start, { once: true });
  return () => cancel();
}

/** `whenIdle`, once the page has loaded. */
export const afterLoadWhenIdle = (task: () => void, timeout?: number): (() => void) =>
  afterLoad(() => whenIdle(task, timeout));

/**
 * Runs `task` in the task after the next frame (at once, in a task of its own, in a hidden tab, which paints none):
 * work that must not hold back the frame that answers what the visitor just did. Returns a function that cancels it.
 */
export function afterNextFrame(task: () => void): () => void {
  let timer = 0;
  // A callback of requestAnimationFrame runs before the frame is painted; a task it queues runs after.
  const frame =
    document.visibilityState === 'visible'
      ? requestAnimationFrame(() => (timer = window.setTimeout(task)))
      : ((timer = window.setTimeout(task)), 0);
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/**
 * Runs `task` once the next frame has been painted and the browser is idle: work that must not hold back the frame
 * that shows what the visitor just asked for (a page swapped in by a tap). A hidden tab paints no frame: there it
 * only waits for idle.
 */
export function afterPaintWhenIdle(task: () => void, timeout = 2000): () => void {
  if (document.visibilityState !== 'visible') return whenIdle(task, timeout);
  let cancel = afterNextFrame(() => {
    cancel = whenIdle(task, timeout);
  });
  return () => cancel();
}

/**
 * Runs each step with `whenIdle`, each in an idle period of its own; resolves once the last has run, and rejects with
 * the error of a step that throws (the later ones do not run), so a caller waiting on it hears of the failure.
 */
export function idleSteps(steps: readonly (() => void)[]): Promise<void> {
  const inIdle = (step: () => void) =>
    new Promise<void>((done, fail) => {
      whenIdle(() => {
        try {
          step();
          done();
        } catch (error) {
          fail(error);
        }
      });
    });
  return steps.reduce<Promise<void>>(
    (previous, step) => previous.then(() => inIdle(step)),
    Promise.resolve(),
  );
}
