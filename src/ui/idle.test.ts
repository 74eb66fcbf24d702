import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaintWhenIdle, whenIdle } from './idle';

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
