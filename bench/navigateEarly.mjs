// The navigate group's early case: a visitor taps a footer link 2 s after the app has taken over the page (the clock
// this case is defined by: `html[data-hydrated]` starts it, and nothing else is waited for: not the network, not the
// pages rendered ahead), with the calibrated phone's CPU (bench/calibrate.mjs) and on Lighthouse's mobile connection
// (150 ms, 1.6 Mbit/s: a document load is a request, and no visitor's has no latency), while the site's own deferred work may
// still be running. The same taps on this machine's loopback connection are printed beside, with no budget. Each tap is measured
// twice, in turn on fresh pages: as the site answers it, and as the same tap loading the page as a new document (the
// app's router never sees the click, so the browser follows the link), which is what the site's client-side
// navigation has to beat. Measured from the tap's pointerdown to the new page's heading painted (Element Timing),
// across documents on the wall clock (`performance.timeOrigin`).
import { slowDown } from './browser.mjs';
import { PHONE_CONNECTION } from './calibrate.mjs';
import { percentile } from './scene.mjs';
import { tapAsVisitor } from './visitorTap.mjs';

/** Lighthouse's mobile connection, the phone's. */
const CONNECTION = PHONE_CONNECTION;
/** The visitor reads this long after the app has taken over, then taps. */
const AFTER_TAKEOVER_MS = 2_000;
/** On a desktop, how long the pointer rests on the link before the press. */
const HOVER_MS = 250;
/** Taps per pair and width: a phone's at least five in the full run (its budgets hold in every run, not in most). */
const RUNS = { desktop: 3, phone: { quick: 3, full: 5 } };
/** Budgets: the tap answered in at most half the time of a document load (p95), its Event Timing within 100 ms. */
export const EARLY_SHARE = 0.5;
export const EARLY_EVENT_BUDGET_MS = 100;

/**
 * Installed in every document of the context, before the site's scripts: the tap's time (kept across documents in
 * sessionStorage), each <h1> holding `heading` marked for Element Timing before it is painted (and the element after
 * it: the home heading's gradient text is not reported), its paint on the wall clock, and the Event Timing entries of
 * interactions.
 */
