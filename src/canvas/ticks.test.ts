import { describe, expect, it } from 'vitest';
import {
  TICK_PERIOD,
  advanceChannels,
  createChannel,
  dueAfter,
  idleFramesPerSecond,
  msUntilNextTick,
  transitionProgress,
  type TickChannel,
} from './ticks';

/** Channels started at `epoch` on the shared grid, as the scheduler starts them. */
function started(epoch: number, ...periods: number[]): TickChannel[] {
  return periods.map((period) => ({ ...createChannel(period), dueAt: dueAfter(epoch, period, epoch) }));
}

describe('tick channels', () => {
  it('tick every 500 ms (network) and 1000 ms (workflow)', () => {
    const [network, workflow] = started(0, TICK_PERIOD.network, TICK_PERIOD.workflow);
    for (let now = 0; now <= 3000; now += 50) advanceChannels([network!, workflow!], 0, now, false);
    expect(network!.tick).toBe(6);
    expect(workflow!.tick).toBe(3);
  });

  it('tick together when their ticks fall together: one timer callback, so one frame', () => {
    const channels = started(100, 500, 1000);
    const instants: number[] = [];
    let now = 100;
    for (let i = 0; i < 6; i += 1) {
      now += msUntilNextTick(channels, now)!;
      const before = channels.map((c) => c.tick);
      expect(advanceChannels(channels, 100, now, false)).toBe(true);
      instants.push(channels.filter((c, k) => c.tick !== before[k]).length);
    }
    // 600: network; 1100: both; 1600: network; 2100: both …
    expect(instants).toEqual([1, 2, 1, 2, 1, 2]);
  });

  it('merges ticks a timer fires a little early or late', () => {
    const channels = started(0, 500, 1000);
    expect(advanceChannels(channels, 0, 497, false)).toBe(true);
    expect(channels.map((c) => c.tick)).toEqual([1, 0]);
    expect(advanceChannels(channels, 0, 1002, false)).toBe(true);
    expect(channels.map((c) => c.tick)).toEqual([2, 1]);
  });

  it('advances a late channel by one tick, without a burst, and stays on the grid', () => {
    const channels = started(0, 500, 1000);
    advanceChannels(channels, 0, 5_100, false);
    expect(channels.map((c) => c.tick)).toEqual([1, 1]);
    expect(channels.map((c) => c.dueAt)).toEqual([5_500, 6_000]);
    expect(advanceChannels(channels, 0, 5_200, false)).toBe(false);
  });

  it('keeps a paused channel (no due time) still, and reports the wait until the earliest running one', () => {
    const paused = createChannel(500);
    expect(advanceChannels([paused], 0, 10_000, false)).toBe(false);
    expect(msUntilNextTick([paused], 0)).toBeNull();
    const running = started(0, 500, 1000);
    expect(msUntilNextTick([paused, ...running], 100)).toBe(400);
  });

  it('puts a channel on the grid of the ones already running', () => {
    expect(dueAfter(100, 1000, 100)).toBe(1100);
    expect(dueAfter(100, 1000, 1350)).toBe(2100);
    expect(dueAfter(100, 500, 1350)).toBe(1600);
  });
});

describe('transitions', () => {
  it('are settled at once unless frames run continuously', () => {
    const [settled] = started(0, 500);
    advanceChannels([settled!], 0, 500, false);
    expect(transitionProgress(settled!.changedAt, 500)).toBe(1);
    const [animated] = started(0, 500);
    advanceChannels([animated!], 0, 500, true);
    expect(transitionProgress(animated!.changedAt, 500)).toBe(0);
  });

  it('run from 0 to 1 within 250 ms', () => {
    expect(transitionProgress(1000, 1000)).toBe(0);
    expect(transitionProgress(1000, 1125)).toBe(0.5);
    expect(transitionProgress(1000, 1300)).toBe(1);
    expect(transitionProgress(Number.NEGATIVE_INFINITY, 5)).toBe(1);
  });

  it('cost the idle page one frame per tick instant: 2 per second for the hero (budget 2.5)', () => {
    expect(idleFramesPerSecond([TICK_PERIOD.network, TICK_PERIOD.workflow])).toBe(2);
    expect(idleFramesPerSecond([TICK_PERIOD.workflow])).toBe(1);
    expect(idleFramesPerSecond([300, 500])).toBeCloseTo(4.667, 3);
    expect(idleFramesPerSecond([])).toBe(0);
  });
});
