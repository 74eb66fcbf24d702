// Group `first-interaction`: on a page slowed like a mid-range phone on a slow connection (the calibrated phone's CPU,
// bench/calibrate.mjs; 150 ms latency, 1.6 Mbit/s, as the first-interaction Playwright projects), each kind of control is used the moment it is
// visible, and the time from that input to its visible effect is taken in the page, frame by frame.
//
// A control native HTML serves (popover, <details>, <dialog> with commandfor) must show its effect within 200 ms of
// the input; one that needs the app must show it within 100 ms of the app taking over (or of the input, if that
// came later). Nothing may be lost: an input whose effect has not shown 20 s later counts as lost.
import { desktop, mobile, slowDown } from '../browser.mjs';

export const title =
  'First interaction: controls used the moment they are painted (the phone’s CPU, 150 ms, 1.6 Mbit/s)';
export const modes = ['quick', 'full'];

const NATIVE_BUDGET_MS = 200;
const APP_BUDGET_MS = 100;
const LOST_AFTER_MS = 20_000;

/**
 * The kinds of control. `use` acts the way a visitor does; `effect` names a check in the page (see `watch`);
 * `native` says whether HTML serves it before the app runs.
 */
const kinds = [
  {
    id: 'cta-dialog',
    label: 'call to action → contact dialog (/about, Book a Free Consultation)',
    device: desktop,
    path: '/about',
    native: true,
    use: (page) => page.getByRole('main').getByRole('button', { name: 'Book a Free Consultation' }).click(),
    effect: 'dialogOpen',
  },
  {
    id: 'tab',
    label: 'service tab (/cloud, Google Cloud)',
    device: desktop,
    path: '/cloud',
    native: false,
    use: (page) => page.getByRole('tab', { name: 'Google Cloud' }).click(),
    effect: 'tabSelected',
  },
  {
    id: 'faq',
    label: 'FAQ question (/, first)',
    device: desktop,
    path: '/',
    native: true,
    use: (page) => page.locator('#main details summary').first().click(),
    effect: 'detailsOpen',
  },
  {
    id: 'menu',
    label: 'desktop menu (/about, Services)',
    device: desktop,
    path: '/about',
    native: true,
    use: (page) =>
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).click(),
    effect: 'popoverOpen',
  },
  {
    id: 'divider-key',
    label: 'hero divider, End key (/)',
    device: desktop,
    path: '/',
    native: false,
    use: async (page) => {
      await page.getByRole('separator').focus();
      await page.keyboard.press('End');
    },
    effect: 'dividerAtMax',
  },
  {
    id: 'phone-menu',
    label: 'phone menu (/, Open Menu)',
    device: mobile,
    path: '/',
    native: true,
    use: (page) => page.getByRole('button', { name: 'Open Menu' }).click(),
    effect: 'dialogOpen',
  },
  {
    id: 'hero-tab',
    label: 'phone hero tab (/, Talent)',
    device: mobile,
    path: '/',
    native: false,
    use: (page) => page.getByRole('tab', { name: 'Talent' }).click(),
    effect: 'talentTab',
  },
];

/**
 * Installed before the site's own scripts: keeps the time of the first trusted input, watches for an effect on
 * every frame once asked to, and notes when the app takes over (`html[data-hydrated]`). The checks are written
 * out here (no eval: the site's CSP forbids it).
 */
