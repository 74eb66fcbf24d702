// Group `scenes`: live WebGL contexts, draw calls and idle frames on screen, off screen and in a hidden tab.
import { desktop, mobile } from '../browser.mjs';
import {
  idleFps,
  liveContexts,
  maxDrawCalls,
  sceneStats,
  scrollScenesAway,
  waitForScenes,
} from '../scene.mjs';

export const title = 'Scenes at rest';
export const modes = ['ci', 'quick', 'full'];

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

  const { context, page } = await newPage(desktop);
  await page.goto(`${origin}/`);
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
    'live WebGL contexts on desktop /',
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
      ['draw-calls', 'draw calls per frame (desktop /, max over the page)', '≤ 30'],
      ['idle-fps', 'frames/s idle, scenes on screen', '≤ 12'],
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
    'draw calls per frame (desktop /, max over the page)',
    await maxDrawCalls(page),
    '',
    '≤ 30',
    (v) => v <= 30,
    { stable: true },
  );
  await sleep(1500);
  record(
    'idle-fps',
    'frames/s idle, scenes on screen',
    await idleFps(page, idleSeconds),
    'fps',
    '≤ 12',
    (v) => v <= 12,
    {
      stable: true,
    },
  );
  await scrollScenesAway(page);
  await sleep(1000);
  record(
    'idle-fps-offscreen',
    'frames/s idle, scenes scrolled off-screen',
    await idleFps(page, idleSeconds),
    'fps',
    '= 0',
    (v) => v === 0,
    { stable: true },
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  await sleep(1000);
  await page.evaluate(() => window.__bench.setHidden(true));
  await sleep(1000);
  record(
    'idle-fps-hidden',
    'frames/s idle, hidden tab (emulated visibilityState)',
    await idleFps(page, idleSeconds),
    'fps',
    '= 0',
    (v) => v === 0,
    { stable: true },
  );
  await context.close();
}
