// Group `scroll`: a visitor wheel-scrolls the home page from the top to the bottom and back, three times, at 1280×800.
// Every pass counts, the first included. Three cases:
// - early, as a visitor does: in a new browser each run, from 1 s after the page's `load` event, whatever the page is
//   still doing then (its deferred work: pages rendered ahead, the tracker);
// - rested: once the scenes are drawn and at rest, plus 2 s of looking at the hero (a case about the rested page);
// - rested with `?webgl`: the WebGL scenes, which this machine's renderer gets only by that flag
//   (docs/decisions/0040), where on the first pass each scene comes near the screen for the first time and on every
//   pass the canvas moves over the scenes near the screen.
// Frame times are the page's animation-frame intervals (a frame the main thread could not render in time shows as a
// long interval), each rounded to whole display intervals as the drag group does.
import { desktop } from '../browser.mjs';
import { profileSummary, startProfile, stopProfile } from '../profile.mjs';
import { displayFrames, percentile, recordFrames, sceneStats, waitForRest } from '../scene.mjs';

export const title = 'Scroll / top to bottom and back ×3 with the mouse wheel (1280×800, WebGL)';
export const modes = ['quick', 'full'];

/** Budgets (bench/README.md, "scroll"): no frame longer than this on any pass… */
export const LONGEST_FRAME_MS = 50;
/** …and the 95th percentile of every pass within a frame and a bit, as /about scrolls. */
export const P95_MS = 20;
const PASSES = 3;
/** One notch of a mouse wheel, and how often the visitor turns it: ~1,700 px/s, a brisk scroll. */
const NOTCH_PX = 100;
const NOTCH_EVERY_MS = 60;
/**
 * The visitor looks at the hero before scrolling: the pass starts this long after the page rests (its scenes drawn,
 * nothing moving), as the idle CPU windows of the `cpu` group do.
 */
const LOOK_MS = 2_000;
/** The early case starts this long after `load`, in a new browser each run. */
const EARLY_AFTER_LOAD_MS = 1_000;
const EARLY_RUNS = 2;

const tenth = (v) => Math.round(v * 10) / 10;

/** Wheel-scrolls from where the page is to the bottom, then back to the top; returns the frame intervals (ms). */
async function pass(page, sleep) {
  const stop = await recordFrames(page);
  for (const direction of [1, -1]) {
    for (let guard = 0; guard < 200; guard++) {
      const atEnd = await page.evaluate(
        (down) =>
          down
            ? window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1
            : window.scrollY <= 0,
        direction > 0,
      );
      if (atEnd) break;
      await page.mouse.wheel(0, direction * NOTCH_PX);
      await sleep(NOTCH_EVERY_MS);
    }
    await sleep(300); // the last notch's smooth scroll ends
  }
  return stop();
}

/** Long tasks of the page (PerformanceObserver), kept from its start: an init script, before the site's scripts. */
export function observeLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** Three passes over the page open in `page`; for each, its frames, long tasks and canvas frames. */
async function passes(page, sleep, cdp = null) {
  const box = page.viewportSize();
  await page.mouse.move(box.width / 2, box.height / 2);
  const results = [];
  for (let i = 1; i <= PASSES; i++) {
    const framesBefore = (await sceneStats(page))?.frames ?? 0;
    const longBefore = await page.evaluate(() => window.__longTasks.length);
    if (cdp && i === 1) await startProfile(cdp);
    const times = await pass(page, sleep);
    if (cdp && i === 1) {
      const file = await stopProfile(cdp, 'scroll-pass1');
      console.log(`  · CPU profile of pass 1: ${file}\n${profileSummary(file)}`);
    }
    const longTasks = await page.evaluate((from) => window.__longTasks.slice(from), longBefore);
    const { interval, frames } = displayFrames(times);
    results.push({
      pass: i,
      count: times.length,
      longest: Math.max(...times),
      over: times.filter((t) => t > LONGEST_FRAME_MS).length,
      p95: percentile(frames, 95),
      interval,
      canvasFrames: ((await sceneStats(page))?.frames ?? 0) - framesBefore,
      longTasks: longTasks.map((t) => Math.round(t.duration)),
    });
  }
  return results;
}

