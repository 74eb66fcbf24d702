// Group `trips`: 20 client-side round trips / → /about → /: contexts, renderer memory and JS heap stay flat.
import { desktop } from '../browser.mjs';
import { heapAfterGc, liveContexts, sceneStats, waitForRest, waitForScenes } from '../scene.mjs';

export const title = 'Round-trips / → /about → / ×20 (client-side navigation)';
export const modes = ['quick', 'full'];

/** @param {import('../context.mjs').BenchContext} bench */
export async function run({ origin, record, notAvailable, newPage, sleep }) {
  const { context, page } = await newPage(desktop);
  const cdp = await context.newCDPSession(page);
  // With the WebGL scenes (`?webgl`: docs/decisions/0040), whose contexts and memory this group watches.
  await page.goto(`${origin}/?webgl`);
  await waitForScenes(page, 20_000);
  const go = async (path) => {
    const clicked = await page.evaluate((href) => {
      const link = [...document.querySelectorAll(`a[href="${href}"]`)][0];
      link?.click();
      return Boolean(link);
    }, path);
    if (!clicked) await page.evaluate((href) => history.pushState(null, '', href), path);
    await page.waitForURL(`${origin}${path}`);
    // Back on /, the scenes have drawn again once every slot reports ready.
    if (path === '/')
      await page
        .waitForFunction(() => document.documentElement.dataset.sceneReady === 'true', null, {
          timeout: 5000,
        })
        .catch(() => {});
    else
      await page
        .locator('h1')
        .first()
        .waitFor({ timeout: 5000 })
        .catch(() => {});
    await sleep(150);
  };
  let maxContexts = 0;
  let firstMemory = null;
  let lastMemory = null;
  let heap10 = null;
  let heap20 = null;
  for (let trip = 1; trip <= 20; trip++) {
    await go('/about');
    maxContexts = Math.max(maxContexts, (await liveContexts(page)) ?? 0);
    await go('/');
    maxContexts = Math.max(maxContexts, (await liveContexts(page)) ?? 0);
    // Read once the scenes rest (nothing left to draw). Even then the count is not the same at every trip: textures
    // read 1 or 2 from one trip to the next, in no order (5/1 vs 5/2 failed a trip-1-equals-trip-20 check now and
    // then). A leak grows with the trips, so the most seen in trips 11–20 is compared with the most in trips 1–10.
    await waitForRest(page, null, 5000);
    const memory = (await sceneStats(page))?.memory ?? null;
    const most = (seen, now) =>
      now && {
        geometries: Math.max(seen?.geometries ?? 0, now.geometries),
        textures: Math.max(seen?.textures ?? 0, now.textures),
      };
    if (trip <= 10) firstMemory = most(firstMemory, memory);
    else lastMemory = most(lastMemory, memory);
    if (trip === 10) heap10 = await heapAfterGc(cdp);
    if (trip === 20) heap20 = await heapAfterGc(cdp);
  }
  record(
    'trips-contexts',
    'live WebGL contexts during 20 round-trips (max)',
    maxContexts,
    '',
    '≤ 1',
    (v) => v <= 1,
    {
      stable: true,
    },
  );
  if (firstMemory && lastMemory)
    record(
      'trips-memory',
      'renderer.info.memory, most in trips 11–20 vs most in trips 1–10 (geometries/textures)',
      `${lastMemory.geometries}/${lastMemory.textures} vs ${firstMemory.geometries}/${firstMemory.textures}`,
      '',
      'no growth',
      () => lastMemory.geometries <= firstMemory.geometries && lastMemory.textures <= firstMemory.textures,
      { stable: true },
    );
  else
    notAvailable(
      'trips-memory',
      'renderer.info.memory, trips 11–20 vs 1–10',
      'equal',
      'window.__scene.memory is not exposed',
    );
  record(
    'trips-heap',
    'JS heap growth after GC, trip 10 → 20',
    Math.round(((heap20 - heap10) / 1024) * 10) / 10,
    'KB',
    '< 1024 KB',
    (v) => v < 1024,
  );
  await context.close();
}
