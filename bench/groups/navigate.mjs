// Group `navigate`: a visitor who has been on a page for a moment taps a link to another page of the site, on a page
// slowed like a mid-range phone (the calibrated phone's CPU from the start, bench/calibrate.mjs). Measured in the page:
// - from the pointer going down to the new page's heading painted (Element Timing's render time of its <h1>: the
//   watcher marks every <h1> with the new page's heading, present or still to come, before it is painted; and the
//   element after it, which paints in the same frame: the home page's heading is a gradient clipped to transparent
//   text, which Element Timing does not report);
// - the tap's Event Timing duration (from the input to the next paint after its handlers, what INP reports): the
//   longest entry of the tap's interaction (pointerdown, pointerup, click).
// At desktop (1280×800) and phone (390×844) widths, each pair three times on a fresh page; the budget holds for
// every run (with three runs, the p95 is the slowest).
// Beside them, with no budget, this machine's floor: the same tap on the same link, taken over before the site sees
// it (its click is cancelled) and answered by adding one small heading in the next task. What any tap that shows
// something costs here (input, one frame, its raster and presentation through software GL), which no page can go
// under; the pairs' figures read against it (docs/decisions/0033-pages-rendered-ahead-and-swapped-after-a-frame.md).
// And for each pair at desktop width (a phone renders no page ahead), with no budget, the bare reveal: the same tap
// taken over, answered in the next task by showing the new page's sections as the site rendered them ahead (their
// `display: none` lifted, the old page's set), with none of the site's code run for the tap (no handler, no React
// commit, no effects): what the browser alone spends to style, lay out, paint and present that page for the first
// time. A pair's figure above its bare reveal is the site's own part of the tap.
// With `--strip=<part>,…` it times only the floor and the bare reveals, of pages with those parts of their look taken
// away by a stylesheet the bench adds (`STRIPPABLE`): what a lighter design would leave the browser to do. Not the
// site: no budget, and the pairs are not timed.
import { desktop, mobile } from '../browser.mjs';
import { measureEarlyTaps } from '../navigateEarly.mjs';
import { mainThreadBreakdown, profileSummary, startProfile, startTrace, stopProfile } from '../profile.mjs';
import { tapAsVisitor } from '../visitorTap.mjs';

export const title =
  'Navigate: tap → the new page’s heading painted (the phone’s CPU, app running, chunks prefetched)';
export const modes = ['quick', 'full'];

/** Budgets (bench/README.md, "navigate"). */
export const PAINT_BUDGET_MS = 100;
export const EVENT_BUDGET_MS = 50;
const RUNS = 3;
/** The visitor reads the page for a moment before tapping: this long after the app took over and the network went idle. */
const READ_MS = 3_000;

/**
 * The parts of a page's look `--strip` can take away, as the CSS that does it (`below`: handled in `takeOverTap`,
 * which then reveals only the new page's first section, the one holding its <h1>).
 */
export const STRIPPABLE = {
  backgrounds: '*, ::before, ::after { background-image: none !important }',
  shadows: '*, ::before, ::after { box-shadow: none !important; text-shadow: none !important }',
  pictures: 'svg, img, canvas, [data-scene-slot] { display: none !important }',
  masks:
    '*, ::before, ::after { mask: none !important; filter: none !important; backdrop-filter: none !important }',
  motion: '*, ::before, ::after { animation: none !important; transition: none !important }',
  below: '',
};

const main = (page) => page.getByRole('navigation', { name: 'Main' });
const openPhoneMenu = async (page, group) => {
  await page.getByRole('button', { name: 'Open Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Site menu' });
  if (group) await menu.getByText(group, { exact: true }).click();
  return menu;
};

/**
 * The measured pairs: the issue's three and a service page to an industry page. `open` does what the visitor does
 * before the tap (opens a menu); `link` is the link they tap.
 */
const pairs = [
  {
    from: '/it-talent',
    to: '/about',
    footer: 'About',
    desktop: async (page) => main(page).getByRole('link', { name: 'About', exact: true }),
    phone: async (page) => (await openPhoneMenu(page)).getByRole('link', { name: 'About', exact: true }),
  },
  {
    from: '/about',
    to: '/cloud',
    footer: 'Cloud & Infrastructure',
    desktop: async (page) => {
      await main(page).getByRole('button', { name: 'Services' }).click();
      return main(page).getByRole('link', { name: 'Cloud & Infrastructure' });
    },
    phone: async (page) =>
      (await openPhoneMenu(page, 'Services')).getByRole('link', { name: 'Cloud & Infrastructure' }),
  },
  {
    from: '/about',
    to: '/',
    footer: 'Home',
    desktop: async (page) => page.getByRole('banner').getByRole('link', { name: /home$/ }),
    phone: async (page) => page.getByRole('banner').getByRole('link', { name: /home$/ }),
  },
  {
    from: '/cloud',
    to: '/industries/healthcare',
    footer: 'Healthcare',
    desktop: async (page) => {
      await main(page).getByRole('button', { name: 'Industries' }).click();
      return main(page).getByRole('link', { name: 'Healthcare' });
    },
    phone: async (page) =>
      (await openPhoneMenu(page, 'Industries')).getByRole('link', { name: 'Healthcare' }),
  },
];

