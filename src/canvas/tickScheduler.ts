import { useEffect, useSyncExternalStore } from 'react';
import { useWebgl } from '../store/webgl';
import { sceneFlags } from './sceneFlags';
import { sceneStats } from './sceneStats';
import { advanceChannels, createChannel, dueAfter, msUntilNextTick, type TickChannel } from './ticks';

/**
 * The one scheduler behind every scene tick. It runs only while a scene slot is on screen, the tab is visible,
 * motion is allowed and the context is not lost. It draws nothing itself: a tick tells the channel's listeners
 * (the scenes mark their view changed, the SVG renderings re-render), and every channel that ticks at the same
 * instant does so in the same timer callback, so their changes share one frame.
 */
const channels = new Map<string, TickChannel & { users: number; base: number; seen: number }>();
let speed = 1;
/** Listeners of every tick (the DOM renderings, through useSyncExternalStore). */
const listeners = new Set<() => void>();
/** Listeners of one channel's ticks (the WebGL scenes). */
const channelListeners = new Map<string, Set<() => void>>();
let timer: ReturnType<typeof setTimeout> | undefined;
/** Start of the shared tick grid: every channel ticks at epoch + k·period. */
let epoch = 0;
let running = false;
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

/** Tells the listeners of every channel whose tick changed since they were last told, then the DOM renderings. */
function notify(): void {
  for (const [id, channel] of channels) {
    if (channel.tick === channel.seen) continue;
    channel.seen = channel.tick;
    for (const listener of channelListeners.get(id) ?? []) listener();
  }
  for (const listener of listeners) listener();
}

/** Mirrors whether ticks run on `<html data-scene-ticks>` (running, paused, frozen) and in window.__scene. */
function publish(): void {
  const state = frozenAt !== null ? 'frozen' : running ? 'running' : 'paused';
  sceneStats().ticking = running;
  if (document.documentElement.dataset.sceneTicks !== state)
    document.documentElement.dataset.sceneTicks = state;
}

function fire(): void {
  timer = undefined;
  if (advanceChannels(channels.values(), epoch, performance.now(), sceneFlags().continuous)) notify();
  reconcile();
}

function reconcile(): void {
  if (typeof document === 'undefined') return;
  const now = performance.now();
  if (!shouldRun()) {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    running = false;
    for (const channel of channels.values()) channel.dueAt = Number.NaN;
    publish();
    return;
  }
  if (!running) {
    running = true;
    epoch = now;
  }
  for (const channel of channels.values())
    if (Number.isNaN(channel.dueAt)) channel.dueAt = dueAfter(epoch, channel.period, now);
  const wait = msUntilNextTick(channels.values(), now);
  if (timer === undefined && wait !== null) timer = setTimeout(fire, wait);
  publish();
}

/** Freezes every channel at `tick` (settled, no transition) and redraws: deterministic screenshots. */
export function freezeTicks(tick: number): void {
  frozenAt = tick;
  for (const channel of channels.values()) {
    channel.tick = tick;
    channel.seen = Number.NaN;
    channel.changedAt = Number.NEGATIVE_INFINITY;
  }
  reconcile();
  notify();
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

/** The channel's live state, for scene code (no React involved). */
export function getTickChannel(id: string): TickChannel | undefined {
  return channels.get(id);
}

/** Calls `listener` after each tick of channel `id` (a WebGL scene marks its view changed). */
export function subscribeTickChannel(id: string, listener: () => void): () => void {
  let set = channelListeners.get(id);
  if (!set) {
    set = new Set();
    channelListeners.set(id, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

function register(id: string, period: number): () => void {
  wire();
  let channel = channels.get(id);
  if (!channel) {
    const start = createChannel(period / speed, frozenAt ?? 0);
    channel = { ...start, users: 0, base: period, seen: start.tick };
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
 * component that owns a scene (the WebGL scene follows the channel through subscribeTickChannel).
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
