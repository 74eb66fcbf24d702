import { useEffect, useSyncExternalStore } from 'react';
import { useWebgl } from '../store/webgl';
import { invalidateScenes } from './invalidate';
import { sceneFlags } from './sceneFlags';
import { sceneStats } from './sceneStats';
import {
  advanceChannel,
  createChannel,
  msUntilNextTick,
  pauseChannel,
  resumeChannel,
  transitionFrameOffsets,
  type TickChannel,
} from './ticks';

/**
 * The one scheduler behind every scene tick. It runs only while a scene slot is on screen, the tab is visible,
 * motion is allowed and the context is not lost; each tick invalidates the canvas for a few frames of its
 * transition and nothing else, so the idle page renders ~4 frames/s and 0 when nothing is on screen.
 */
const channels = new Map<string, TickChannel & { users: number; base: number }>();
let speed = 1;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;
let frameTimers: ReturnType<typeof setTimeout>[] = [];
let frozenAt: number | null = null;
let wired = false;

const reducedMotionQuery = () =>
  typeof window === 'undefined' ? null : window.matchMedia('(prefers-reduced-motion: reduce)');

function shouldRun(): boolean {
  if (channels.size === 0 || frozenAt !== null) return false;
  if (document.visibilityState === 'hidden') return false;
  if (reducedMotionQuery()?.matches) return false;
  const { visibleSlots, status } = useWebgl.getState();
  return visibleSlots > 0 && status !== 'lost';
}

function notify(): void {
  for (const listener of listeners) listener();
}

function clearFrameTimers(): void {
  for (const t of frameTimers) clearTimeout(t);
  frameTimers = [];
}

function drawTransition(): void {
  clearFrameTimers();
  frameTimers = transitionFrameOffsets().map((offset) => setTimeout(invalidateScenes, offset));
}

function fire(): void {
  timer = undefined;
  const now = performance.now();
  let ticked = false;
  for (const channel of channels.values()) ticked = advanceChannel(channel, now) || ticked;
  if (ticked) {
    notify();
    drawTransition();
  }
  reconcile();
}

function reconcile(): void {
  if (typeof document === 'undefined') return;
  const now = performance.now();
  if (!shouldRun()) {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    for (const channel of channels.values()) pauseChannel(channel);
    return;
  }
  for (const channel of channels.values()) resumeChannel(channel, now);
  const wait = msUntilNextTick(channels.values(), now);
  if (timer === undefined && wait !== null) timer = setTimeout(fire, wait);
}

/** Freezes every channel at `tick` (settled, no transition) and redraws once: deterministic screenshots. */
export function freezeTicks(tick: number): void {
  frozenAt = tick;
  for (const channel of channels.values()) {
    channel.tick = tick;
    channel.changedAt = Number.NEGATIVE_INFINITY;
  }
  clearFrameTimers();
  reconcile();
  notify();
  invalidateScenes();
}

function wire(): void {
  if (wired) return;
  wired = true;
  const initialFreeze = sceneFlags().freezeAt;
  if (initialFreeze !== null) frozenAt = initialFreeze;
  sceneStats().setTick = freezeTicks;
  document.addEventListener('visibilitychange', reconcile);
  reducedMotionQuery()?.addEventListener('change', reconcile);
  useWebgl.subscribe((s, prev) => {
    if (s.visibleSlots !== prev.visibleSlots || s.status !== prev.status) reconcile();
  });
}

/** The channel's live state, for scene code reading it inside useFrame (no React involved). */
export function getTickChannel(id: string): TickChannel | undefined {
  return channels.get(id);
}

function register(id: string, period: number): () => void {
  wire();
  let channel = channels.get(id);
  if (!channel) {
    channel = { ...createChannel(period / speed, frozenAt ?? 0), users: 0, base: period };
    channels.set(id, channel);
  }
  channel.users += 1;
  reconcile();
  return () => {
    const current = channels.get(id);
    if (!current) return;
    current.users -= 1;
    if (current.users === 0) channels.delete(id);
    reconcile();
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Keeps a tick channel running while the calling component is mounted, without re-rendering it on ticks: for the
 * component that owns a scene (the WebGL scene reads `getTickChannel` per frame, no React render per tick).
 */
export function useTickChannelRunning(id: string, period: number): void {
  useEffect(() => register(id, period), [id, period]);
}

/**
 * Keeps a tick channel running while the calling component is mounted and returns its current tick
 * (0 on the server): the DOM/SVG renderings, which re-render once per tick.
 */
export function useTickChannel(id: string, period: number): number {
  useTickChannelRunning(id, period);
  return useSyncExternalStore(
    subscribe,
    () => channels.get(id)?.tick ?? frozenAt ?? 0,
    () => 0,
  );
}

/** Debug panel: scales every tick period (1 = the specified 500/1000 ms). */
export function setTickSpeed(multiplier: number): void {
  speed = multiplier;
  for (const channel of channels.values()) channel.period = channel.base / multiplier;
}