/**
 * Installed before the site's scripts: keeps the tap's start and the Event Timing entries, and `expect(text)` marks
 * every <h1> holding `text` (there now, or added later) for Element Timing, so its first paint is reported.
 */
function watchNavigation() {
  const state = { down: null, click: null, interaction: null, painted: null, events: [], marked: new Set() };
  window.__navigate = state;
  addEventListener(
    'pointerdown',
    (event) => {
      if (event.isTrusted && state.down === null) state.down = event.timeStamp;
    },
    true,
  );
  addEventListener(
    'click',
    (event) => {
      if (event.isTrusted && state.click === null) state.click = event.timeStamp;
    },
    true,
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (
        (entry.identifier === 'navigate-heading' || state.marked.has(entry.element)) &&
        state.painted === null
      )
        state.painted = entry.renderTime || entry.loadTime;
  }).observe({ type: 'element', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId)
        state.events.push({
          name: entry.name,
          start: entry.startTime,
          duration: entry.duration,
          id: entry.interactionId,
        });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  state.expect = (text) => {
    // Called just before the tap: what the visitor did before it (opening a menu: a pointerdown and a click of
    // their own) is not the tap.
    state.down = null;
    state.click = null;
    state.events = [];
    state.marked = new Set();
    // An opening's words carry the site's own mark (src/app/openingOnScreen.ts), which is kept: what counts is the
    // element, whichever identifier reports it.
    const mark = () => {
      for (const heading of document.querySelectorAll('h1'))
        if (heading.textContent.includes(text) && !state.marked.has(heading))
          for (const element of [heading, heading.nextElementSibling]) {
            if (!element) continue;
            state.marked.add(element);
            if (!element.hasAttribute('elementtiming'))
              element.setAttribute('elementtiming', 'navigate-heading');
          }
    };
    mark();
    new MutationObserver(mark).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  };
}

/**
 * Installed in the page just before the floor's or a bare reveal's tap: the tap's click goes no further (no handler
 * of the site runs, the link is not followed), and the task after it answers it.
 * - `text` null (the floor): adds a small fixed heading marked for Element Timing.
 * - `to` a page, `{ path, heading, title }` (a bare reveal): does what any way of showing that page must do, and
 *   nothing else: closes an open menu (dialog or popover), puts the page's address in the history (through
 *   `History.prototype.pushState`, which the router has not wrapped, so the app does not hear of it) and its title
 *   on the tab, hides the page on screen and shows the page rendered ahead whose <h1> holds `heading` (a page is the
 *   run of `<main>`'s children from the one holding its <h1> to the next such; only the first of them with
 *   `firstOnly`). Returns false, installing nothing, when that page was not rendered ahead.
 */
function takeOverTap(to) {
  const text = to?.heading ?? null;
  const state = window.__navigate;
  let answer;
  if (text === null) {
    answer = () => {
      const heading = document.createElement('h1');
      heading.textContent = 'Floor';
      heading.style.cssText = 'position:fixed;top:40%;left:40%;margin:0;z-index:2147483647;background:#fff';
      heading.setAttribute('elementtiming', 'navigate-heading');
      document.body.append(heading);
    };
  } else {
    const pages = [];
    for (const child of document.querySelector('main').children) {
      if (child.querySelector('h1')) pages.push([]);
      pages.at(-1)?.push(child);
    }
    const shown = pages.find((page) => page[0].style.display !== 'none');
    const next = pages.find((page) => page[0].querySelector('h1').textContent.includes(text));
    if (!shown || !next || next === shown) return false;
    answer = () => {
      // As the site does when a link in a menu is followed.
      for (const dialog of document.querySelectorAll('dialog[open]')) dialog.close();
      for (const popover of document.querySelectorAll(':popover-open')) popover.hidePopover();
      History.prototype.pushState.call(history, null, '', to.path);
      document.title = to.title;
      for (const element of shown) element.style.setProperty('display', 'none', 'important');
      for (const element of to.firstOnly ? next.slice(0, 1) : next) element.style.removeProperty('display');
    };
  }
  addEventListener(
    'click',
    (event) => {
      event.preventDefault();
      event.stopImmediatePropagation();
      window.setTimeout(answer);
    },
    { capture: true, once: true },
  );
  // Forgets what came before; the floor marks nothing of the site's.
  state.expect(text ?? '\u0000');
  return true;
}

