import { startTransition, useLayoutEffect, useState } from 'react';
import { createEmitter, type Emitter } from '../store/emitter';
import { useWebgl } from '../store/webgl';
import { sceneFlags } from './sceneFlags';
import { publishTicks, sceneStats } from './sceneSignals';

/**
 * The one clock behind the scenes' ticks (docs/view-layer.md, "Ticks"): one timer at the greatest common divisor of
 * the channels' periods, beating only while a slot is on screen, the tab visible, motion allowed and the context not
 * lost. It draws nothing itself: a tick tells its channel's listeners (a scene marks its view, an SVG re-renders).
 */
export interface TickChannel {
  /** Milliseconds between ticks. */
  readonly period: number;
  /** Ticks elapsed so far. */
  tick: number;
  /** Time (performance.now) of the last tick, whose transition eases in from it; -Infinity when settled (frozen). */
  changedAt: number;
  /** Told after each tick. */
  readonly ticked: Emitter;
}

/** Length of a tick's transition (docs/view-layer.md, "Ticks"): long enough to read as motion, short of the beat. */
export const TRANSITION_MS = 300;

const channels = new Set<TickChannel>();
let beatMs = 0;
let beats = 0;
let nextBeatAt = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let frozenAt: number | null = null;
let wired = false;
/** Debug panel: scales the beat (1 = the channels' own periods). */
let speed = 1;
/** Whether a tick eases in (a transition) or lands as a step: set once the renderer is known (easeTicks). */
let eased = true;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * A tick channel of `period` ms. The scheduler starts when something first listens to a channel (a scene or an SVG
 * rendering), and from then on beats whenever the conditions allow.
 */
export function createTickChannel(period: number): TickChannel {
  const ticked = createEmitter();
  const subscribe = (listener: () => void) => {
    wire();
    return ticked.subscribe(listener);
  };
  const channel = {
    period,
    tick: frozenAt ?? 0,
    changedAt: Number.NEGATIVE_INFINITY,
    ticked: { ...ticked, subscribe },
  };
  channels.add(channel);
  // A new beat starts the count again (the channels are created together, when their features load).
  beatMs = gcd(period, beatMs);
  beats = 0;
  stop();
  if (wired) reconcile();
  return channel;
}

const reducedMotion = () =>
  typeof window === 'undefined' ? null : window.matchMedia('(prefers-reduced-motion: reduce)');

function shouldRun(): boolean {
  if (frozenAt !== null || document.visibilityState === 'hidden' || reducedMotion()?.matches) return false;
  const { visibleSlots, status } = useWebgl.getState();
  return visibleSlots > 0 && status !== 'lost';
}

function stop(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
}

/** Starts or stops the timer as the conditions say, and publishes whether ticks run. */
function reconcile(): void {
  if (typeof document === 'undefined') return;
  const run = shouldRun();
  if (!run) stop();
  else if (timer === undefined) {
    nextBeatAt = performance.now() + beatMs / speed;
    timer = setTimeout(beat, beatMs / speed);
  }
  publishTicks(frozenAt !== null ? 'frozen' : run ? 'running' : 'paused');
}

/**
 * One beat: each channel due on it ticks. The next beat keeps to the grid; a late one (a throttled tab, a busy main
 * thread) ticks once and starts the grid again, so a resumed page never bursts through the ticks it missed.
 */
function beat(): void {
  timer = undefined;
  beats += 1;
  const now = performance.now();
  for (const channel of channels) {
    if (beats % Math.round(channel.period / beatMs) !== 0) continue;
    channel.tick += 1;
    channel.changedAt = eased ? now : Number.NEGATIVE_INFINITY;
    channel.ticked.emit();
  }
  // A step is a transition done in one frame: the frame it asks for is the tick's, not an idle one.
  if (!eased) moveTransition();
  if (!shouldRun()) return reconcile();
  nextBeatAt += beatMs / speed;
  if (nextBeatAt < now) nextBeatAt = now + beatMs / speed;
  timer = setTimeout(beat, nextBeatAt - now);
}

/** Freezes every channel at `tick` (settled, no transition) and redraws: deterministic screenshots. */
export function freezeTicks(tick: number): void {
  frozenAt = tick;
  reconcile();
  for (const channel of channels) {
    channel.tick = tick;
    channel.changedAt = Number.NEGATIVE_INFINITY;
    channel.ticked.emit();
  }
}

function wire(): void {
  if (wired || typeof document === 'undefined') return;
  wired = true;
  sceneStats().setTick = freezeTicks;
  document.addEventListener('visibilitychange', reconcile);
  reducedMotion()?.addEventListener('change', reconcile);
  useWebgl.subscribe((s, prev) => {
    if (s.visibleSlots !== prev.visibleSlots || s.status !== prev.status) reconcile();
  });
  const freezeAt = sceneFlags().freezeAt;
  if (freezeAt === null) reconcile();
  else freezeTicks(freezeAt);
}

/**
 * The channel's current tick (0 on the server and in the first render), re-rendering the caller at each tick: the SVG
 * renderings. In a transition, which React renders in slices that yield to input: a store hook's update would render
 * at once, in one task (docs/decisions/0045-a-phone-s-first-seconds.md, "Ticks"). Frozen ticks (`?freeze`, the
 * screenshots) render at once instead, in the commit that mounts or hydrates the caller: a slot says it is ready in
 * the next one, so what it shows then is the frozen tick, not tick 0 with the frozen one still in a transition.
 */
export function useTickChannel(channel: TickChannel): number {
  const [tick, setTick] = useState(0);
  useLayoutEffect(() => {
    const update = () =>
      frozenAt !== null ? setTick(channel.tick) : startTransition(() => setTick(channel.tick));
    // Subscribed first: the first subscription starts the scheduler, which may set the tick (a frozen one) at once.
    const unsubscribe = channel.ticked.subscribe(update);
    update();
    return unsubscribe;
  }, [channel]);
  return tick;
}

/**
 * How far a tick's transition has eased in (docs/view-layer.md, "A tick's transition"): 0 at the tick, 1 once it is
 * over and for a frozen channel (a step). Ease-out cubic: the change lands at once and settles.
 */
export function transitionProgress(changedAt: number, now: number): number {
  if (!Number.isFinite(changedAt)) return 1;
  const t = Math.min(1, Math.max(0, (now - changedAt) / TRANSITION_MS));
  return 1 - (1 - t) ** 3;
}

/** A scene moved a tick's transition on in this frame (before it draws): the frame is the transition's. */
let transitionMoved = false;
export const moveTransition = (): void => void (transitionMoved = true);

/** Whether a transition moved in the frame drawing now; starts the next frame's count (frameLoop, every frame). */
export function frameMovedTransition(): boolean {
  const moved = transitionMoved;
  transitionMoved = false;
  return moved;
}

/**
 * Whether ticks ease in from now on: SharedCanvas turns it off where the GL draws in software (docs/decisions/0036),
 * where each tick is then a step, one frame.
 */
export function easeTicks(on: boolean): void {
  eased = on;
  sceneStats().transitions = on;
}

/** Debug panel: scales every tick period (1 = the channels' own). */
export function setTickSpeed(multiplier: number): void {
  speed = multiplier;
}
