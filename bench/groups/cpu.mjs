// Group `cpu`: idle CPU of every Chromium process: the demand loop against a forced continuous loop (alternating
// pairs), and the page at rest off screen, in a hidden tab and with reduced motion. All with the WebGL scenes
// (`?webgl`: this machine's renderer gets the SVG ones otherwise, docs/decisions/0040; the peer group measures `/` as
// a visitor gets it).
import { desktop } from '../browser.mjs';
import { chromiumCpu, scrollScenesAway, sceneStats, waitForRest, waitForScenes } from '../scene.mjs';

export const title = 'Idle CPU of all Chromium processes (demand vs ?bench=always, alternating; at rest)';
export const modes = ['quick', 'full'];

const PAIRS = 3;
/** Runs of each at-rest figure (its median is recorded): one 10 s window is noisy at this level (±0.5 %). */
const REST_RUNS = 3;
/**
 * After the scenes say they rest, the page's load work is not over: under SwiftShader the first frames' software
 * rasterization and shader compilation, and the page's tiles, keep its workers busy for a second or two (probed:
 * a tab hidden right after its first frame spent ~160 ms of SwiftShader CPU in the next 10 s, one hidden 4 s later
 * none). That is loading, not idling: every window here starts after the same settle (the peer group's too).
 */
const SETTLE_MS = 2_000;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (v, digits = 1) => Math.round(v * 10 ** digits) / 10 ** digits;

/** @param {import('../context.mjs').BenchContext} bench */
export async function run({ origin, idleSeconds, record, newPage, sleep }) {
  const pct = (seconds) => round((seconds / idleSeconds) * 100);
  /**
   * Opens `path`, lets the scenes draw, puts the page in `state` (on screen, off screen, hidden tab) and measures the
   * CPU of every Chromium process and the frames drawn over the idle window.
   */
  const measure = async (path, { state = 'on', ...options } = {}) => {
    const { context, page } = await newPage({ ...desktop, ...options });
    await page.goto(`${origin}/${path}`);
    await waitForScenes(page, 20_000);
    if (state === 'off') await scrollScenesAway(page);
    if (state === 'hidden') await page.evaluate(() => window.__bench.setHidden(true));
    // Settled: nothing left to draw and the ticks in their state for this window, then the load work over.
    const ticks = state === 'on' && !options.reducedMotion ? null : 'paused';
    if (path.startsWith('?')) await waitForRest(page, ticks);
    await sleep(SETTLE_MS);
    const before = (await sceneStats(page))?.frames ?? 0;
    const seconds = await chromiumCpu(idleSeconds);
    const frames = ((await sceneStats(page))?.frames ?? 0) - before;
    await context.close();
    return { seconds, frames };
  };

  const demand = [];
  const always = [];
  for (let i = 0; i < PAIRS; i++) {
    demand.push((await measure('?webgl')).seconds);
    always.push((await measure('?webgl&bench=always')).seconds);
  }
  const ratios = demand.map((d, i) => always[i] / Math.max(d, 0.01));
  record(
    'cpu-idle',
    `CPU, idle /?webgl (demand loop, % of one core over ${idleSeconds} s, median of ${PAIRS})`,
    pct(median(demand)),
    '%',
    '—',
    null,
    {
      note: demand.map(pct).join(' / '),
    },
  );
  record(
    'cpu-always',
    `CPU, idle /?webgl&bench=always (continuous loop, median of ${PAIRS})`,
    pct(median(always)),
    '%',
    '—',
    null,
    {
      note: always.map(pct).join(' / '),
    },
  );
  record(
    'cpu-ratio',
    `CPU saving (always ÷ demand, median of ${PAIRS} alternating pairs)`,
    round(median(ratios)),
    '×',
    '≥ 8×',
    (v) => v >= 8,
    {
      note: ratios.map((r) => `${round(r)}×`).join(' / '),
    },
  );

  // At rest the page must cost next to nothing: no frame and at most 1 % of a core (a page without scenes
  // idles at about half of that on this machine: /about below).
  for (const [id, figure, path, options] of [
    ['cpu-offscreen', 'CPU, /?webgl scrolled to the footer (scenes off screen)', '?webgl', { state: 'off' }],
    ['cpu-hidden', 'CPU, /?webgl in a hidden tab (emulated visibilityState)', '?webgl', { state: 'hidden' }],
    [
      'cpu-reduced',
      'CPU, /?webgl with prefers-reduced-motion (hero on screen)',
      '?webgl',
      { reducedMotion: 'reduce' },
    ],
  ]) {
    const runs = [];
    for (let i = 0; i < REST_RUNS; i++) runs.push(await measure(path, options));
    const frames = Math.max(...runs.map((r) => r.frames));
    record(
      id,
      `${figure}, median of ${REST_RUNS}`,
      pct(median(runs.map((r) => r.seconds))),
      '%',
      '≤ 1 %, 0 frames',
      (v) => v <= 1 && frames === 0,
      {
        note: `${runs.map((r) => `${pct(r.seconds)} %`).join(' / ')}; at most ${frames} frame(s) in ${idleSeconds} s`,
      },
    );
  }
  const about = await measure('about');
  record('cpu-about', 'CPU, idle /about (no scene on the page)', pct(about.seconds), '%', '—', null);
}
