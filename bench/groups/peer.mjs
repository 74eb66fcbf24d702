// Group `peer`: the home page beside the peer a visitor's developer would pick (react-force-graph-3d rendering the
// same 46 profiles, bench/peer), measured in the same run, alternating, on screen and scrolled off screen; and the
// compositor floor (bench/peer/floor.html) for reference. The home page twice: as a visitor gets it, its window
// starting 5 s after `load` whatever the page is doing then; and with its WebGL scenes (`?webgl`, which this
// machine's renderer gets only by that flag: docs/decisions/0040), once they rest (a case about the rested page).
import { scriptsOfPage } from '../bytes.mjs';
import { desktop } from '../browser.mjs';
import { servePeer } from '../peer/serve.mjs';
import { chromiumCpu, scrollScenesAway, waitForRest, waitForScenes } from '../scene.mjs';

export const title = 'Peer: react-force-graph-3d (46 profiles) beside the home page, idle, alternating';
export const modes = ['quick', 'full'];

const ROUNDS = 3;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (v, digits = 1) => Math.round(v * 10 ** digits) / 10 ** digits;

/** Frames with at least one WebGL draw (the probe in browser.mjs counts them the same way on both pages). */
const drawFrames = (page) => page.evaluate(() => window.__bench?.drawFrames ?? 0);
/** Animation frames the page asked for (the probe in browser.mjs). */
const animationFrames = (page) => page.evaluate(() => window.__bench?.animationFrames ?? 0);
/** The early window starts this long after `load`, as a visitor who reads the hero for a moment. */
const EARLY_AFTER_LOAD_MS = 5_000;

