import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstInput, afterPaintWhenIdle, idleSteps, QUIET_MS, whenIdle } from './idle';

describe('afterPaintWhenIdle', () => {
  let frames: FrameRequestCallback[];
  let idles: IdleRequestCallback[];
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    idles = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => (frames[id - 1] = () => {}));
    vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback) => idles.push(cb));
    vi.stubGlobal('cancelIdleCallback', (id: number) => (idles[id - 1] = () => {}));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const runFrame = () => frames.splice(0).forEach((cb) => cb(0));
  const runIdle = () => idles.splice(0).forEach((cb) => cb({} as IdleDeadline));

  it('runs the task only after the next frame is painted and the page is idle', () => {
    const task = vi.fn();
    afterPaintWhenIdle(task);
    runIdle();
    expect(task).not.toHaveBeenCalled();
    runFrame(); // before the paint
    runIdle();
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers(); // the task after the paint
    expect(task).not.toHaveBeenCalled();
    runIdle();
    expect(task).toHaveBeenCalledOnce();
  });

  it('never runs a task cancelled before, between or after the frame', () => {
    for (const step of [0, 1, 2]) {
      const task = vi.fn();
      const cancel = afterPaintWhenIdle(task);
      if (step > 0) runFrame();
      if (step > 1) vi.runAllTimers();
      cancel();
      runFrame();
      vi.runAllTimers();
      runIdle();
      expect(task).not.toHaveBeenCalled();
    }
  });

  it('in a hidden tab, which paints no frame, waits for idle only', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const task = vi.fn();
    afterPaintWhenIdle(task);
    runIdle();
    expect(task).toHaveBeenCalledOnce();
  });
});

describe('whenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  it('without idle callbacks (Safari), runs the task after a short pause', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(task).toHaveBeenCalledOnce();
  });
});

describe('idleSteps', () => {
  afterEach(() => vi.unstubAllGlobals());
  it('runs each step in an idle period of its own, in order, and resolves after the last', async () => {
    const idles: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback) => idles.push(cb));
    const ran: string[] = [];
    let done = false;
    void idleSteps([() => ran.push('extrude'), () => ran.push('crease')]).then(() => (done = true));
    const runIdle = async () => {
      await Promise.resolve();
      idles.splice(0).forEach((cb) => cb({} as IdleDeadline));
      await Promise.resolve();
      await Promise.resolve();
    };
    await runIdle();
    expect([ran, done]).toEqual([['extrude'], false]);
    await runIdle();
    expect(ran).toEqual(['extrude', 'crease']);
    await Promise.resolve();
    expect(done).toBe(true);
  });

  it('rejects with the error of a step that throws, and runs none after it', async () => {
    const idles: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback) => idles.push(cb));
    const later = vi.fn();
    const steps = idleSteps([
      () => {
        throw new Error('no geometry');
      },
      later,
    ]);
    await Promise.resolve();
    idles.splice(0).forEach((cb) => cb({} as IdleDeadline));
    await expect(steps).rejects.toThrow('no geometry');
    expect(later).not.toHaveBeenCalled();
  });
});

/** A pointer event as the window hears it (jsdom has no PointerEvent). */
const pointer = (
  type: 'pointerdown' | 'pointermove' | 'pointerup' | 'pointercancel',
  pointerId = 1,
  buttons = 0,
) => window.dispatchEvent(Object.assign(new Event(type), { pointerId, buttons }));

describe('whenIdle and the visitor', () => {
  // Each test's fake clock starts again at 0, while the module remembers the last input: each test starts a minute
  // later than the one before, well past any input an earlier test made.
  let start = 0;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    vi.stubGlobal('requestIdleCallback', undefined);
    start += 60_000;
    vi.advanceTimersByTime(start);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits while the visitor taps, scrolls or types, until they have been still for a moment', () => {
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(150);
    pointer('pointerdown');
    pointer('pointerup');
    vi.advanceTimersByTime(100);
    document.dispatchEvent(new Event('scroll', { bubbles: true }));
    vi.advanceTimersByTime(QUIET_MS - 1);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown' }));
    vi.advanceTimersByTime(QUIET_MS - 1);
    expect(task).not.toHaveBeenCalled();
    // Still for long enough: then the next idle period (here the 200 ms pause).
    vi.advanceTimersByTime(400);
    expect(task).toHaveBeenCalledOnce();
  });

  it('never runs work cancelled while it waited for the visitor', () => {
    const task = vi.fn();
    const cancel = whenIdle(task);
    vi.advanceTimersByTime(150);
    window.dispatchEvent(new Event('wheel'));
    vi.advanceTimersByTime(100);
    cancel();
    vi.advanceTimersByTime(2000);
    expect(task).not.toHaveBeenCalled();
  });

  it('waits while a press is held down (a drag), however still the pointer, until it is released', () => {
    const task = vi.fn();
    whenIdle(task);
    pointer('pointerdown', 7);
    vi.advanceTimersByTime(3000);
    expect(task).not.toHaveBeenCalled();
    pointer('pointerup', 7);
    vi.advanceTimersByTime(QUIET_MS + 200);
    expect(task).toHaveBeenCalledOnce();
  });

  it('stops counting a press whose release it never heard (released outside the window) after 10 s', () => {
    const task = vi.fn();
    whenIdle(task);
    pointer('pointerdown', 8);
    vi.advanceTimersByTime(9000);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1500);
    expect(task).toHaveBeenCalledOnce();
  });

  it('keeps waiting through a slow drag, each move with the button down a sign of it, and not after a move without', () => {
    const task = vi.fn();
    whenIdle(task);
    pointer('pointerdown', 9, 1);
    for (let i = 0; i < 6; i++) {
      vi.advanceTimersByTime(3000);
      pointer('pointermove', 9, 1);
    }
    expect(task).not.toHaveBeenCalled();
    // The button was released outside the window: the next move has none down.
    pointer('pointermove', 9, 0);
    vi.advanceTimersByTime(QUIET_MS + 200);
    expect(task).toHaveBeenCalledOnce();
  });

  it('waits while a drag begun before the app ran is under way (the early input recorder follows it)', () => {
    let dragging = true;
    window.__earlyInput = { queue: [], dragging: () => dragging, stop: () => {} };
    try {
      const task = vi.fn();
      whenIdle(task);
      vi.advanceTimersByTime(3000);
      expect(task).not.toHaveBeenCalled();
      dragging = false;
      vi.advanceTimersByTime(QUIET_MS + 200);
      expect(task).toHaveBeenCalledOnce();
    } finally {
      delete window.__earlyInput;
    }
  });
});

describe('afterFirstInput', () => {
  it('runs once, at the first press, key, wheel turn, touch or scroll, and not after it was cancelled', () => {
    const task = vi.fn();
    afterFirstInput(task);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('keydown'));
    expect(task).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    afterFirstInput(cancelled)();
    window.dispatchEvent(new Event('pointerdown'));
    expect(cancelled).not.toHaveBeenCalled();
  });
});
