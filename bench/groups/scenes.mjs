// Group `scenes`: live WebGL contexts, draw calls and idle frames on screen, off screen and in a hidden tab.
import { desktop, mobile } from '../browser.mjs';
import {
  frameCalls,
  liveContexts,
  maxDrawCalls,
  sceneStats,
  scrollScenesAway,
  waitForRest,
  waitForScenes,
} from '../scene.mjs';

export const title = 'Scenes at rest';
export const modes = ['ci', 'quick', 'full'];

/** "4 calls ×10, 2 calls ×10": how many idle frames drew how many draw calls. */
const describeCalls = (byCalls) =>
  Object.entries(byCalls)
    .sort(([a], [b]) => Number(b) - Number(a))
    .map(([calls, n]) => `${calls} calls ×${n}`)
    .join(', ') || 'no frame';

/** @param {import('../context.mjs').BenchContext} bench */
export async function run({ origin, idleSeconds, record, notAvailable, newPage, settle, sleep }) {
  const { context: mctx, page: mpage } = await newPage(mobile);
  await mpage.goto(`${origin}/`);
  await settle(mpage);
  await maxDrawCalls(mpage); // scroll through, so any lazy scene would load
  record(
    'contexts-mobile',
    'live WebGL contexts on mobile /',
    await liveContexts(mpage),
    '',
    '= 0',
    (v) => v === 0,
    {
      stable: true,
    },
  );
  await mctx.close();

  // A desktop here: its renderer compiles on the main thread, so a visitor gets the SVG scenes and no context
  // (docs/decisions/0040). The probe's own context is released at once.
  const { context: here, page: herePage } = await newPage(desktop);
  await herePage.goto(`${origin}/`);
  await settle(herePage);
  await maxDrawCalls(herePage);
  record(
    'contexts-desktop-serial',
    'live WebGL contexts on desktop / here (no parallel compile: the SVG scenes)',
    await liveContexts(herePage),
    '',
    '= 0',
    (v) => v === 0,
    { stable: true },
  );
  await here.close();

  // The WebGL scenes, which this machine's renderer gets only by `?webgl`.
  const { context, page } = await newPage(desktop);
  await page.goto(`${origin}/?webgl`);
  await page.waitForLoadState('networkidle').catch(() => {});
  let state = await waitForScenes(page, 20_000);
  if (state === 'none') {
    // A slot may mount only once its section comes near the viewport.
    await maxDrawCalls(page);
    await page.waitForLoadState('networkidle').catch(() => {});
    state = await waitForScenes(page, 20_000);
  }
  record(
    'contexts-desktop',
    'live WebGL contexts on desktop /?webgl',
    await liveContexts(page),
    '',
    '= 1',
    (v) => v === 1,
    {
      stable: true,
    },
  );
  if (!(await sceneStats(page))) {
    for (const [id, figure, budget] of [
      ['draw-calls', 'draw calls per frame (desktop /?webgl, max over the page)', '≤ 30'],
      ['idle-fps-settled', 'frames/s idle, hero on screen, outside a tick transition', '= 0'],
      ['idle-fps-offscreen', 'frames/s idle, scenes scrolled off-screen', '= 0'],
      ['idle-fps-hidden', 'frames/s idle, hidden tab (emulated visibilityState)', '= 0'],
    ])
      notAvailable(id, figure, budget, 'window.__scene is missing', true);
    await context.close();
    return;
  }
  if (state !== 'ready') console.log('  · the scenes did not report ready within 20 s; measuring anyway');
  record(
    'draw-calls',
    'draw calls per frame (desktop /?webgl, max over the page)',
    await maxDrawCalls(page),
    '',
    '≤ 30',
    (v) => v <= 30,
    { stable: true },
  );
  // Back at the top, the hero ticks: each tick's transition draws the frames it moves in (about 300 ms of them,
  // only the views that changed), and nothing is drawn between transitions.
  await waitForRest(page, 'running');
  await sleep(1000);
  const onScreen = await frameCalls(page, idleSeconds);
  // Software GL (this machine's SwiftShader) draws each tick as a step, one frame; a GPU eases it in over ~300 ms.
  const eased = await page.evaluate(() => window.__scene?.transitions);
  record(
    'idle-fps',
    'frames/s idle, hero on screen (one frame per tick in software GL, its transition on a GPU)',
    onScreen.frames / idleSeconds,
    'fps',
    '—',
    null,
    {
      stable: true,
      note: `ticks ${eased ? 'eased in' : 'as steps (software GL)'}; draw calls per frame: ${describeCalls(onScreen.byCalls)}`,
    },
  );
  record(
    'idle-fps-settled',
    'frames/s idle, hero on screen, outside a tick transition',
    onScreen.settled / idleSeconds,
    'fps',
    '= 0',
    (v) => v === 0,
    { stable: true },
  );
  await scrollScenesAway(page);
  // The scenes say when their ticks have stopped and nothing is left to draw; from then on no frame may come.
  const paused = await waitForRest(page, 'paused');
  const offScreen = await frameCalls(page, idleSeconds);
  record(
    'idle-fps-offscreen',
    'frames/s idle, scenes scrolled off-screen',
    paused ? offScreen.frames / idleSeconds : null,
    'fps',
    '= 0',
    (v) => v === 0,
    { stable: true, note: paused ? undefined : 'the ticks never reported paused' },
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  await waitForRest(page, 'running');
  await page.evaluate(() => window.__bench.setHidden(true));
  const hiddenPaused = await waitForRest(page, 'paused');
  const hidden = await frameCalls(page, idleSeconds);
  record(
    'idle-fps-hidden',
    'frames/s idle, hidden tab (emulated visibilityState)',
    hiddenPaused ? hidden.frames / idleSeconds : null,
    'fps',
    '= 0',
    (v) => v === 0,
    { stable: true, note: hiddenPaused ? undefined : 'the ticks never reported paused' },
  );
  await context.close();
}
