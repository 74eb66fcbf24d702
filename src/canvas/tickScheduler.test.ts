import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh scheduler (its state is the module's), with a slot on screen and the context ready. */
async function scheduler() {
  vi.resetModules();
  const { useWebgl } = await import('../store/webgl');
  useWebgl.setState({ visibleSlots: 1, status: 'ready' });
  return { ...(await import('./tickScheduler')), useWebgl };
}

const ticksAttr = () => document.documentElement.dataset.sceneTicks;

function hide(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    value: hidden ? 'hidden' : 'visible',
    configurable: true,
  });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  window.matchMedia = vi.fn(() => ({ matches: false, addEventListener: () => {} })) as never;
});

afterEach(() => {
  vi.useRealTimers();
  hide(false);
});

describe('tick channels', () => {
  it('stand still until something listens to them', async () => {
    const { createTickChannel } = await scheduler();
    const channel = createTickChannel(500);
    vi.advanceTimersByTime(2000);
    expect(channel.tick).toBe(0);
    channel.ticked.subscribe(() => {});
    vi.advanceTimersByTime(500);
    expect(channel.tick).toBe(1);
  });

  it('tick every 500 ms and 1000 ms, the slower one always with the faster: one callback, so one frame', async () => {
    const { createTickChannel } = await scheduler();
    const fast = createTickChannel(500);
    const slow = createTickChannel(1000);
    const at: Record<string, number[]> = { fast: [], slow: [] };
    fast.ticked.subscribe(() => at.fast!.push(performance.now()));
    slow.ticked.subscribe(() => at.slow!.push(performance.now()));
    vi.advanceTimersByTime(3000);
    expect([fast.tick, slow.tick]).toEqual([6, 3]);
    expect(at.slow!.every((t) => at.fast!.includes(t))).toBe(true);
    expect(ticksAttr()).toBe('running');
  });

  it('resume a whole beat after a pause, without bursting through the ticks they missed', async () => {
    const { createTickChannel } = await scheduler();
    const channel = createTickChannel(500);
    channel.ticked.subscribe(() => {});
    vi.advanceTimersByTime(500);
    hide(true);
    vi.advanceTimersByTime(5000);
    hide(false);
    vi.advanceTimersByTime(499);
    expect(channel.tick).toBe(1);
    vi.advanceTimersByTime(1);
    expect(channel.tick).toBe(2);
  });

  it('pause in a hidden tab, off screen and with a lost context, and resume', async () => {
    const { createTickChannel, useWebgl } = await scheduler();
    const channel = createTickChannel(500);
    channel.ticked.subscribe(() => {});
    hide(true);
    vi.advanceTimersByTime(2000);
    expect([channel.tick, ticksAttr()]).toEqual([0, 'paused']);
    hide(false);
    useWebgl.setState({ visibleSlots: 0 });
    vi.advanceTimersByTime(2000);
    expect(channel.tick).toBe(0);
    useWebgl.setState({ visibleSlots: 1, status: 'lost' });
    vi.advanceTimersByTime(2000);
    expect(channel.tick).toBe(0);
    useWebgl.setState({ status: 'ready' });
    vi.advanceTimersByTime(500);
    expect([channel.tick, ticksAttr()]).toEqual([1, 'running']);
  });

  it('stand still at a frozen tick, telling their listeners once', async () => {
    const { createTickChannel, freezeTicks } = await scheduler();
    const channel = createTickChannel(500);
    const told = vi.fn();
    channel.ticked.subscribe(told);
    freezeTicks(3);
    vi.advanceTimersByTime(5000);
    expect([channel.tick, told.mock.calls.length, ticksAttr()]).toEqual([3, 1, 'frozen']);
  });
});

describe('transitions', () => {
  it('start at each tick and ease out from 0 to 1 within 300 ms; a frozen tick is settled at once', async () => {
    const { createTickChannel, freezeTicks, transitionProgress } = await scheduler();
    const channel = createTickChannel(500);
    channel.ticked.subscribe(() => {});
    vi.advanceTimersByTime(500);
    const tickedAt = channel.changedAt;
    expect(transitionProgress(tickedAt, tickedAt)).toBe(0);
    expect(transitionProgress(tickedAt, tickedAt + 150)).toBeCloseTo(0.875);
    expect(transitionProgress(tickedAt, tickedAt + 300)).toBe(1);
    freezeTicks(2);
    expect(transitionProgress(channel.changedAt, performance.now())).toBe(1);
  });

  it('land as a step, settled at once, after easeTicks(false) (a software GL), and ease in again after easeTicks(true)', async () => {
    const { createTickChannel, easeTicks, transitionProgress } = await scheduler();
    const channel = createTickChannel(500);
    channel.ticked.subscribe(() => {});
    easeTicks(false);
    vi.advanceTimersByTime(500);
    expect([channel.tick, transitionProgress(channel.changedAt, performance.now())]).toEqual([1, 1]);
    expect(window.__scene?.transitions).toBe(false);
    easeTicks(true);
    vi.advanceTimersByTime(500);
    expect([channel.tick, transitionProgress(channel.changedAt, performance.now())]).toEqual([2, 0]);
  });
});

describe('useTickChannel (the SVG renderings)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows the tick of ?freeze in the first rendering to listen, whose subscription starts the scheduler', async () => {
    window.history.replaceState(null, '', '/?freeze=3');
    const { createTickChannel, useTickChannel } = await scheduler();
    const { renderHook } = await import('@testing-library/react');
    const channel = createTickChannel(500);
    const { result } = renderHook(() => useTickChannel(channel));
    expect(result.current).toBe(3);
  });
});