/**
 * A page as the host serves it: its path, the text of its <h1> (the first 16 characters: enough to tell the pages
 * apart) and its title.
 */
async function pageOf(origin, path) {
  const html = await (await fetch(`${origin}${path}`)).text();
  const text = (pattern) =>
    (html.match(pattern)?.[1] ?? '')
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .trim();
  return {
    path,
    heading: text(/<h1[^>]*>([\s\S]*?)<\/h1>/).slice(0, 16),
    title: text(/<title>([^<]*)<\/title>/),
  };
}

/**
 * A fresh page of the pair's `from` at the phone's CPU (the `strip`ped parts of its look taken away), with the watcher
 * installed, once the app has taken over, the network is idle and the visitor has read a while (a spec about the
 * running app); then the link the visitor taps on `device`, visible.
 */
async function openAndRead({ browser, origin, sleep, strip = [], phone }, options, pair, device) {
  const css = strip.map((part) => STRIPPABLE[part]).join('\n');
  // The site's Content Security Policy refuses a <style> a script adds, silently: a stripped page bypasses it.
  const context = await browser.newContext({
    ...options,
    locale: 'en-US',
    timezoneId: 'UTC',
    bypassCSP: css !== '',
  });
  await context.addInitScript(watchNavigation);
  if (css)
    await context.addInitScript((text) => {
      addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = text;
        document.head.append(style);
      });
    }, css);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: (await phone()).cpu });
  await page.goto(`${origin}${pair.from}`);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
  await page.waitForLoadState('networkidle').catch(() => {});
  await sleep(READ_MS);
  const link = await pair[device](page);
  await link.waitFor({ state: 'visible' });
  return { context, page, cdp, link };
}

/** Waits for the marked heading's paint (10 s at most) and the entries after it; returns the watcher's state. */
async function readAfterTap(page, sleep) {
  await page
    .waitForFunction(() => window.__navigate.painted !== null, null, { timeout: 10_000 })
    .catch(() => {});
  await sleep(300); // Event Timing reports an entry after the paint that ends it
  return page.evaluate(() => ({ ...window.__navigate, expect: undefined }));
}

/**
 * One run's figures from the watcher's state: tap → heading painted (null: not reported), and the longest Event
 * Timing entry of the tap's interaction (none: every event ended within 16 ms, the smallest duration reported here).
 */
function figuresOf(state) {
  const interaction = state.events.filter(
    (e) => e.start >= state.down - 1 && e.start <= (state.click ?? state.down) + 1,
  );
  return {
    paint: state.painted === null ? null : state.painted - state.down,
    event: interaction.length ? Math.max(...interaction.map((e) => e.duration)) : 16,
  };
}

