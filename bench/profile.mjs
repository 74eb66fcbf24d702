// `npm run bench -- --profile`: where the main thread's time goes in the timed groups (scroll, navigate). A CPU profile
// (V8's sampling profiler over CDP) says which functions ran; a trace (CDP Tracing, the DevTools timeline categories)
// also says how long the browser spent on style, layout and paint, which a CPU profile only shows as "(program)".
// Files go to bench/profiles/ (not committed): open a .cpuprofile or a .trace.json in Chromium's DevTools
// (Performance panel, "Load profile").
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const dir = new URL('./profiles/', import.meta.url);

/** Starts V8's sampling profiler (100 µs) in the page of `cdp`. */
export async function startProfile(cdp) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
}

/** Stops it and writes bench/profiles/<name>.cpuprofile; returns the file's path. */
export async function stopProfile(cdp, name) {
  const { profile } = await cdp.send('Profiler.stop');
  mkdirSync(dir, { recursive: true });
  const file = new URL(`${name}.cpuprofile`, dir);
  writeFileSync(file, JSON.stringify(profile));
  return file.pathname;
}

const ms = (us) => Math.round(us / 1000);
/** "react-dom-BMvGZpgV.js" → "react-dom.js": a chunk's name without its content hash. */
const script = (url) =>
  url
    ? url
        .split('/')
        .pop()
        .replace(/-[\w-]{8}\.js$/, '.js')
    : '';

/** Self time by function and by script of a .cpuprofile, the `top` largest of each, as printable lines. */
export function profileSummary(file, top = 12) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map();
  const byScript = new Map();
  profile.samples.forEach((id, i) => {
    const { functionName, url, lineNumber } = nodes.get(id).callFrame;
    const us = profile.timeDeltas[i] ?? 0;
    const where = script(url);
    const fn = `${functionName || '(anonymous)'}${where ? ` ${where}:${lineNumber + 1}` : ''}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
    const key = where || functionName;
    byScript.set(key, (byScript.get(key) ?? 0) + us);
  });
  const list = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => `${String(ms(us)).padStart(7)} ms  ${name}`)
      .join('\n');
  return `    self time by function:\n${list(byFunction)}\n    self time by script:\n${list(byScript)}`;
}

/** Starts a trace of the page's renderer (the DevTools timeline categories). */
export async function startTrace(cdp) {
  const events = [];
  const onData = (data) => events.push(...data.value);
  cdp.on('Tracing.dataCollected', onData);
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing',
    transferMode: 'ReportEvents',
  });
  return async (name) => {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', onData);
    mkdirSync(dir, { recursive: true });
    const file = new URL(`${name}.trace.json`, dir);
    writeFileSync(file, JSON.stringify({ traceEvents: events }));
    return { file: file.pathname, events };
  };
}

/** What the main thread of the page's renderer did, by kind. */
const kinds = [
  [
    'script',
    /^(FunctionCall|EvaluateScript|v8\.|V8\.|RunMicrotasks|TimerFire|FireAnimationFrame|FireIdleCallback|EventDispatch|GCEvent|MajorGC|MinorGC)/,
  ],
  ['style', /^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|ScheduleStyleRecalculation)$/],
  ['layout', /^(Layout|UpdateLayer|IntersectionObserverController::computeIntersections)$/],
  ['paint', /^(PrePaint|Paint|PaintImage|Layerize|Commit|UpdateLayerTree|CompositeLayers)$/],
];

/**
 * Self time of the renderer main thread's trace slices between two trace timestamps (µs), by kind (script, style,
 * layout, paint, other): where the time from a tap to the paint went.
 */
export function mainThreadBreakdown(events, from, to) {
  const main = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const slices = events
    .filter((e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`) && e.ts < to && e.ts + (e.dur ?? 0) > from)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map();
  const stack = [];
  for (const slice of slices) {
    const start = Math.max(slice.ts, from);
    const end = Math.min(slice.ts + slice.dur, to);
    while (stack.length && stack.at(-1).end <= start) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - Math.min(end, parent.end) + start);
    self.set(slice.name, (self.get(slice.name) ?? 0) + end - start);
    stack.push({ name: slice.name, end });
  }
  const total = { script: 0, style: 0, layout: 0, paint: 0, other: 0 };
  for (const [name, us] of self) {
    const kind = kinds.find(([, pattern]) => pattern.test(name))?.[0] ?? 'other';
    total[kind] += us;
  }
  return Object.fromEntries(Object.entries(total).map(([kind, us]) => [kind, ms(us)]));
}