function watchTap(heading) {
  const bench = { painted: null, whole: null, events: [], tappedAt: null, tasks: [] };
  window.__early = bench;
  addEventListener(
    'pointerdown',
    (event) => {
      if (!event.isTrusted) return;
      sessionStorage.setItem('bench-tap', String(performance.timeOrigin + event.timeStamp));
      bench.tappedAt = event.timeStamp;
    },
    true,
  );
  // The main thread's tasks over 50 ms (their style, layout and paint included), to tell what a second input made
  // after the tap would wait behind.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  // An opening's words carry the site's own mark (src/app/openingOnScreen.ts), which is kept: what counts is the
  // element, whichever identifier reports it.
  const marked = new Set();
  // Each element on its own: in a document still arriving, the parser may have inserted the heading and not yet the
  // element after it (a chunk of the response ending between them), which a later call then marks.
  const mark = () => {
    for (const h1 of document.querySelectorAll('h1'))
      if (h1.textContent.includes(heading))
        for (const element of [h1, h1.nextElementSibling]) {
          if (!element || marked.has(element)) continue;
          marked.add(element);
          if (!element.hasAttribute('elementtiming')) element.setAttribute('elementtiming', 'early-heading');
        }
  };
  // The page itself on the screen, not its opening (src/app/PageOpening.tsx: the heading with nothing busy in <main>),
  // timed in the task after the frame that follows its commit: a paint Element Timing cannot name.
  const shown = (element) => {
    // A page rendered ahead is hidden by an inline `display: none` (src/app/pagesAhead.ts, `hiddenAhead`).
    for (let node = element; node && node.tagName !== 'MAIN'; node = node.parentElement)
      if (node.style.display === 'none') return false;
    return true;
  };
  const whole = () => {
    if (bench.whole !== null || !sessionStorage.getItem('bench-tap')) return;
    if (![...document.querySelectorAll('main h1[elementtiming]')].some(shown)) return;
    if (document.querySelector('main [aria-busy="true"]')) return;
    bench.whole = 0;
    requestAnimationFrame(() => setTimeout(() => (bench.whole = performance.timeOrigin + performance.now())));
  };
  new MutationObserver(() => {
    mark();
    whole();
  }).observe(document, { childList: true, subtree: true, characterData: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if ((entry.identifier === 'early-heading' || marked.has(entry.element)) && bench.painted === null)
        bench.painted = performance.timeOrigin + (entry.renderTime || entry.loadTime);
  }).observe({ type: 'element', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId)
        bench.events.push({
          name: entry.name,
          duration: entry.duration,
          // Where the time went: waiting for the main thread, the handlers, then the frame to the screen.
          parts: [
            entry.processingStart - entry.startTime,
            entry.processingEnd - entry.processingStart,
            entry.startTime + entry.duration - entry.processingEnd,
          ].map(Math.round),
        });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** Installed just before a document tap: the click reaches none of the site's listeners, and the link is followed. */
function asDocumentLoad() {
  addEventListener('click', (event) => event.stopImmediatePropagation(), { capture: true, once: true });
}

/**
 * One tap on a fresh page (on `connection`, or loopback when null): tap → heading painted (ms, null if not reported)
 * and its longest Event Timing entry.
 */
async function tapOnce(
  { browser, origin, sleep },
  cpu,
  options,
  pair,
  device,
  heading,
  asDocument,
  connection,
) {
  const context = await browser.newContext({ ...options, locale: 'en-US', timezoneId: 'UTC' });
  await context.addInitScript(watchTap, heading);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await slowDown(cdp, { cpu, ...connection });
  await page.goto(`${origin}${pair.from}`, { waitUntil: 'commit' });
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
  await sleep(AFTER_TAKEOVER_MS);
  const link = page.getByRole('contentinfo').getByRole('link', { name: pair.footer, exact: true });
  if (asDocument) await page.evaluate(asDocumentLoad);
  // A hand on a mouse reaches the link, then presses: the press comes a moment after the pointer arrives (and the
  // browser's own status bubble for the link has appeared by then, as it has for a visitor: bench/README.md).
  await tapAsVisitor(page, link, device, sleep, HOVER_MS);
  await page.waitForURL(`${origin}${pair.to}`);
  await page
    .waitForFunction(() => window.__early?.painted != null, null, { timeout: 15_000 })
    .catch(() => {});
  await page.waitForFunction(() => window.__early?.whole > 0, null, { timeout: 15_000 }).catch(() => {});
  await sleep(300); // Event Timing reports an entry after the paint that ends it
  const { painted, whole, tap, events, longestTask } = await page.evaluate(() => {
    const { tappedAt, tasks } = window.__early;
    return {
      painted: window.__early.painted,
      whole: window.__early.whole || null,
      tap: Number(sessionStorage.getItem('bench-tap')),
      events: window.__early.events,
      // Tasks still running at the tap or begun after it, in the document the tap swapped a page in (none for a tap
      // that loaded a new document: its tasks are that document's load).
      longestTask:
        tappedAt === null
          ? null
          : Math.max(
              0,
              ...tasks.filter(([start, duration]) => start + duration > tappedAt).map(([, d]) => d),
            ),
    };
  });
  await context.close();
  const longest = events.reduce((a, b) => (b.duration > (a?.duration ?? 0) ? b : a), null);
  return {
    paint: painted === null || !tap ? null : painted - tap,
    whole: whole === null || !tap ? null : whole - tap,
    event: longest?.duration ?? 16,
    parts: longest ? `${longest.name} ${longest.parts.join('+')}` : '',
    longestTask: asDocument ? null : longestTask,
  };
}

/**
 * Runs the early taps of every pair on every device, the site's and the document's in turn, on the phone's connection
 * (budgets: per page tapped to, both widths together, and over every tap), then once each on loopback (no budget).
 */
export async function measureEarlyTaps(bench, pairs, devices, headingOf) {
  const { record } = bench;
  const { cpu } = await bench.phone();
  const runsOf = (device) =>
    device === 'phone' ? RUNS.phone[bench.mode === 'full' ? 'full' : 'quick'] : RUNS.desktop;
  for (const [connection, where] of [
    [CONNECTION, `${CONNECTION.latency} ms, ${CONNECTION.kbps / 1000} Mbit/s`],
    [null, 'loopback'],
  ]) {
    const app = [];
    const wholes = [];
    const longestTasks = [];
    const documents = [];
    const events = [];
    const parts = [];
    for (const pair of pairs) {
      const heading = await headingOf(pair.to);
      const mine = [];
      const theirs = [];
      for (const [device, options] of Object.entries(devices))
        for (let i = 0; i < (connection ? runsOf(device) : 1); i++) {
          const site = await tapOnce(bench, cpu, options, pair, device, heading, false, connection);
          const document = await tapOnce(bench, cpu, options, pair, device, heading, true, connection);
          mine.push(site.paint);
          wholes.push(site.whole);
          longestTasks.push(site.longestTask);
          theirs.push(document.paint);
          events.push(site.event);
          parts.push(site.parts);
        }
      app.push(...mine);
      documents.push(...theirs);
      if (connection)
        recordShare(
          record,
          `navigate-early:${pair.from}>${pair.to}`,
          `${pair.from} → ${pair.to}`,
          mine,
          theirs,
          where,
          true,
          cpu,
        );
    }
    recordShare(
      record,
      `navigate-early:all${connection ? '' : ':loopback'}`,
      'every early tap',
      app,
      documents,
      where,
      Boolean(connection),
      cpu,
    );
    if (connection) {
      const seen = wholes.filter((v) => v !== null);
      record(
        'navigate-early-whole',
        `early taps (2 s after the app took over, CPU ×${cpu}, ${where}): tap → the page itself on the screen (its code rendered, the opening replaced), p95 of ${seen.length}`,
        seen.length ? Math.round(percentile(seen, 95)) : null,
        'ms',
        '—',
        null,
        { note: `each tap ${wholes.map((v) => (v === null ? 'unseen' : Math.round(v))).join(' / ')} ms` },
      );
      const tasks = longestTasks.filter((v) => v !== null);
      record(
        'navigate-early-longest-task',
        `early taps (2 s after the app took over, CPU ×${cpu}, ${where}): the main thread's longest task from the tap to 300 ms after the page itself is on the screen (0: none over 50 ms), p95 of ${tasks.length}`,
        tasks.length ? Math.round(percentile(tasks, 95)) : null,
        'ms',
        '—',
        null,
        {
          note: `each tap ${longestTasks.map((v) => (v === null ? 'unseen' : Math.round(v))).join(' / ')} ms`,
        },
      );
    }
    record(
      `navigate-early-event${connection ? '' : ':loopback'}`,
      `early taps (2 s after the app took over, CPU ×${cpu}, ${where}): Event Timing, p95 of ${events.length}`,
      percentile(events, 95),
      'ms',
      connection ? `≤ ${EARLY_EVENT_BUDGET_MS} ms` : '—',
      connection ? (v) => v <= EARLY_EVENT_BUDGET_MS : null,
      {
        note: `each tap ${events.join(' / ')} ms; its longest event, input delay + handlers + to the screen: ${parts.join(' / ')}`,
      },
    );
  }
}

/**
 * Records the site's p95 against the document loads' p95 (`budgeted`: at most half, a paint unseen is a miss).
 */
function recordShare(record, id, label, mine, theirs, where, budgeted, cpu) {
  const complete = [...mine, ...theirs].every((v) => v !== null);
  const ours = complete ? Math.round(percentile(mine, 95)) : null;
  const document = complete ? Math.round(percentile(theirs, 95)) : null;
  const round = (values) => values.map((v) => (v === null ? 'unseen' : Math.round(v))).join(' / ');
  record(
    id,
    `early tap, ${label} (2 s after the app took over, CPU ×${cpu}, ${where}): tap → heading painted, p95 of ${mine.length}`,
    ours,
    'ms',
    budgeted ? `≤ ${EARLY_SHARE} × a document load's p95` : '—',
    budgeted ? (v) => document !== null && v <= EARLY_SHARE * document : null,
    {
      note: complete
        ? `the site ${round(mine)} ms; as a new document ${round(theirs)} ms (p95 ${document} ms): ${Math.round((ours / document) * 100)} %`
        : `a heading's paint was not reported: the site ${round(mine)}; as a new document ${round(theirs)}`,
    },
  );
}