/** @param {import('../context.mjs').BenchContext} bench */
export async function run(bench) {
  const { origin, browser, record, sleep, profile, strip, phone } = bench;
  // NAVIGATE_EARLY_ONLY=1: only the early taps (a quicker reading while working on them).
  const onlyEarly = process.env.NAVIGATE_EARLY_ONLY === '1';
  const devices = { desktop, phone: mobile };
  if (strip.length) return measureTakenOver({ origin, browser, record, sleep, devices, strip, phone });
  // As a visitor acts: taps 2 s after the app took over, beside the same taps loading a new document.
  await measureEarlyTaps(bench, pairs, devices, async (path) => (await pageOf(origin, path)).heading);
  if (onlyEarly) return;
  for (const pair of pairs) {
    const { heading } = await pageOf(origin, pair.to);
    for (const [device, options] of Object.entries(devices)) {
      const runs = [];
      const profiled = profile && device === 'desktop';
      for (let i = 0; i < RUNS + (profiled ? 1 : 0); i++) {
        // A spec about the running app: the tap is made once the app has taken over and the visitor has read a while.
        const { context, page, cdp, link } = await openAndRead(
          { browser, origin, sleep, phone },
          options,
          pair,
          device,
        );
        await page.evaluate((text) => window.__navigate.expect(text), heading);
        const tracing = i === RUNS ? await startTrace(cdp) : null;
        if (tracing) await startProfile(cdp);
        await tapAsVisitor(page, link, device, sleep);
        await page.waitForURL(`${origin}${pair.to}`);
        const state = await readAfterTap(page, sleep);
        if (tracing) {
          // A file name: a nested path (/industries/healthcare) joins its segments with '-'.
          const slug = (path) => path.slice(1).replaceAll('/', '-') || 'home';
          const name = `navigate-${slug(pair.from)}-to-${slug(pair.to)}`;
          const profileFile = await stopProfile(cdp, name);
          const { file, events } = await tracing(name);
          const tap = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointerdown');
          const start = tap?.ts ?? 0;
          const end = start + ((state.painted ?? state.down) - state.down) * 1000;
          const parts = mainThreadBreakdown(events, start, end);
          console.log(
            `  · ${pair.from} → ${pair.to}: main thread from the tap to the paint (ms, traced run): ${Object.entries(
              parts,
            )
              .map(([kind, v]) => `${kind} ${v}`)
              .join(', ')}\n    trace ${file}, CPU profile ${profileFile}\n${profileSummary(profileFile, 8)}`,
          );
        } else runs.push(figuresOf(state));
        await context.close();
      }
      const label = `${pair.from} → ${pair.to}, ${device}`;
      const painted = runs.filter((r) => r.paint !== null).map((r) => r.paint);
      const worst = painted.length === runs.length ? Math.round(Math.max(...painted)) : null;
      record(
        `navigate-paint:${pair.from}>${pair.to}:${device}`,
        `${label}: tap → heading painted (slowest of ${RUNS})`,
        worst,
        'ms',
        `≤ ${PAINT_BUDGET_MS} ms`,
        (v) => v <= PAINT_BUDGET_MS,
        {
          note:
            worst === null
              ? `the heading's paint was not reported in ${runs.length - painted.length} of ${runs.length} runs`
              : `runs ${painted.map(Math.round).join(' / ')} ms`,
        },
      );
      const events = runs.map((r) => r.event);
      record(
        `navigate-event:${pair.from}>${pair.to}:${device}`,
        `${label}: the tap's Event Timing duration (longest of ${RUNS})`,
        Math.max(...events),
        'ms',
        `≤ ${EVENT_BUDGET_MS} ms`,
        (v) => v <= EVENT_BUDGET_MS,
        { note: `runs ${events.join(' / ')} ms` },
      );
    }
  }
  await measureTakenOver({ origin, browser, record, sleep, devices, phone });
}

/**
 * The floor and the bare reveals (see the top of this file): the tap taken over, three times per device; for the
 * floor the first pair's, for the reveals each pair's.
 */
async function measureTakenOver({ origin, browser, record, sleep, devices, strip = [], phone }) {
  const firstOnly = strip.includes('below');
  const cases = [
    { pair: pairs[0], to: null },
    ...(await Promise.all(
      pairs.map(async (pair) => ({ pair, to: { ...(await pageOf(origin, pair.to)), firstOnly } })),
    )),
  ];
  const stripped = strip.length ? `, stripped of ${strip.join(', ')}` : '';
  for (const { pair, to } of cases)
    for (const [device, options] of Object.entries(devices)) {
      // A phone renders no page ahead (src/app/pagesAhead.ts, `aheadFor`): there is no page to reveal bare.
      if (to && device === 'phone') continue;
      const runs = [];
      let missing = 0;
      for (let i = 0; i < RUNS; i++) {
        const { context, page, link } = await openAndRead(
          { browser, origin, sleep, strip, phone },
          options,
          pair,
          device,
        );
        if (await page.evaluate(takeOverTap, to)) {
          await tapAsVisitor(page, link, device, sleep);
          runs.push(figuresOf(await readAfterTap(page, sleep)));
        } else missing++;
        await context.close();
      }
      const painted = runs.filter((r) => r.paint !== null).map((r) => Math.round(r.paint));
      const events = runs.map((r) => r.event);
      const [id, label, budget] =
        to === null
          ? [
              `floor:${device}`,
              `floor, ${device}${stripped}: a tap answered by one small heading`,
              'none (this machine’s floor)',
            ]
          : [
              `reveal:${pair.from}>${pair.to}:${device}`,
              `bare reveal, ${pair.from} → ${pair.to}, ${device}${stripped} (none of the site's code run)`,
              'none (the browser’s part of the pair)',
            ];
      const note = (values) =>
        missing
          ? `the page was not rendered ahead at the tap in ${missing} of ${RUNS} runs`
          : `runs ${values.join(' / ')} ms`;
      record(
        `navigate-${id.replace(':', '-paint:')}`,
        `${label}: tap → painted (slowest of ${RUNS})`,
        painted.length === RUNS ? Math.max(...painted) : null,
        'ms',
        budget,
        null,
        { note: note(painted) },
      );
      record(
        `navigate-${id.replace(':', '-event:')}`,
        `${label}: the tap's Event Timing duration (longest of ${RUNS})`,
        events.length ? Math.max(...events) : null,
        'ms',
        budget,
        null,
        { note: note(events) },
      );
    }
}
