// Scene figures read from the page: WebGL contexts (the probe in browser.mjs), frames and draw calls
// (`window.__scene`, written by src/canvas/frameStats.ts), React commits and frame times.
import { cpuSeconds, chromiumTree, threadCpu } from './browser.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Live WebGL contexts of the page: created minus lost. */
export const liveContexts = (page) =>
  page.evaluate(() => (window.__bench ? window.__bench.contextsCreated - window.__bench.contextsLost : null));

/** `window.__scene` as the canvas layer exposes it, or null while it does not exist. */
export const sceneStats = (page) =>
  page.evaluate(() => {
    const s = window.__scene;
    if (!s) return null;
    return {
      frames: s.frames,
      calls: s.calls,
      ready: s.ready,
      pending: s.pending,
      memory: s.memory ?? null,
      dprChanges: s.dprChanges ?? 0,
    };
  });

/**
 * Waits until every mounted scene slot has drawn (`<html data-scene-ready="true">` and a first frame). Returns
 * 'ready', 'none' when the hydrated page mounted no scene slot, or 'timeout'.
 */
export async function waitForScenes(page, timeoutMs = 20_000) {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 10_000 }).catch(() => {});
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  const noScene = await page.evaluate(() => {
    const s = window.__scene;
    return (
      !s || (s.pending === 0 && s.frames === 0 && document.documentElement.dataset.sceneReady === undefined)
    );
  });
  if (noScene) return 'none';
  try {
    await page.waitForFunction(
      () => document.documentElement.dataset.sceneReady === 'true' && (window.__scene?.frames ?? 0) > 0,
      null,
      { timeout: timeoutMs },
    );
    return 'ready';
  } catch {
    return 'timeout';
  }
}

/**
 * Waits until the scenes say nothing is left to draw (`<html data-scene-rest="true">`) and, with `ticks`, that
 * their ticks are in that state (`<html data-scene-ticks>`: running, paused or frozen). Returns false on timeout.
 */
export async function waitForRest(page, ticks = null, timeoutMs = 20_000) {
  try {
    await page.waitForFunction(
      (want) => {
        const { sceneRest, sceneTicks } = document.documentElement.dataset;
        return sceneRest === 'true' && (want === null || sceneTicks === want);
      },
      ticks,
      { timeout: timeoutMs },
    );
    return true;
  } catch {
    return false;
  }
}

/**
 * Frames and their draw calls over `seconds` of no input, sampled every 40 ms from `window.__scene` (an idle frame
 * comes at most every 500 ms, so none is missed): the count, and how many frames drew how many calls.
 */
export async function frameCalls(page, seconds) {
  return page.evaluate(async (ms) => {
    const s = window.__scene;
    if (!s) return null;
    const byCalls = {};
    let frames = s.frames;
    const start = frames;
    const settled = s.settledFrames ?? 0;
    const end = performance.now() + ms;
    while (performance.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, 40));
      if (s.frames !== frames) {
        byCalls[s.calls] = (byCalls[s.calls] ?? 0) + (s.frames - frames);
        frames = s.frames;
      }
    }
    return { frames: frames - start, settled: (s.settledFrames ?? 0) - settled, byCalls };
  }, seconds * 1000);
}

/** Frames the canvas rendered per second over `seconds` of no input. */
export async function idleFps(page, seconds) {
  const before = await sceneStats(page);
  if (!before) return null;
  await sleep(seconds * 1000);
  const after = await sceneStats(page);
  return (after.frames - before.frames) / seconds;
}

/** Scrolls in viewport steps through the page and back; returns the most draw calls seen in one frame. */
export async function maxDrawCalls(page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize().height / 2;
  let max = 0;
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await sleep(250);
    const stats = await sceneStats(page);
    if (stats) max = Math.max(max, stats.calls);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await sleep(300);
  return max;
}

/** Scrolls so that no scene slot is on screen: to the bottom of the page (footer). */
export async function scrollScenesAway(page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await sleep(500);
}

/** CPU seconds of the whole Chromium process tree (browser, GPU, renderers, utilities) over `seconds`. */
export async function chromiumCpu(seconds) {
  const before = cpuSeconds(chromiumTree());
  await sleep(seconds * 1000);
  return cpuSeconds(chromiumTree()) - before;
}

/** CPU seconds of every Chromium thread, by `process type/thread name` (see threadCpu). */
export const chromiumThreads = () => threadCpu(chromiumTree());

/** Where a frame's CPU goes: thread groups of the Chromium tree, in ms per frame between two chromiumThreads(). */
export function cpuPerFrame(before, after, frames) {
  const groups = {
    'renderer main (JS, style, layout, paint)': /^renderer\/chromium$/,
    'renderer compositor and raster': /^renderer\//,
    'GPU main (GL commands, WebGL, compositor GL)': /^gpu-process\/chromium$/,
    'SwiftShader workers (rasterizing draws)': /^gpu-process\/Thread<\d+>$/,
    'display compositor (viz)': /^gpu-process\/VizCompositorTh$/,
    'GPU process, other': /^gpu-process\//,
    other: /./,
  };
  const ms = Object.fromEntries(Object.keys(groups).map((name) => [name, 0]));
  for (const [key, seconds] of after) {
    const delta = Math.max(0, seconds - (before.get(key) ?? 0));
    const group = Object.keys(groups).find((name) => groups[name].test(key));
    ms[group] += (delta * 1000) / Math.max(frames, 1);
  }
  return Object.fromEntries(Object.entries(ms).map(([name, value]) => [name, Math.round(value * 10) / 10]));
}

/** Forced GC, then the JS heap in use (bytes), through CDP. */
export async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

/** React commits counted by the DevTools hook stub, per renderer and in total. */
export const commits = (page) =>
  page.evaluate(() => {
    const byRenderer = { ...(window.__bench?.commits ?? {}) };
    return { byRenderer, total: Object.values(byRenderer).reduce((a, b) => a + b, 0) };
  });

/** Starts recording requestAnimationFrame intervals; the returned function stops and returns them (ms). */
export async function recordFrames(page) {
  await page.evaluate(() => {
    const times = [];
    window.__benchFrames = { times, running: true };
    const loop = (t) => {
      times.push(t);
      if (window.__benchFrames.running) requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  });
  return () =>
    page.evaluate(() => {
      window.__benchFrames.running = false;
      const t = window.__benchFrames.times;
      return t.slice(1).map((v, i) => v - t[i]);
    });
}

export const percentile = (values, p) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/**
 * Frame times on the display's clock. A page that is not cross-origin isolated reads rAF timestamps coarsened to
 * 100 µs, with jitter (Chrome 91+), so a frame that took one display interval (16.67 ms at 60 Hz) reads 16.6, 16.7 or
 * 16.8 ms. A frame lasts a whole number of intervals: each time is rounded to one. The interval is the mean of the
 * on-time frames (those under 1.5 × the 10th percentile), where the clock's jitter averages out.
 */
export function displayFrames(times) {
  const shortest = percentile(times, 10);
  const onTime = times.filter((t) => t < 1.5 * shortest);
  const interval = onTime.reduce((sum, t) => sum + t, 0) / onTime.length;
  return { interval, frames: times.map((t) => Math.max(1, Math.round(t / interval)) * interval) };
}
