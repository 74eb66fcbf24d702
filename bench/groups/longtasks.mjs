// Group `longtasks`: a visitor opens a page and reads it, touching nothing, for the first 20 s. Every task of the
// page's main thread over 50 ms after the first contentful paint (the Long Tasks API, observed from the start by an
// init script) is one the visitor would have waited for, had they scrolled or tapped then. No wait for the app or
// the network: the window is the page's first 20 s, whatever the page does in them.
//
// Three visitors: a desktop at full speed (this machine's software GL: the SVG scenes); a desktop that draws the
// scenes with WebGL, as a GPU visitor does (the context reports parallel compile, as tests/webgl/renderer-choice
// does), each task attributed through a CPU profile, so the driver's time (WebGL calls, the canvas's resize), which a
// GPU spends elsewhere, is set apart from the site's own (bench/taskProfile.mjs); and the calibrated phone
// (bench/calibrate.mjs), whose budgets hold in every run of at least five in the full bench.
//
// The desktop and the phone open their pages in a browser with no inspector domain on (bench/uninspected.mjs): the
// Runtime domain Playwright switches on makes V8 do work at React DOM's start that no visitor's browser does. The
// WebGL case, which attributes its tasks through a CPU profile, goes through Playwright, and so does the extra run
// `--profile` adds (not counted).
import { desktop, mobile } from '../browser.mjs';
import { profileSummary, startProfile, stopProfile } from '../profile.mjs';
import { attribute, describeTask, startTaskProfile, wrapDriverCalls } from '../taskProfile.mjs';
import { launchUninspected } from '../uninspected.mjs';
import { observeLongTasks } from './scroll.mjs';

export const title = 'Long tasks: the first 20 s of a page left alone, after its first contentful paint';
export const modes = ['quick', 'full'];

const WINDOW_MS = 20_000;
/** A task over this is long (the Long Tasks API's threshold); its time beyond it is blocking time. */
const LONG_MS = 50;
/** A phone's budgets: no task over this, and at most this much blocking time per load. */
const PHONE_LONGEST_MS = 100;
const PHONE_BLOCKING_MS = 100;

/**
 * Gives every WebGL 2 context `KHR_parallel_shader_compile`, each program reporting itself complete when asked: the
 * site then takes the path a GPU visitor takes (docs/decisions/0040), while SwiftShader still links on first use.
 */
function reportParallelCompile() {
  const proto = WebGL2RenderingContext.prototype;
  const COMPLETION_STATUS_KHR = 0x91b1;
  const extension = { COMPLETION_STATUS_KHR, maxShaderCompilerThreadsKHR: () => {} };
  const getExtension = proto.getExtension;
  proto.getExtension = function (name) {
    return name === 'KHR_parallel_shader_compile' ? extension : getExtension.call(this, name);
  };
  const getProgramParameter = proto.getProgramParameter;
  proto.getProgramParameter = function (program, name) {
    return name === COMPLETION_STATUS_KHR ? true : getProgramParameter.call(this, program, name);
  };
}

/** The script of the worker that probes WebGL off the page's main thread (src/canvas/webglProbe.worker.ts). */
const PROBE_WORKER = /\/assets\/webglProbe\.worker-[\w-]+\.js$/;

/**
 * The pages and visitors: `runs` per mode; `gpu`: the WebGL path, budgeted on the site's own share of each task.
 */
const cases = [
  { path: '/', device: 'desktop', runs: { quick: 2, full: 3 } },
  { path: '/cloud', device: 'desktop', runs: { quick: 2, full: 3 } },
  { path: '/industries/healthcare', device: 'desktop', runs: { quick: 2, full: 3 } },
  { path: '/', device: 'desktop', gpu: true, runs: { quick: 2, full: 3 } },
  { path: '/', device: 'phone', runs: { quick: 3, full: 5 } },
  { path: '/cloud', device: 'phone', runs: { quick: 3, full: 5 } },
  { path: '/industries/healthcare', device: 'phone', runs: { quick: 3, full: 5 } },
];