const describe = (p) =>
  `pass ${p.pass}: ${p.count} frames, p95 ${tenth(p.p95)} ms, longest ${Math.round(p.longest)} ms, ${p.over} over ${LONGEST_FRAME_MS} ms, ${p.canvasFrames} canvas frames, long tasks [${p.longTasks.join(', ')}] ms`;

/** Records a case's longest frame and worst p95 over every pass of `runs` (each a list of passes). */
function recordCase(record, id, label, runs) {
  const all = runs.flat();
  const note = runs.map(
    (run, i) => `${runs.length > 1 ? `run ${i + 1}: ` : ''}${run.map(describe).join('; ')}`,
  );
  record(
    `${id}-longest`,
    `${label}: longest frame, every pass`,
    Math.round(Math.max(...all.map((p) => p.longest))),
    'ms',
    `≤ ${LONGEST_FRAME_MS} ms`,
    (v) => v <= LONGEST_FRAME_MS,
    { note: note.join(' | ') },
  );
  record(
    `${id}-p95`,
    `${label}: p95 frame time, worst pass`,
    tenth(Math.max(...all.map((p) => p.p95))),
    'ms',
    `≤ ${P95_MS} ms`,
    (v) => v <= P95_MS,
    {
      note: `per pass ${all.map((p) => tenth(p.p95)).join(' / ')} ms; display interval ${tenth(all[0].interval)} ms`,
    },
  );
}

/** @param {import('../context.mjs').BenchContext} bench */
export async function run({ origin, record, newPage, launchBrowser, settle, sleep, profile }) {
  // As a visitor: a new browser, the page opened, the wheel turned 1 s after `load`.
  const early = [];
  for (let i = 0; i < EARLY_RUNS; i++) {
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({ ...desktop, locale: 'en-US', timezoneId: 'UTC' });
      await context.addInitScript(observeLongTasks);
      const page = await context.newPage();
      await page.goto(`${origin}/`, { waitUntil: 'load' });
      await sleep(EARLY_AFTER_LOAD_MS);
      early.push(await passes(page, sleep));
    } finally {
      await browser.close();
    }
  }
  recordCase(
    record,
    'scroll-early',
    `scroll / from ${EARLY_AFTER_LOAD_MS / 1000} s after load, a new browser each of ${EARLY_RUNS} runs`,
    early,
  );

  // The rested page (a case about it): the scenes drawn and at rest, then the visitor looks at the hero for a while.
  for (const [id, path, label] of [
    ['scroll-rested', '/', 'scroll / at rest'],
    [
      'scroll-webgl',
      '/?webgl',
      'scroll /?webgl at rest (the WebGL scenes: first pass loads, compiles, draws them)',
    ],
  ]) {
    const { context, page } = await newPage(desktop);
    await context.addInitScript(observeLongTasks);
    await page.goto(`${origin}${path}`);
    await settle(page);
    await waitForRest(page);
    await sleep(LOOK_MS);
    const cdp = profile && path === '/?webgl' ? await context.newCDPSession(page) : null;
    recordCase(record, id, label, [await passes(page, sleep, cdp)]);
    await context.close();
  }

  // For reference, a page without scenes scrolled the same way once: what this machine gives a page whose frames
  // cost nothing but compositing.
  const reference = await newPage(desktop);
  await reference.page.goto(`${origin}/about`);
  await settle(reference.page);
  await sleep(LOOK_MS);
  const box = reference.page.viewportSize();
  await reference.page.mouse.move(box.width / 2, box.height / 2);
  const aboutTimes = await pass(reference.page, sleep);
  await reference.context.close();
  const about = displayFrames(aboutTimes);
  record(
    'scroll-about-p95',
    'scroll /about the same way, for reference: p95 frame time / longest frame',
    `${tenth(percentile(about.frames, 95))} / ${Math.round(Math.max(...aboutTimes))}`,
    'ms',
    '—',
    null,
  );
}
