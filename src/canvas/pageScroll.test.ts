import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageScrolling, SCROLL_SETTLE_MS, watchPageScroll } from './pageScroll';

describe('pageScroll', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says the page scrolls from its first scroll event until it has been still for a while, then calls back once', () => {
    const settled = vi.fn();
    const stop = watchPageScroll(settled);
    expect(pageScrolling()).toBe(false);
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(SCROLL_SETTLE_MS - 10);
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(SCROLL_SETTLE_MS - 10);
    expect([pageScrolling(), settled.mock.calls.length]).toEqual([true, 0]);
    vi.advanceTimersByTime(10);
    expect([pageScrolling(), settled.mock.calls.length]).toEqual([false, 1]);
    stop();
  });

  it('stops listening when stopped, and no longer counts the page as scrolling', () => {
    const settled = vi.fn();
    const stop = watchPageScroll(settled);
    window.dispatchEvent(new Event('scroll'));
    stop();
    expect(pageScrolling()).toBe(false);
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(SCROLL_SETTLE_MS * 2);
    expect([pageScrolling(), settled.mock.calls.length]).toEqual([false, 0]);
  });
});
