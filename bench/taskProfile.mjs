// Where each long task of a page's main thread went. A trace gives the tasks (the scheduler's `RunTask` slices of the
// renderer's main thread) and what the browser did inside them (parse, style, layout, paint); V8's sampling profiler,
// started beside it on the same clock, says which function ran at each moment of the script in them, mapped to
// `src/` through the build's source maps. A sample in a WebGL call or in the canvas's resize (made through
// `wrapDriverCalls`) is the driver's time: on a GPU the driver compiles, links and resizes elsewhere, so it is set
// apart from the site's own (bench/README.md, the long tasks row).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

const CATEGORIES = ['toplevel', 'devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'].join(',');

/**
 * The name of the function through which the page calls the driver (`wrapDriverCalls`). V8's profiler shows no frame
 * for a native method: the time inside a WebGL call or the canvas's resize is the self time of the script that made
 * it (three's `setSize`, its program cache). Called through this wrapper, it is the wrapper's self time instead.
 */
export const DRIVER_CALL = 'webglDriverCall';

/**
 * An init script: every method of the page's WebGL contexts, the creation of one (`getContext`), and the canvas's
 * `width` and `height` setters (which resize the drawing buffer), called through a function named `DRIVER_CALL`. Installed before any other script that
 * replaces a WebGL method, so that the replacement's own calls reach the driver through it.
 */
export function wrapDriverCalls() {
  // The name V8's profile shows: DRIVER_CALL (an init script has no access to this module's constants).
  const wrap = (native) =>
    function webglDriverCall(...args) {
      return native.apply(this, args);
    };
  for (const type of [globalThis.WebGL2RenderingContext, globalThis.WebGLRenderingContext]) {
    if (!type) continue;
    for (const name of Object.getOwnPropertyNames(type.prototype)) {
      const descriptor = Object.getOwnPropertyDescriptor(type.prototype, name);
      if (name === 'constructor' || typeof descriptor?.value !== 'function') continue;
      Object.defineProperty(type.prototype, name, { ...descriptor, value: wrap(descriptor.value) });
    }
  }
  // Creating a context is the browser's and the driver's work too (the GPU process starts it; the page waits).
  const getContext = HTMLCanvasElement.prototype.getContext;
  const driverGetContext = wrap(getContext);
  HTMLCanvasElement.prototype.getContext = function getContextOf(type, ...rest) {
    return (/^(webgl|webgl2|experimental-webgl)$/.test(type) ? driverGetContext : getContext).call(
      this,
      type,
      ...rest,
    );
  };
  for (const name of ['width', 'height']) {
    const descriptor = Object.getOwnPropertyDescriptor(HTMLCanvasElement.prototype, name);
    if (!descriptor?.set) continue;
    Object.defineProperty(HTMLCanvasElement.prototype, name, { ...descriptor, set: wrap(descriptor.set) });
  }
}

/** Starts the trace and the profiler in the page of `cdp`; `stop()` returns what `attribute` reads. */
export async function startTaskProfile(cdp) {
  const events = [];
  const onData = (data) => events.push(...data.value);
  cdp.on('Tracing.dataCollected', onData);
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  return async () => {
    const { profile } = await cdp.send('Profiler.stop');
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', onData);
    return { events, profile };
  };
}

/**
 * The profiler samples every 200 µs. A longer stretch of a task without a sample is time the profile did not see: its
 * sampling thread did not run then (on 2 cores, with the GPU process busy, it can miss a whole task), so whatever ran
 * there, driver or site, is unknown, and the task's "own" share would count all of it.
 */
const UNWATCHED_GAP_US = 2_000;

/** Maps a script URL and position to `src/…` (or `node_modules/…`) through the build's hidden source maps. */
function sourceMapper(distDir) {
  const maps = new Map();
  const mapOf = (url) => {
    const file = (url ?? '').split('/').pop();
    if (!file?.endsWith('.js')) return null;
    if (!maps.has(file)) {
      const path = join(distDir, 'source-maps', `${file}.map`);
      maps.set(file, existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : null);
    }
    return maps.get(file);
  };
  return ({ url, lineNumber, columnNumber, functionName }) => {
    const map = mapOf(url);
    const script = (url ?? '')
      .split('/')
      .pop()
      .replace(/-[\w-]{8}\.js$/, '.js');
    if (!map) return { file: script || `(${functionName || 'native'})`, name: functionName };
    const at = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
    const file = at.source ? at.source.replace(/^.*?\b(src|node_modules)\//, '$1/') : script;
    return { file, name: at.name ?? functionName };
  };
}

const BROWSER_KINDS = [
  ['parse', /^(ParseHTML|ParseAuthorStyleSheet)$/],
  ['style', /^(UpdateLayoutTree|RecalculateStyles)$/],
  ['layout', /^Layout$/],
  ['paint', /^(PrePaint|Paint|Layerize|Commit|UpdateLayer|UpdateLayerTree|PaintImage|Decode Image)$/],
  ['gc', /^(MinorGC|MajorGC|V8\.GC_|BlinkGC)/],
];

/** Self time (µs) of each trace slice name within [from, to] on one thread's sorted slices. */
function selfTimes(slices, from, to) {
  const self = new Map();
  const stack = [];
  for (const slice of slices) {
    if (slice.ts + slice.dur <= from || slice.ts >= to) continue;
    const start = Math.max(slice.ts, from);
    const end = Math.min(slice.ts + slice.dur, to);
    while (stack.length && stack.at(-1).end <= start) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - (Math.min(end, parent.end) - start));
    self.set(slice.name, (self.get(slice.name) ?? 0) + end - start);
    stack.push({ name: slice.name, end });
  }
  return self;
}