/** @param {import('../context.mjs').BenchContext} bench */
export async function run({ origin, idleSeconds, record, newPage, sleep, kb }) {
  const peer = await servePeer();
  try {
    /**
     * Idle frames/s, animation frames/s and CPU seconds of one page, on screen then scrolled off screen (`isHome`:
     * true for the home page at rest, 'early' for the home page from 5 s after `load`, false for the peer, 'floor'
     * for the compositor floor page, measured on screen only).
     */
    const measure = async (url, isHome) => {
      const { context, page } = await newPage(desktop);
      await page.goto(url);
      if (isHome === 'early') {
        await sleep(EARLY_AFTER_LOAD_MS - 1000);
      } else if (isHome === 'floor') {
        await page.waitForLoadState('load');
      } else if (isHome) {
        await waitForScenes(page, 20_000);
        await waitForRest(page, 'running');
      } else {
        await page.waitForFunction(() => (window.__bench?.drawFrames ?? 0) > 30, null, { timeout: 30_000 });
      }
      await sleep(1000);
      const window_ = async () => {
        const frames = await drawFrames(page);
        const asked = await animationFrames(page);
        const cpu = await chromiumCpu(idleSeconds);
        return {
          fps: ((await drawFrames(page)) - frames) / idleSeconds,
          rafs: ((await animationFrames(page)) - asked) / idleSeconds,
          cpu,
        };
      };
      const on = await window_();
      if (isHome === 'floor') {
        await context.close();
        return { on };
      }
      await scrollScenesAway(page);
      if (isHome === true) await waitForRest(page, 'paused');
      const off = await window_();
      await context.close();
      return { on, off };
    };
    const early = [];
    const home = [];
    const eased = [];
    const them = [];
    const floor = [];
    for (let i = 0; i < ROUNDS; i++) {
      them.push(await measure(`${peer.origin}/`, false));
      early.push(await measure(`${origin}/`, 'early'));
      home.push(await measure(`${origin}/?webgl`, true));
      eased.push(await measure(`${origin}/?webgl&transitions`, true));
      floor.push(await measure(`${peer.origin}/floor.html`, 'floor'));
    }
    const pick = (runs, where, what) => median(runs.map((r) => r[where][what]));
    const pct = (seconds) => round((seconds / idleSeconds) * 100);
    const all = (runs, where) => runs.map((r) => pct(r[where].cpu)).join(' / ');
    const names = {
      peer: 'react-force-graph-3d page',
      early: `home page / as a visitor gets it, from ${EARLY_AFTER_LOAD_MS / 1000} s after load`,
      home: 'home page /?webgl at rest (its WebGL scenes)',
      // What a visitor whose GL is a GPU sees: software GL draws a tick as a step (docs/decisions/0036).
      eased: 'home page /?webgl&transitions at rest (ticks eased in, as on a GPU)',
    };
    for (const [who, runs] of [
      ['peer', them],
      ['early', early],
      ['home', home],
      ['eased', eased],
    ]) {
      const name = names[who];
      record(
        `${who}-fps`,
        `frames/s idle, ${name}, on / off screen`,
        `${round(pick(runs, 'on', 'fps'))} / ${round(pick(runs, 'off', 'fps'))}`,
        'fps',
        '—',
        null,
      );
      record(
        `${who}-cpu`,
        `CPU, idle ${name}, on screen (median of ${ROUNDS})`,
        pct(pick(runs, 'on', 'cpu')),
        '%',
        '—',
        null,
        {
          note: `on screen ${all(runs, 'on')}; off screen ${all(runs, 'off')} (median ${pct(pick(runs, 'off', 'cpu'))} %)`,
        },
      );
    }
    // What any page that changes pixels twice a second costs here before drawing anything of its own
    // (bench/peer/floor.html): under SwiftShader each frame recomposites the whole 1280×800 viewport.
    record(
      'floor-cpu',
      `CPU, compositor floor: a page that changes 8×8 px twice a second (median of ${ROUNDS})`,
      pct(pick(floor, 'on', 'cpu')),
      '%',
      '—',
      null,
      { note: `${all(floor, 'on')}; the budget below is ${round(pct(pick(them, 'on', 'cpu')) / 12)} %` },
    );
    for (const [id, runs, label] of [
      ['peer-ratio-early', early, `hero on screen from ${EARLY_AFTER_LOAD_MS / 1000} s after load (/)`],
      ['peer-ratio', home, 'hero on screen at rest, WebGL scenes (/?webgl)'],
    ]) {
      const share = pick(runs, 'on', 'cpu') / Math.max(pick(them, 'on', 'cpu'), 0.01);
      record(
        id,
        `CPU, ${label} ÷ react-force-graph-3d on screen`,
        round(share * 100, 2),
        '% of peer',
        '≤ 8.33 % (1/12)',
        (v) => v <= 100 / 12,
        { note: `1/${round(1 / Math.max(share, 1e-6))} of the peer's CPU` },
      );
    }
    // Scrolled off screen, no path asks for a frame: the SVG one as a visitor gets it here, and the WebGL one at rest,
    // with its ticks as software GL draws them (steps) and eased in as a GPU draws them.
    for (const [id, runs, label] of [
      ['early-offscreen-rafs', early, `/ from ${EARLY_AFTER_LOAD_MS / 1000} s after load`],
      ['webgl-offscreen-rafs', home, '/?webgl at rest'],
      ['eased-offscreen-rafs', eased, '/?webgl&transitions at rest'],
    ]) {
      record(
        id,
        `animation frames asked for with the scenes off screen (${label}, most of ${ROUNDS})`,
        round(Math.max(...runs.map((r) => r.off.rafs))),
        '/s',
        '0',
        (v) => v === 0,
        {
          note: `per round ${runs.map((r) => round(r.off.rafs)).join(' / ')}/s; on screen ${runs.map((r) => round(r.on.rafs)).join(' / ')}/s`,
        },
      );
    }

    const { page, context } = await newPage(desktop);
    const peerJs = await scriptsOfPage(page, peer.origin, '/');
    const homeJs = await scriptsOfPage(page, origin, '/', { settle: (p) => waitForScenes(p, 20_000) });
    await context.close();
    const gzip = (scripts) => kb(scripts.all.reduce((sum, s) => sum + s.gzip, 0));
    record(
      'peer-js',
      'JS gzip, react-force-graph-3d page / home page /',
      `${gzip(peerJs)} / ${gzip(homeJs)}`,
      'KB',
      '—',
      null,
    );
  } finally {
    await peer.close();
  }
}
