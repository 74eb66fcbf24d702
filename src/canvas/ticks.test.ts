import { describe, expect, it } from 'vitest';
import {
  TICK_PERIOD,
  advanceChannel,
  createChannel,
  idleFramesPerSecond,
  msUntilNextTick,
  pauseChannel,
  resumeChannel,
  transitionFrameOffsets,
  transitionProgress,
} from './ticks';

describe('tick channels', () => {
  it('tick every 500 ms (network) and 1000 ms (workflow)', () => {
    const network = createChannel(TICK_PERIOD.network);
    const workflow = createChannel(TICK_PERIOD.workflow);
    resumeChannel(network, 0);
    resumeChannel(workflow, 0);
    for (let now = 0; now <= 3000; now += 50) {
      advanceChannel(network, now);
      advanceChannel(workflow, now);
    }
    expect(network.tick).toBe(6);
    expect(workflow.tick).toBe(3);
  });

  it('does not tick while paused and restarts one period after resuming', () => {
    const channel = createChannel(500);
    expect(advanceChannel(channel, 10_000)).toBe(false);
    resumeChannel(channel, 10_000);
    expect(advanceChannel(channel, 10_499)).toBe(false);
    expect(advanceChannel(channel, 10_500)).toBe(true);
    pauseChannel(channel);
    expect(advanceChannel(channel, 20_000)).toBe(false);
    expect(channel.tick).toBe(1);
  });

  it('advances a late channel by one tick and re-anchors instead of bursting', () => {
    const channel = createChannel(500);
    resumeChannel(channel, 0);
    expect(advanceChannel(channel, 5_000)).toBe(true);
    expect(channel.tick).toBe(1);
    expect(channel.dueAt).toBe(5_500);
    expect(advanceChannel(channel, 5_100)).toBe(false);
  });

  it('keeps a steady cadence when the timer fires a little late', () => {
    const channel = createChannel(500);
    resumeChannel(channel, 0);
    advanceChannel(channel, 512);
    expect(channel.dueAt).toBe(1000);
  });

  it('reports the wait until the earliest running channel', () => {
    const a = createChannel(500);
    const b = createChannel(1000);
    expect(msUntilNextTick([a, b], 0)).toBeNull();
    resumeChannel(a, 0);
    resumeChannel(b, 0);
    expect(msUntilNextTick([a, b], 100)).toBe(400);
    expect(msUntilNextTick([a, b], 900)).toBe(0);
  });
});

describe('transitions', () => {
  it('run from 0 to 1 within 250 ms and are settled when frozen', () => {
    expect(transitionProgress(1000, 1000)).toBe(0);
    expect(transitionProgress(1000, 1125)).toBe(0.5);
    expect(transitionProgress(1000, 1300)).toBe(1);
    expect(transitionProgress(Number.NEGATIVE_INFINITY, 5)).toBe(1);
  });

  it('are drawn with a few frames, the last at the end', () => {
    expect(transitionFrameOffsets(250, 4)).toEqual([63, 125, 188, 250]);
    expect(transitionFrameOffsets(250, 2)).toEqual([125, 250]);
  });

  it('keep the idle page at or under 12 frames per second', () => {
    expect(idleFramesPerSecond([TICK_PERIOD.network, TICK_PERIOD.workflow])).toBeLessThanOrEqual(12);
    expect(idleFramesPerSecond([TICK_PERIOD.network, TICK_PERIOD.workflow])).toBe(4);
    expect(idleFramesPerSecond([])).toBe(0);
  });
});
