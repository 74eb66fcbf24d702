/**
 * Pure timing rules of the scene ticks. The scheduler (tickScheduler.ts) only wires them to a timer, so every rule
 * here is unit-tested without a clock.
 */

/** Tick periods of the hero scenes (SPEC.md §4, §9). */
export const TICK_PERIOD = { network: 500, workflow: 1000 } as const;

/** Length of a tick's animated transition, drawn only when frames run continuously (`?bench=always`). */
export const TRANSITION_MS = 250;

/**
 * Ticks due within this many milliseconds of each other fire together: timers are never exact, and two channels
 * whose ticks fall together must share one frame.
 */
export const TICK_TOLERANCE_MS = 4;

export interface TickChannel {
  /** Milliseconds between ticks. */
  period: number;
  /** Ticks elapsed so far. */
  tick: number;
  /**
   * Time (ms, performance.now) of the last tick while its transition is drawn; -Infinity when settled. With the
   * demand frame loop a tick is drawn once, settled: a visitor sees each state, not frames between them.
   */
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

/**
 * The first tick time after `now` on a channel's grid: `epoch + k·period`. Every channel of the scheduler shares
 * one epoch, so periods that are multiples of each other (500 and 1000 ms) tick at the same instants.
 */
export function dueAfter(epoch: number, period: number, now: number): number {
  const k = Math.floor((now - epoch) / period) + 1;
  return epoch + Math.max(1, k) * period;
}

/**
 * Advances every channel whose tick is due by `now` (within TICK_TOLERANCE_MS) by one tick, and sets each one's
 * next tick on the shared grid. A late timer (a throttled tab, a busy main thread) advances one tick only: a
 * resumed page never bursts through the ticks it missed, and the channels stay on one grid.
 * @param animate whether the tick's transition is drawn (continuous frames) or the tick is settled at once.
 * @returns whether any channel ticked.
 */
export function advanceChannels(
  channels: Iterable<TickChannel>,
  epoch: number,
  now: number,
  animate: boolean,
): boolean {
  let ticked = false;
  const at = now + TICK_TOLERANCE_MS;
  for (const channel of channels) {
    if (Number.isNaN(channel.dueAt)) continue;
    if (at >= channel.dueAt) {
      channel.tick += 1;
      channel.changedAt = animate ? now : Number.NEGATIVE_INFINITY;
      ticked = true;
    }
    channel.dueAt = dueAfter(epoch, channel.period, at);
  }
  return ticked;
}

/** Milliseconds until the earliest due channel, or null when none is running. */
export function msUntilNextTick(channels: Iterable<TickChannel>, now: number): number | null {
  let next = Number.POSITIVE_INFINITY;
  for (const channel of channels) if (!Number.isNaN(channel.dueAt)) next = Math.min(next, channel.dueAt);
  return Number.isFinite(next) ? Math.max(0, next - now) : null;
}

/** 0 right after a tick, 1 once its transition is over (and for a settled or frozen channel). */
export function transitionProgress(changedAt: number, now: number, duration = TRANSITION_MS): number {
  if (!Number.isFinite(changedAt)) return 1;
  const t = (now - changedAt) / duration;
  return t <= 0 ? 0 : t >= 1 ? 1 : t;
}

/**
 * Frames per second the ticks cost while idle: one per instant at which some channel ticks (channels on one grid
 * share their instants), over the channels' common cycle.
 */
export function idleFramesPerSecond(periods: readonly number[]): number {
  if (periods.length === 0) return 0;
  const cycle = periods.reduce((a, b) => lcm(a, b));
  const instants = new Set<number>();
  for (const period of periods) for (let t = period; t <= cycle; t += period) instants.add(t);
  return (instants.size * 1000) / cycle;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const lcm = (a: number, b: number): number => (a * b) / gcd(a, b);
