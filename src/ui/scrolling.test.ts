import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_SETTLE_MS, watchScrolling } from './scrolling';

describe('watchScrolling', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls started once per scroll and settled once the page has been still for a while', () => {
    const started = vi.fn();
    const settled = vi.fn();
    const stop = watchScrolling(started, settled);
    for (let i = 0; i < 3; i += 1) {
      window.dispatchEvent(new Event('scroll'));
      vi.advanceTimersByTime(SCROLL_SETTLE_MS - 10);
    }
    expect([started.mock.calls.length, settled.mock.calls.length]).toEqual([1, 0]);
    vi.advanceTimersByTime(10);
    expect([started.mock.calls.length, settled.mock.calls.length]).toEqual([1, 1]);
    window.dispatchEvent(new Event('scroll'));
    expect(started).toHaveBeenCalledTimes(2);
    stop();
  });

  it('once stopped, calls neither', () => {
    const started = vi.fn();
    const settled = vi.fn();
    const stop = watchScrolling(started, settled);
    window.dispatchEvent(new Event('scroll'));
    stop();
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(SCROLL_SETTLE_MS * 2);
    expect([started.mock.calls.length, settled.mock.calls.length]).toEqual([1, 0]);
  });
});
