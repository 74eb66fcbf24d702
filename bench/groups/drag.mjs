// Group `drag`: dragging the hero divider costs no React work per pointer move; p95 frame time while dragging.
import { desktop } from '../browser.mjs';
import {
  chromiumThreads,
  commits,
  cpuPerFrame,
  displayFrames,
  percentile,
  recordFrames,
  sceneStats,
  waitForRest,
} from '../scene.mjs';

export const title = 'Hero divider drag (desktop / and /?webgl)';
export const modes = ['quick', 'full'];

/**
 * The home page as a visitor gets it here (its SVG scenes: docs/decisions/0040) and with its WebGL scenes (`?webgl`).
 * @param {import('../context.mjs').BenchContext} bench
 */
export async function run(bench) {
  await measureDrag(bench, '/', '');
  await measureDrag(bench, '/?webgl', '-webgl');
}

async function measureDrag({ origin, record, notAvailable, newPage, settle, sleep }, path, suffix) {
  const on = `(${path})`;
  const { context, page } = await newPage(desktop);
  await page.goto(`${origin}${path}`);
  await settle(page);
  const divider = page.getByRole('separator').first();
  if ((await divider.count()) === 0 || !(await divider.isVisible())) {
    notAvailable(
      `drag-commits${suffix}`,
      `React commits per pointer move while dragging the divider ${on}`,
      '= 0',
      `no visible role=separator on ${path}`,
    );
    notAvailable(
      `drag-p95${suffix}`,
      `p95 frame time during a 2 s drag ${on}`,
      '≤ 16.7 ms',
      `no visible role=separator on ${path}`,
    );
    await context.close();
    return;
  }
  const box = await divider.boundingBox();
  const y = box.y + box.height / 2;
  let x = box.x + box.width / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  // The drag starts with the first move (one commit: the canvas mounts its PerformanceMonitor for the drag);
  // from then on every move must cost no React work.
  x -= 6;
  await page.mouse.move(x, y);
  await sleep(300);
  await waitForRest(page);
  /** 60 moves over 2 s (~30 moves/s), left and back: the React commits meanwhile, and the frames if asked. */
  const moves = 60;
  const drag = async (withFrames) => {
    const before = await commits(page);
    const stop = withFrames ? await recordFrames(page) : null;
    for (let i = 0; i < moves; i++) {
      x += (i < moves / 2 ? -1 : 1) * 6;
      await page.mouse.move(x, y);
      await sleep(2000 / moves);
    }
    const frameTimes = stop ? await stop() : [];
    const after = await commits(page);
    const byRenderer = Object.entries(after.byRenderer)
      .map(([name, n]) => `${name} ${n - (before.byRenderer[name] ?? 0)}`)
      .join(', ');
    return { frameTimes, commits: after.total - before.total, byRenderer };
  };
  // The frames of a drag as a visitor makes it, the scenes' ticks running.
  const sceneBefore = await sceneStats(page);
  const threadsBefore = chromiumThreads();
  const running = await drag(true);
  const { frameTimes } = running;
  const threadsAfter = chromiumThreads();
  const sceneAfter = await sceneStats(page);
  const canvasFrames = (sceneAfter?.frames ?? 0) - (sceneBefore?.frames ?? 0);
  // The commits a move causes, the ticks frozen: each tick of an SVG scene is a commit of its own (the scenes' clock,
  // twice a second whatever the pointer does), which would read as work of the moves.
  await page.evaluate(() => window.__scene?.setTick(2));
  await sleep(300);
  const dprBefore = (await sceneStats(page))?.dprChanges ?? 0;
  const frozen = await drag(false);
  const dprChanges = ((await sceneStats(page))?.dprChanges ?? 0) - dprBefore;
  await page.mouse.up();
  // PerformanceMonitor lowering the pixel ratio (frames drop under SwiftShader) re-renders the canvas once per
  // change: an adaptation every few seconds, not work a pointer move causes. Reported, not counted.
  const perMove = Math.round(((frozen.commits - dprChanges) / moves) * 100) / 100;
  record(
    `drag-commits${suffix}`,
    `React commits per pointer move while dragging the divider ${on}`,
    perMove,
    '',
    '= 0',
    (v) => v === 0,
    {
      note: `${moves} moves after the drag started, the scenes' ticks frozen: ${frozen.byRenderer || 'no renderer registered'}; ${dprChanges} pixel-ratio change(s) by PerformanceMonitor not counted; with the ticks running, over the drag of the frame times: ${running.byRenderer || 'no renderer registered'}`,
    },
  );
  // Where a frame's CPU goes while dragging: what software GL can and cannot do within 16.7 ms.
  const breakdown = cpuPerFrame(threadsBefore, threadsAfter, frameTimes.length);
  const total = Object.values(breakdown).reduce((a, b) => a + b, 0);
  const parts = Object.entries(breakdown)
    .filter(([, ms]) => ms >= 0.1)
    .map(([name, ms]) => `${name} ${ms}`)
    .join('; ');
  const { interval, frames } = displayFrames(frameTimes);
  const late = frames.filter((t) => t > interval).length;
  const tenth = (v) => Math.round(v * 10) / 10;
  record(
    `drag-p95${suffix}`,
    `p95 frame time during a 2 s drag ${on}`,
    tenth(percentile(frames, 95)),
    'ms',
    '≤ 16.7 ms',
    (v) => v <= 16.7,
    {
      note: `${frameTimes.length} frames of ${tenth(interval)} ms (the display's interval), ${late} of them late (2+ intervals); as rAF reads them (100 µs clock with jitter): median ${tenth(percentile(frameTimes, 50))}, p95 ${tenth(percentile(frameTimes, 95))} ms; ${canvasFrames} canvas frames; CPU per frame ${Math.round(total * 10) / 10} ms: ${parts}`,
    },
  );
  await context.close();
}
