import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_DRAG_EVENT, type EarlyInputRecord } from '../boot/earlyInput';
import { replayRecord } from '../ui/replayInput';
import { replayEarlyInput } from './replayEarlyInput';

const button = (id: string) => {
  const el = document.createElement('button');
  el.id = id;
  el.append(document.createElement('span'));
  document.body.append(el);
  return el;
};

afterEach(() => {
  document.body.replaceChildren();
  delete window.__earlyInput;
  vi.useRealTimers();
});

describe('replayRecord', () => {
  it('clicks the element that was clicked, inside the control, at the same point', () => {
    const control = button('a');
    const inner = control.firstElementChild!;
    const original = new MouseEvent('click', { clientX: 12, clientY: 34, shiftKey: true });
    Object.defineProperty(original, 'target', { value: inner });
    const seen: MouseEvent[] = [];
    control.addEventListener('click', (e) => seen.push(e));
    replayRecord({ event: original, control });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.target).toBe(inner);
    expect([seen[0]?.clientX, seen[0]?.clientY, seen[0]?.shiftKey]).toEqual([12, 34, true]);
  });

  it('presses the same key on the control, bubbling so a list can handle it', () => {
    const control = button('tab');
    const keys: string[] = [];
    document.body.addEventListener('keydown', (e) => keys.push(e.key));
    replayRecord({ event: new KeyboardEvent('keydown', { key: 'End' }), control });
    expect(keys).toEqual(['End']);
  });

  it('turns the end of a drag into one position for the control', () => {
    const control = button('handle');
    const positions: unknown[] = [];
    control.addEventListener(EARLY_DRAG_EVENT, (e) => positions.push((e as CustomEvent).detail));
    replayRecord({ event: new MouseEvent('pointerdown', { clientX: 1, clientY: 1 }), control });
    replayRecord({ event: new MouseEvent('pointerup', { clientX: 5, clientY: 6 }), control });
    expect(positions).toEqual([{ clientX: 5, clientY: 6 }]);
  });

  it('finds a control that hydration replaced by its id, and skips one that is gone', () => {
    const stale = document.createElement('button');
    stale.id = 'cta';
    const live = button('cta');
    const clicks = vi.fn();
    live.addEventListener('click', clicks);
    replayRecord({ event: new MouseEvent('click'), control: stale });
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(() =>
      replayRecord({ event: new MouseEvent('click'), control: document.createElement('b') }),
    ).not.toThrow();
  });
});

describe('replayEarlyInput', () => {
  it('replays the queue once, in order, one task each, then stops the recorder', () => {
    vi.useFakeTimers();
    const first = button('first');
    const second = button('second');
    const order: string[] = [];
    first.addEventListener('click', () => order.push('first'));
    second.addEventListener('click', () => order.push('second'));
    const queue: EarlyInputRecord[] = [
      { event: new MouseEvent('click'), control: first },
      { event: new MouseEvent('click'), control: second },
    ];
    const stop = vi.fn();
    window.__earlyInput = { queue, stop, dragging: () => false };
    replayEarlyInput();
    expect(order).toEqual(['first']);
    vi.runAllTimers();
    expect(order).toEqual(['first', 'second']);
    expect(stop).toHaveBeenCalledTimes(1);
    expect(window.__earlyInput).toBeUndefined();
  });

  it('keeps the recorder on while a drag begun before the app is still under way', () => {
    vi.useFakeTimers();
    let dragging = true;
    const stop = vi.fn();
    window.__earlyInput = { queue: [], stop, dragging: () => dragging };
    replayEarlyInput();
    vi.advanceTimersByTime(100);
    expect(stop).not.toHaveBeenCalled();
    dragging = false;
    vi.advanceTimersByTime(100);
    expect(stop).toHaveBeenCalledTimes(1);
  });
});
