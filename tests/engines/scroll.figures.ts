import { afterAll, beforeAll, describe, inject, test } from 'vitest';
import { launchFirefox } from './firefox';
import { firefoxRuns, webkitRuns, type Run } from './runs';
import type { EngineSession } from './session';
import { launchWebKit } from './webkit';

/**
 * Scroll figures in Firefox and WebKit (the scroll group's figures, where these browsers expose them): the page scrolled
 * from the top to the bottom and back, 100 px every 60 ms with smooth scrolling (the bench's wheel notch in
 * Chromium: the drivers have no wheel input), the intervals between animation frames recorded in the page. The home
 * page twice (its first pass brings each scene near for the first time), `/about` once for reference.
 */

/** How long the visitor looks at the page before scrolling: the scenes load, compile and draw meanwhile. */
const LOOK_MS = 8_000;
const PAGES = ['/', '/', '/about'];

/** Starts the scroll in the page; its frame intervals land in `window.__scrollFrames` when it is back at the top. */
function startScroll() {
  const store = window as unknown as { __scrollFrames: number[] | null };
  store.__scrollFrames = null;
  const stamps: number[] = [];
  let recording = true;
  const frame = (t: number) => {
    stamps.push(t);
    if (recording) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  let direction = 1;
  const notch = () => {
    const atEnd =
      direction > 0 ? scrollY + innerHeight >= document.documentElement.scrollHeight - 1 : scrollY <= 0;
    if (atEnd && direction > 0) direction = -1;
    else if (atEnd) {
      setTimeout(() => {
        recording = false;
        store.__scrollFrames = stamps.slice(1).map((t, i) => t - stamps[i]!);
      }, 300);
      return;
    }
    window.scrollBy({ top: direction * 100, behavior: 'smooth' });
    setTimeout(notch, 60);
  };
  notch();
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function describeFrames(frames: number[]): string {
  const sorted = [...frames].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  return `${frames.length} frames, median ${ms(at(0.5))}, p95 ${ms(at(0.95))}, longest ${ms(sorted.at(-1)!)}, ${frames.filter((t) => t > 50).length} over 50 ms`;
}

const pick = (runs: readonly Run[], id: string) => runs.find((run) => run.id === id)!;

for (const [run, launch] of [
  [pick(firefoxRuns, 'firefox-1280'), launchFirefox],
  [pick(webkitRuns, 'webkit-1280'), launchWebKit],
] as const)
  describe(`${run.id} (${run.emulates})`, () => {
    let session: EngineSession | undefined;
    beforeAll(async () => {
      session = await launch(run, inject('display'));
    }, 120_000);
    afterAll(() => session?.close());

    test('scroll: frame intervals, top to bottom and back', { timeout: 300_000 }, async () => {
      const lines: string[] = [];
      for (const [i, path] of PAGES.entries()) {
        await session!.goto(`${inject('origin')}${path}`);
        await sleep(LOOK_MS);
        // WebDriver classic does not wait for a promise: the scroll runs on its own, and its result is polled.
        await session!.evaluate(startScroll);
        let frames: number[] | null = null;
        while (!frames) {
          await sleep(1_000);
          frames = await session!.evaluate(
            () => (window as unknown as { __scrollFrames: number[] | null }).__scrollFrames,
          );
        }
        // Pages rendered ahead hide scene slots of their own (in SVG): only a scene drawn in WebGL is the shown page's.
        const mode = await session!.evaluate(() =>
          document.querySelector('[data-scene-slot][data-scene-mode="webgl"]')
            ? 'scenes in WebGL'
            : 'no WebGL scene',
        );
        lines.push(`  ${run.id} ${path}${i === 1 ? ' (again)' : ''} [${mode}]: ${describeFrames(frames)}`);
      }
      console.log(lines.join('\n'));
    });
  });