/**
 * Every task of the page's main thread over `threshold` ms starting after `after` (a trace timestamp, µs, or the
 * first contentful paint when omitted), each with: its start (ms after navigation), duration, the driver's share
 * (WebGL calls and the canvas's resize), the site's own (the rest), the time the profile did not see (`unsampled`, ms:
 * no sample for over `UNWATCHED_GAP_US`, counted in `own`), the browser's parts (parse, style, layout,
 * paint, GC) and the source files and functions with the most self time in it.
 */
export function attribute({ events, profile }, { distDir, threshold = 50, after } = {}) {
  const mainThreads = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const navigation = events
    .filter((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame)
    .filter((e) => /^https?:/.test(e.args.data.documentLoaderURL ?? ''))
    .at(-1);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const pageThread = navigation ? `${navigation.pid}:${navigation.tid}` : [...mainThreads][0];
  const slices = events
    .filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === pageThread && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const origin = navigation?.ts ?? slices[0]?.ts ?? 0;
  const from = after ?? fcp?.ts ?? origin;
  const tasks = slices.filter(
    (e) =>
      (e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask') &&
      e.ts >= from &&
      e.dur > threshold * 1000,
  );
  // Nested RunTask slices: keep the outermost.
  const outer = tasks.filter(
    (t) => !tasks.some((o) => o !== t && o.ts <= t.ts && o.ts + o.dur >= t.ts + t.dur && o.dur > t.dur),
  );

  // The profile's samples on the trace's clock.
  const where = sourceMapper(distDir);
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const located = new Map();
  const locate = (id) => {
    if (!located.has(id)) located.set(id, where(nodes.get(id).callFrame));
    return located.get(id);
  };
  const samples = [];
  let time = profile.startTime;
  profile.samples.forEach((id, i) => {
    time += profile.timeDeltas[i] ?? 0;
    samples.push({ time, id, us: profile.timeDeltas[i + 1] ?? 0 });
  });
  /** The time within [from, to) (µs) with no sample for more than `UNWATCHED_GAP_US` (the samples are in order). */
  const unwatched = (from, to) => {
    let gaps = 0;
    let previous = from;
    for (const { time: at } of samples) {
      if (at < from) continue;
      if (at >= to) break;
      if (at - previous > UNWATCHED_GAP_US) gaps += at - previous;
      previous = at;
    }
    return to - previous > UNWATCHED_GAP_US ? gaps + to - previous : gaps;
  };

  return outer.map((task) => {
    const end = task.ts + task.dur;
    const byFile = new Map();
    const byFunction = new Map();
    /** Inclusive time of the site's own functions (src/): which component or module the task was in. */
    const bySiteFunction = new Map();
    let driver = 0;
    for (const sample of samples) {
      if (sample.time < task.ts || sample.time >= end) continue;
      const { callFrame } = nodes.get(sample.id);
      if (callFrame.functionName === DRIVER_CALL) {
        driver += sample.us;
        continue;
      }
      const { file, name } = locate(sample.id);
      if (/^\((program|idle|root)\)$/.test(file)) continue;
      byFile.set(file, (byFile.get(file) ?? 0) + sample.us);
      const fn = `${name || '(anonymous)'} ${file}`;
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + sample.us);
      const seen = new Set();
      for (let id = sample.id; id !== undefined; id = parents.get(id)) {
        const frame = locate(id);
        if (!frame.file.startsWith('src/')) continue;
        const key = `${frame.name || '(anonymous)'} ${frame.file}`;
        if (seen.has(key)) continue;
        seen.add(key);
        bySiteFunction.set(key, (bySiteFunction.get(key) ?? 0) + sample.us);
      }
    }
    const self = selfTimes(slices, task.ts, end);
    const browser = Object.fromEntries(BROWSER_KINDS.map(([kind]) => [kind, 0]));
    for (const [name, us] of self) {
      const kind = BROWSER_KINDS.find(([, pattern]) => pattern.test(name))?.[0];
      if (kind) browser[kind] += us;
    }
    const ms = (us) => Math.round(us / 100) / 10;
    const top = (map, n) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([name, us]) => ({ name, ms: ms(us) }));
    const duration = ms(task.dur);
    return {
      start: ms(task.ts - origin),
      duration,
      driver: ms(driver),
      own: Math.round((duration - ms(driver)) * 10) / 10,
      unsampled: ms(unwatched(task.ts, end)),
      // The main thread's own CPU time in the task (the trace's thread duration), when the trace has it: the rest of
      // the task it waited, for the GPU process's answer or for a core (bench/README.md, "On a core").
      cpu: task.tdur === undefined ? null : ms(task.tdur),
      browser: Object.fromEntries(Object.entries(browser).map(([kind, us]) => [kind, ms(us)])),
      files: top(byFile, 6),
      functions: top(byFunction, 6),
      site: top(bySiteFunction, 8),
    };
  });
}

/** One task as a line of text: "212 ms at 1.4 s (own 212, driver 0, unsampled 3, on a core 180): layout 120, style 30, src/a.ts 20, …". */
export function describeTask(task) {
  const parts = Object.entries(task.browser)
    .filter(([, value]) => value >= 1)
    .map(([kind, value]) => `${kind} ${Math.round(value)}`);
  const files = task.files.map((f) => `${f.name} ${Math.round(f.ms)}`);
  const unsampled = task.unsampled >= 1 ? `, unsampled ${Math.round(task.unsampled)}` : '';
  const cpu = task.cpu === null ? '' : `, on a core ${Math.round(task.cpu)}`;
  return `${Math.round(task.duration)} ms at ${(task.start / 1000).toFixed(2)} s (own ${Math.round(task.own)}, driver ${Math.round(task.driver)}${unsampled}${cpu}): ${[...parts, ...files].join(', ')}`;
}
