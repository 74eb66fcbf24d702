import { join } from 'node:path';
import { afterAll, beforeAll, describe, inject, test } from 'vitest';
import { navigation } from '../../src/content/navigation';
import { paths } from '../../src/content/paths';
import { openMenuButton } from './journeys/journey';
import { webkitRuns, webkitSafari18Runs, type Run } from './runs';
import type { EngineSession } from './session';
import { freshFolder, Visitor } from './visitor';
import { launchWebKit } from './webkit';

/**
 * The phone menu's first move in WebKit: a visitor opens a page and taps Open Menu as soon as it can be tapped (its
 * app may still be doing its deferred work then: pages rendered ahead, the tracker); the page records, on its own
 * clock, the tap and the first animation frame in which the menu's panel has moved in from the right edge. The
 * panel slides in with a CSS animation; a main thread held by other work when the dialog opens holds its start
 * (docs/decisions/0041-deferred-work-waits-for-a-still-visitor.md).
 */

const TAPS = 5;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Installed before the tap: the click's time, then the first frame in which the open dialog's panel has moved. */
function watchMenu(label: string) {
  const store = window as unknown as { __menu: { tap: number; moved: number | null } | null };
  store.__menu = null;
  addEventListener(
    'click',
    (event) => {
      const state = { tap: event.timeStamp, moved: null as number | null };
      store.__menu = state;
      let start: number | null = null;
      const frame = (time: number) => {
        const panel = document.querySelector<HTMLElement>(`dialog[open][aria-label="${label}"]`);
        const left = panel?.getBoundingClientRect().left ?? null;
        if (left !== null && start === null) start = left;
        if (left !== null && start !== null && left < start - 1) state.moved = time;
        else if (performance.now() - state.tap < 3_000) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
    { capture: true, once: true },
  );
}

for (const run of [webkitRuns, webkitSafari18Runs].map((runs) => runs.find((r) => r.width < 768)!) as Run[])
  describe(`${run.id} (${run.emulates})`, () => {
    let session: EngineSession | undefined;
    beforeAll(async () => {
      session = await launchWebKit(run, inject('display'));
    }, 120_000);
    afterAll(() => session?.close());

    test('the phone menu: its tap to the panel’s first move', { timeout: 300_000 }, async () => {
      const visitor = new Visitor(
        session!,
        inject('origin'),
        freshFolder(join('test-results', 'engines-figures', run.id)),
      );
      const delays: string[] = [];
      for (let i = 0; i < TAPS; i++) {
        await visitor.goto(paths.about);
        await visitor.ready(openMenuButton);
        await session!.evaluate(watchMenu, navigation.header.mobileMenuLabel);
        await visitor.click(openMenuButton);
        let result: { tap: number; moved: number | null } | null = null;
        for (let wait = 0; wait < 40 && result?.moved == null; wait++) {
          await sleep(100);
          result = await session!.evaluate(
            () => (window as unknown as { __menu: { tap: number; moved: number | null } | null }).__menu,
          );
        }
        delays.push(result?.moved == null ? 'no move seen' : `${Math.round(result.moved - result.tap)} ms`);
      }
      console.log(
        `  ${run.id} /about, Open Menu tapped as soon as it can be: tap → panel's first move ${delays.join(' / ')}`,
      );
    });
  });
