/**
 * Pure timing rules of the scene ticks. The scheduler (tickScheduler.ts) only wires them to timers, so every
 * rule here is unit-tested without a clock.
 */

/** Tick periods of the hero scenes (SPEC.md §4, §9). */
export const TICK_PERIOD = { network: 500, workflow: 1000 } as const;

/** Longest animated transition after a tick (issue 3: ≤ 250 ms). */
export const TRANSITION_MS = 250;

/**
 * Frames drawn per tick transition, evenly spread over it, the last one settled. None at the tick itself: the canvas
 * keeps showing the settled previous state until the first step. Under SwiftShader a frame of the hero costs ~55 ms
 * of CPU (compositing a full-viewport canvas), so the count of idle frames is what the idle CPU is made of.
 */
export const TRANSITION_STEPS = 2;

export interface TickChannel {
  /** Milliseconds between ticks. */
  period: number;
  /** Ticks elapsed so far. */
  tick: number;
  /** Time (ms, performance.now) of the last tick; -Infinity when the transition is settled or frozen. */
  changedAt: number;
  /** Time the next tick is due; NaN while paused. */
  dueAt: number;
}

export const createChannel = (period: number, tick = 0): TickChannel => ({
  period,
  tick,
  changedAt: Number.NEGATIVE_INFINITY,
  dueAt: Number.NaN,
});

/** Starts (or resumes after a pause) a channel: its next tick comes one full period from now. */
export function resumeChannel(channel: TickChannel, now: number): void {
  if (Number.isNaN(channel.dueAt)) channel.dueAt = now + channel.period;
}

export function pauseChannel(channel: TickChannel): void {
  channel.dueAt = Number.NaN;
}

/**
 * Advances a channel whose tick is due. A late timer (throttled tab, busy main thread) advances one tick only and
 * re-anchors, so a resumed page never fast-forwards through a burst of ticks.
 * @returns whether the channel ticked.
 */
export function advanceChannel(channel: TickChannel, now: number): boolean {
  if (Number.isNaN(channel.dueAt) || now < channel.dueAt) return false;
  channel.tick += 1;
  channel.changedAt = now;
  channel.dueAt =
    now - channel.dueAt >= channel.period ? now + channel.period : channel.dueAt + channel.period;
  return true;
}

/** Milliseconds until the earliest due channel, or null when none is running. */
export function msUntilNextTick(channels: Iterable<TickChannel>, now: number): number | null {
  let next = Number.POSITIVE_INFINITY;
  for (const channel of channels) if (!Number.isNaN(channel.dueAt)) next = Math.min(next, channel.dueAt);
  return Number.isFinite(next) ? Math.max(0, next - now) : null;
}

/** 0 right after a tick, 1 once its transition is over (and for a frozen channel). */
export function transitionProgress(changedAt: number, now: number, duration = TRANSITION_MS): number {
  if (!Number.isFinite(changedAt)) return 1;
  const t = (now - changedAt) / duration;
  return t <= 0 ? 0 : t >= 1 ? 1 : t;
}

/** Offsets (ms after a tick) at which the canvas is invalidated: evenly spaced, the last one settles the transition. */
export function transitionFrameOffsets(duration = TRANSITION_MS, steps = TRANSITION_STEPS): number[] {
  return Array.from({ length: steps }, (_, i) => Math.round((duration * (i + 1)) / steps));
}

/** Upper bound of frames per second the ticks cause while idle (all periods are multiples of the shortest). */
export function idleFramesPerSecond(periods: readonly number[], steps = TRANSITION_STEPS): number {
  if (periods.length === 0) return 0;
  return (steps * 1000) / Math.min(...periods);
}
