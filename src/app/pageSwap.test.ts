import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeWithPageSwap } from '../ui/closeWithPageSwap';
import { FOLLOWING_ATTRIBUTE, swapAfterNextPaint, watchFollowedLinks } from './pageSwap';

/** Runs what waits for the next frame and for the task after it. */
const paintAndNextTask = () => {
  vi.advanceTimersToNextFrame();
  vi.advanceTimersByTime(1);
};

describe('a page swap', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'startViewTransition');
  });

  it('happens in the task after the next frame, and a second navigation before it replaces the first', () => {
    const first = vi.fn();
    const second = vi.fn();
    swapAfterNextPaint(first);
    swapAfterNextPaint(second);
    expect(second).not.toHaveBeenCalled();
    paintAndNextTask();
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([0, 1]);
  });

  it('marks the link the tap followed until the page is swapped in', () => {
    watchFollowedLinks();
    const link = document.body.appendChild(Object.assign(document.createElement('a'), { href: '/about' }));
    const swap = vi.fn(() => expect(link.hasAttribute(FOLLOWING_ATTRIBUTE)).toBe(false));
    link.addEventListener('click', (event) => {
      event.preventDefault();
      swapAfterNextPaint(swap);
    });
    link.click();
    expect(link.hasAttribute(FOLLOWING_ATTRIBUTE)).toBe(true);
    paintAndNextTask();
    expect(swap).toHaveBeenCalledTimes(1);
    link.remove();
  });

  it('swaps with no View Transition, which would render one more frame before the swap', () => {
    const startViewTransition = vi.fn((update: () => void) => update());
    Object.assign(document, { startViewTransition });
    const swap = vi.fn();
    swapAfterNextPaint(swap);
    paintAndNextTask();
    expect([startViewTransition.mock.calls.length, swap.mock.calls.length]).toEqual([0, 1]);
  });

  it('closes the menu a followed link is in in the task that swaps the page, not in the frame that answers the tap', async () => {
    const order: string[] = [];
    closeWithPageSwap(() => order.push('menu closed'));
    swapAfterNextPaint(() => order.push('page swapped'));
    await Promise.resolve(); // the click's handlers are done
    expect(order).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(order).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(order).toEqual(['menu closed', 'page swapped']);
  });

  it('closes the menu at once, in the same task, when the click starts no swap (its page is already shown)', async () => {
    const close = vi.fn();
    closeWithPageSwap(close);
    expect(close).not.toHaveBeenCalled();
    await Promise.resolve(); // the click's handlers are done; no timer or frame has run
    expect(close).toHaveBeenCalledTimes(1);
    paintAndNextTask();
    expect(close).toHaveBeenCalledTimes(1);
  });
});
