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
  const before = await commits(page);
  const sceneBefore = await sceneStats(page);
  const dprBefore = sceneBefore?.dprChanges ?? 0;
  const threadsBefore = chromiumThreads();
  const stop = await recordFrames(page);
  const moves = 60; // 2 s at ~30 moves/s
  for (let i = 0; i < moves; i++) {
    x += (i < moves / 2 ? -1 : 1) * 6;
    await page.mouse.move(x, y);
    await sleep(2000 / moves);
  }
  const frameTimes = await stop();
  const threadsAfter = chromiumThreads();
  const after = await commits(page);
  const sceneAfter = await sceneStats(page);
  const dprChanges = (sceneAfter?.dprChanges ?? 0) - dprBefore;
  const canvasFrames = (sceneAfter?.frames ?? 0) - (sceneBefore?.frames ?? 0);
  await page.mouse.up();
  // PerformanceMonitor lowering the pixel ratio (frames drop under SwiftShader) re-renders the canvas once per
  // change: an adaptation every few seconds, not work a pointer move causes. Reported, not counted.
  const perMove = Math.round(((after.total - before.total - dprChanges) / moves) * 100) / 100;
  const byRenderer = Object.entries(after.byRenderer)
    .map(([name, n]) => `${name} ${n - (before.byRenderer[name] ?? 0)}`)
    .join(', ');
  record(
    `drag-commits${suffix}`,
    `React commits per pointer move while dragging the divider ${on}`,
    perMove,
    '',
    '= 0',
    (v) => v === 0,
    {
      note: `${moves} moves after the drag started; ${byRenderer || 'no renderer registered'}; ${dprChanges} pixel-ratio change(s) by PerformanceMonitor not counted`,
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