function watch() {
  const checks = {
    dialogOpen: () => Boolean(document.querySelector('dialog[open]')),
    tabSelected: () =>
      document.querySelector('[role=tab][aria-selected=true]')?.textContent?.includes('Google'),
    detailsOpen: () => Boolean(document.querySelector('#main details[open]')),
    popoverOpen: () => Boolean(document.querySelector(':popover-open')),
    dividerAtMax: () => document.querySelector('[role=separator]')?.getAttribute('aria-valuenow') === '85',
    talentTab: () =>
      document.querySelector('[role=tab][aria-selected=true]')?.textContent?.includes('Talent'),
  };
  const state = { input: null, effect: null, takeover: null };
  window.__firstInteraction = state;
  const onInput = (event) => {
    if (event.isTrusted && state.input === null && (event.type !== 'keydown' || event.key === 'End'))
      state.input = event.timeStamp;
  };
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, onInput, true);
  const takeover = () => {
    if (document.documentElement?.dataset.hydrated) state.takeover = performance.now();
    else requestAnimationFrame(takeover);
  };
  requestAnimationFrame(takeover);
  state.watch = (name) => {
    const frame = () => {
      if (checks[name]()) state.effect = performance.now();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** @param {import('../context.mjs').BenchContext} bench */
export async function run({ origin, browser, record, sleep, phone, mode }) {
  const throttle = await phone();
  // Every kind runs on the phone's CPU: as every phone case, five loads in the full bench and the worst counts.
  const runs = mode === 'full' ? 5 : 3;
  const takeovers = [];
  let lost = 0;
  let total = 0;
  for (const kind of kinds) {
    const delays = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ ...kind.device, locale: 'en-US', timezoneId: 'UTC' });
      await context.addInitScript(watch);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await slowDown(cdp, throttle);
      await page.goto(`${origin}${kind.path}`, { waitUntil: 'commit' });
      await page.waitForFunction(() => window.__firstInteraction, null, { timeout: 30_000 });
      await page.evaluate((name) => window.__firstInteraction.watch(name), kind.effect);
      await kind.use(page);
      total += 1;
      const deadline = Date.now() + LOST_AFTER_MS;
      let state = await page.evaluate(() => ({ ...window.__firstInteraction, watch: undefined }));
      while (state.effect === null && Date.now() < deadline) {
        await sleep(100);
        state = await page.evaluate(() => ({ ...window.__firstInteraction, watch: undefined }));
      }
      // The app takes over a little later on pages where a native control already answered: wait for it too.
      while (state.takeover === null && Date.now() < deadline) {
        await sleep(100);
        state = await page.evaluate(() => ({ ...window.__firstInteraction, watch: undefined }));
      }
      const fcp = await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      );
      if (state.takeover !== null && fcp !== null) takeovers.push(state.takeover - fcp);
      if (state.effect === null || state.input === null) lost += 1;
      else
        delays.push({
          afterInput: state.effect - state.input,
          afterTakeover: state.effect - Math.max(state.input, state.takeover ?? state.effect),
          beforeTakeover: state.takeover === null || state.effect < state.takeover,
        });
      await context.close();
    }
    if (delays.length === 0) {
      record(`fi-${kind.id}`, `${kind.label}: effect after the input`, null, 'ms', 'not lost', () => false, {
        note: `lost in all ${runs} runs`,
      });
      continue;
    }
    const worst = (key) => Math.round(Math.max(...delays.map((d) => d[key])));
    const note = `${delays.length}/${runs} runs; median ${Math.round(median(delays.map((d) => d.afterInput)))} ms after the input; ${delays.filter((d) => d.beforeTakeover).length} answered before the app took over`;
    if (kind.native)
      record(
        `fi-${kind.id}`,
        `${kind.label}: effect after the input (worst of ${runs}, native)`,
        worst('afterInput'),
        'ms',
        `≤ ${NATIVE_BUDGET_MS} ms`,
        (v) => v <= NATIVE_BUDGET_MS,
        { note },
      );
    else
      record(
        `fi-${kind.id}`,
        `${kind.label}: effect after the app took over (worst of ${runs})`,
        worst('afterTakeover'),
        'ms',
        `≤ ${APP_BUDGET_MS} ms`,
        (v) => v <= APP_BUDGET_MS,
        { note },
      );
  }
  record('fi-lost', `inputs lost (of ${total})`, lost, '', '= 0', (v) => v === 0);
  record(
    'fi-takeover',
    'app takeover after first contentful paint (median; the window the recorder covers)',
    takeovers.length ? Math.round(median(takeovers)) : null,
    'ms',
    '—',
    null,
    {
      note: takeovers.length
        ? `min ${Math.round(Math.min(...takeovers))}, max ${Math.round(Math.max(...takeovers))} ms`
        : undefined,
    },
  );
}