/** One page left alone in the uninspected browser: its long tasks after the first contentful paint, within the window. */
async function measureUninspected(bench, uninspected, { path, device }, cpu) {
  const page = await uninspected.open(device === 'phone' ? mobile : desktop, {
    cpu,
    initScript: observeLongTasks,
  });
  await page.goto(`${bench.origin}${path}`);
  // Nothing is asked of the page until the window has passed: the visitor leaves it alone.
  await bench.sleep(WINDOW_MS + 500);
  const { fcp, tasks } = await page.evaluate(
    `({ fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null, tasks: window.__longTasks })`,
  );
  await page.close();
  if (fcp === null)
    throw new Error(`${path} (${device}) reported no first contentful paint in ${WINDOW_MS} ms`);
  return { fcp, tasks: tasks.filter((t) => t.start >= fcp && t.start < WINDOW_MS), attributed: null };
}

/** One page left alone: its long tasks after the first contentful paint, within the window (and, on the GPU path, each attributed). */
async function measure(bench, { path, device, gpu }, cpu, profiled) {
  const { browser, origin, sleep } = bench;
  const context = await browser.newContext({
    ...(device === 'phone' ? mobile : desktop),
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  if (gpu) {
    await context.addInitScript(wrapDriverCalls);
    await context.addInitScript(reportParallelCompile);
    // The site asks a worker first (docs/decisions/0066), where an init script does not run: its script is served with
    // the same function run first.
    await context.route(PROBE_WORKER, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: `(${reportParallelCompile})();\n${await response.text()}` });
    });
  }
  await context.addInitScript(observeLongTasks);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  const stopTasks = gpu ? await startTaskProfile(cdp) : null;
  if (profiled && !gpu) await startProfile(cdp);
  await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0].startTime);
  const left = WINDOW_MS - (await page.evaluate(() => performance.now()));
  await sleep(Math.max(0, left));
  const tasks = await page.evaluate(
    ([from, to]) => window.__longTasks.filter((t) => t.start >= from && t.start < to),
    [fcp, WINDOW_MS],
  );
  let attributed = null;
  if (stopTasks) {
    const webgl = await page.evaluate(() => document.querySelectorAll('[data-scene-mode="webgl"]').length);
    const data = await stopTasks();
    attributed = {
      webgl,
      tasks: attribute(data, { distDir: bench.distDir, threshold: LONG_MS }).filter(
        (t) => t.start < WINDOW_MS,
      ),
    };
  }
  if (profiled && !gpu) {
    const slug = `${path.slice(1).replaceAll('/', '-') || 'home'}-${device}`;
    const file = await stopProfile(cdp, `longtasks-${slug}`);
    console.log(
      `  · CPU profile of ${path} (${device}, first ${WINDOW_MS / 1000} s): ${file}\n${profileSummary(file)}`,
    );
  }
  await context.close();
  return { fcp, tasks, attributed };
}

/**
 * The long tasks of a WebGL run that its CPU profile mostly did not see (no sample for over half the task:
 * bench/taskProfile.mjs, `unsampled`): their whole time would count as the site's own. Such a run is measured again,
 * up to `PROFILE_RETRIES` times; a task still unseen then counts whole, as the site's, and the note says so.
 */
const unseen = (run) => run.attributed?.tasks.filter((t) => t.unsampled > t.duration / 2) ?? [];
const PROFILE_RETRIES = 2;

const blocking = (tasks) => Math.round(tasks.reduce((sum, t) => sum + Math.max(0, t.duration - LONG_MS), 0));
const describe = (r) =>
  r.tasks.length
    ? r.tasks.map((t) => `${Math.round(t.duration)} ms at ${(t.start / 1000).toFixed(1)} s`).join(', ')
    : 'none';

/** @param {import('../context.mjs').BenchContext} bench */
export async function run(bench) {
  const { record } = bench;
  const uninspected = await launchUninspected();
  try {
    await measureAll(bench, uninspected, record);
  } finally {
    await uninspected.close();
  }
}

/** `LONGTASKS_CASES=/:desktop:webgl,/cloud:phone`: only the cases with those ids (a quicker reading while working on one). */
const caseId = (item) => `${item.path}:${item.device}${item.gpu ? ':webgl' : ''}`;
const chosen = process.env.LONGTASKS_CASES?.split(',').filter(Boolean);
/**
 * `LONGTASKS_WEBGL_CPU=2.5`: the WebGL case with the page's CPU slowed down that much, to see which of the site's own
 * tasks a slower host would stretch past the budget first (bench/README.md). Its figure then names the slowdown.
 */
const webglCpu = Number(process.env.LONGTASKS_WEBGL_CPU ?? 1) || 1;

