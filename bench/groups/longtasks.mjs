// Group `longtasks`: a visitor opens a page and reads it, touching nothing, for the first 20 s. Every task of the
// page's main thread over 50 ms after the first contentful paint (the Long Tasks API, observed from the start by an
// init script) is one the visitor would have waited for, had they scrolled or tapped then. No wait for the app or
// the network: the window is the page's first 20 s, whatever the page does in them.
import { desktop, mobile } from '../browser.mjs';
import { profileSummary, startProfile, stopProfile } from '../profile.mjs';
import { observeLongTasks } from './scroll.mjs';

export const title = 'Long tasks: the first 20 s of a page left alone, after its first contentful paint';
export const modes = ['quick', 'full'];

const WINDOW_MS = 20_000;
const RUNS = 2;
/** A task over this is long (the Long Tasks API's threshold); its time beyond it is blocking time. */
const LONG_MS = 50;

/**
 * The pages: the home page, a service page and an industry page on a desktop at full speed (budget: no long task),
 * and the home page and a service page on a phone slowed 4× (budget: none over 100 ms).
 */
const cases = [
  { path: '/', device: 'desktop', cpu: 1, budget: LONG_MS },
  { path: '/cloud', device: 'desktop', cpu: 1, budget: LONG_MS },
  { path: '/industries/healthcare', device: 'desktop', cpu: 1, budget: LONG_MS },
  { path: '/', device: 'phone', cpu: 4, budget: 100 },
  { path: '/cloud', device: 'phone', cpu: 4, budget: 100 },
];

/** One page left alone: its long tasks after the first contentful paint, within the window. */
async function measure({ browser, origin, sleep }, { path, device, cpu }, profiled) {
  const context = await browser.newContext({
    ...(device === 'phone' ? mobile : desktop),
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  await context.addInitScript(observeLongTasks);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  if (profiled) await startProfile(cdp);
  await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0].startTime);
  const left = WINDOW_MS - (await page.evaluate(() => performance.now()));
  await sleep(Math.max(0, left));
  const tasks = await page.evaluate(
    ([from, to]) => window.__longTasks.filter((t) => t.start >= from && t.start < to),
    [fcp, WINDOW_MS],
  );
  if (profiled) {
    const slug = `${path.slice(1).replaceAll('/', '-') || 'home'}-${device}`;
    const file = await stopProfile(cdp, `longtasks-${slug}`);
    console.log(
      `  · CPU profile of ${path} (${device}, first ${WINDOW_MS / 1000} s): ${file}\n${profileSummary(file)}`,
    );
  }
  await context.close();
  return { fcp, tasks };
}

/** @param {import('../context.mjs').BenchContext} bench */
export async function run(bench) {
  const { record } = bench;
  for (const item of cases) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(bench, item, bench.profile && i === 0));
    const all = runs.flatMap((r) => r.tasks);
    const longest = Math.round(Math.max(0, ...all.map((t) => t.duration)));
    const blocking = (r) =>
      Math.round(r.tasks.reduce((sum, t) => sum + Math.max(0, t.duration - LONG_MS), 0));
    const label = `${item.path}, ${item.device}${item.cpu > 1 ? `, CPU ×${item.cpu}` : ''}`;
    const describe = (r) =>
      r.tasks.length
        ? r.tasks.map((t) => `${Math.round(t.duration)} ms at ${(t.start / 1000).toFixed(1)} s`).join(', ')
        : 'none';
    record(
      `longtask-longest:${item.path}:${item.device}`,
      `${label}: longest task after the first paint, first ${WINDOW_MS / 1000} s left alone (worst of ${RUNS})`,
      longest,
      'ms',
      item.budget === LONG_MS ? `no long task (≤ ${LONG_MS} ms)` : `≤ ${item.budget} ms`,
      (v) => v <= item.budget,
      { note: runs.map((r, i) => `run ${i + 1}: ${describe(r)}`).join('; ') },
    );
    record(
      `longtask-blocking:${item.path}:${item.device}`,
      `${label}: blocking time (the sum over ${LONG_MS} ms of each long task, worst of ${RUNS})`,
      Math.max(...runs.map(blocking)),
      'ms',
      '—',
      null,
      {
        note: `runs ${runs.map(blocking).join(' / ')} ms; first contentful paint at ${runs.map((r) => Math.round(r.fcp)).join(' / ')} ms`,
      },
    );
  }
}
