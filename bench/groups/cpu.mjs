// Group `cpu`: idle CPU of every Chromium process, demand loop against a forced continuous loop, alternating.
import { desktop } from '../browser.mjs';
import { chromiumCpu, waitForScenes } from '../scene.mjs';

export const title = 'Idle CPU of all Chromium processes (demand vs ?bench=always, alternating)';
export const modes = ['quick', 'full'];

/** @param {import('../context.mjs').BenchContext} bench */
export async function run({ origin, idleSeconds, record, newPage, sleep }) {
  const measure = async (query, options = {}) => {
    const { context, page } = await newPage({ ...desktop, ...options });
    await page.goto(`${origin}/${query}`);
    await waitForScenes(page, 20_000);
    await sleep(2000);
    const seconds = await chromiumCpu(idleSeconds);
    await context.close();
    return seconds;
  };
  const demand = [];
  const always = [];
  for (let i = 0; i < 2; i++) {
    demand.push(await measure(''));
    always.push(await measure('?bench=always'));
  }
  const avg = (values) => values.reduce((a, b) => a + b, 0) / values.length;
  const pct = (seconds) => Math.round((seconds / idleSeconds) * 1000) / 10;
  const d = pct(avg(demand));
  const a = pct(avg(always));
  record('cpu-idle', `CPU, idle / (demand loop, % of one core over ${idleSeconds} s)`, d, '%', '—', null);
  record('cpu-always', `CPU, idle /?bench=always (continuous loop)`, a, '%', '—', null);
  record(
    'cpu-ratio',
    'CPU saving (always ÷ demand)',
    Math.round((a / Math.max(d, 0.1)) * 10) / 10,
    '×',
    '≥ 5×',
    (v) => v >= 5,
  );
  // Where idle CPU goes besides the scenes: the same page with motion reduced, and a page without scenes
  // (under SwiftShader, compositing CSS animations over the fixed canvas layer costs CPU too).
  const reduced = await measure('', { reducedMotion: 'reduce' });
  record('cpu-reduced', 'CPU, idle / with prefers-reduced-motion', pct(reduced), '%', '—', null);
  const about = await measure('about');
  record('cpu-about', 'CPU, idle /about (no scene on the page)', pct(about), '%', '—', null);
}