async function measureAll(bench, uninspected, record) {
  for (const item of cases) {
    if (chosen && !chosen.includes(caseId(item))) continue;
    const phone = item.device === 'phone' ? await bench.phone() : null;
    const cpu = phone ? phone.cpu : item.gpu ? webglCpu : 1;
    const count = item.runs[bench.mode === 'full' ? 'full' : 'quick'];
    const runs = [];
    // A profiled run needs the inspector: with `--profile` it is an extra run, printed and never counted.
    if (bench.profile && !item.gpu) await measure(bench, item, cpu, true);
    /** WebGL runs measured again (`unseen`), as they read: in the note, never in the figures. */
    const discarded = [];
    for (let i = 0; i < count; i++) {
      if (!item.gpu) {
        runs.push(await measureUninspected(bench, uninspected, item, cpu));
        continue;
      }
      let run = await measure(bench, item, cpu, bench.profile && i === 0);
      // A run whose profile missed most of a long task says nothing of that task's share: run it again.
      for (let again = 0; again < PROFILE_RETRIES && unseen(run).length; again++) {
        discarded.push(run.attributed.tasks.map(describeTask).join('; '));
        run = await measure(bench, item, cpu, false);
      }
      runs.push(run);
    }
    const who = phone
      ? phone.label
      : item.gpu
        ? `desktop drawing WebGL (parallel compile${cpu === 1 ? '' : `, CPU ×${cpu}`})`
        : 'desktop';
    const label = `${item.path}, ${who}`;
    const id = caseId(item);
    const longest = Math.round(Math.max(0, ...runs.flatMap((r) => r.tasks.map((t) => t.duration))));
    if (item.gpu) {
      const own = runs.flatMap((r) => r.attributed.tasks);
      const longestOwn = Math.round(Math.max(0, ...own.map((t) => t.own)));
      const drew = runs.every((r) => r.attributed.webgl > 0);
      record(
        `longtask-own:${id}`,
        `${label}: longest task of the site's own after the first paint, its WebGL calls and canvas resizes set apart, first ${WINDOW_MS / 1000} s left alone (worst of ${count})`,
        drew ? longestOwn : null,
        'ms',
        `≤ ${LONG_MS} ms`,
        (v) => v <= LONG_MS,
        {
          note: drew
            ? [
                ...runs.map(
                  (r, i) => `run ${i + 1}: ${r.attributed.tasks.map(describeTask).join('; ') || 'none'}`,
                ),
                ...discarded.map(
                  (tasks) => `measured again, its CPU profile having missed most of a long task: ${tasks}`,
                ),
                ...(runs.some((r) => unseen(r).length)
                  ? [`a task still missed after ${PROFILE_RETRIES} more runs counts whole as the site's`]
                  : []),
              ].join(' || ')
            : 'the scenes did not draw with WebGL: the case measured another path',
        },
      );
      record(
        `longtask-longest:${id}`,
        `${label}: longest task after the first paint, driver included (worst of ${count})`,
        longest,
        'ms',
        '—',
        null,
        { note: runs.map((r, i) => `run ${i + 1}: ${describe(r)}`).join('; ') },
      );
      continue;
    }
    const budget = phone ? PHONE_LONGEST_MS : LONG_MS;
    record(
      `longtask-longest:${id}`,
      `${label}: longest task after the first paint, first ${WINDOW_MS / 1000} s left alone (worst of ${count})`,
      longest,
      'ms',
      phone ? `≤ ${budget} ms` : `no long task (≤ ${LONG_MS} ms)`,
      (v) => v <= budget,
      { note: runs.map((r, i) => `run ${i + 1}: ${describe(r)}`).join('; ') },
    );
    record(
      `longtask-blocking:${id}`,
      `${label}: blocking time (the sum over ${LONG_MS} ms of each long task, worst of ${count})`,
      Math.max(...runs.map((r) => blocking(r.tasks))),
      'ms',
      phone ? `≤ ${PHONE_BLOCKING_MS} ms` : '—',
      phone ? (v) => v <= PHONE_BLOCKING_MS : null,
      {
        note: `runs ${runs.map((r) => blocking(r.tasks)).join(' / ')} ms; first contentful paint at ${runs.map((r) => Math.round(r.fcp)).join(' / ')} ms`,
      },
    );
  }
}
