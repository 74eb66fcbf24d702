import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { aboutTheSite } from './consoleFilter';
import { contactJourneys } from './journeys/contact';
import { errorJourneys } from './journeys/errors';
import { homeJourneys } from './journeys/home';
import type { Journey, JourneyContext } from './journeys/journey';
import { navigationJourneys } from './journeys/navigation';
import { pageJourneys } from './journeys/pages';
import { startAgainJourneys } from './journeys/startAgain';
import type { Run } from './runs';
import { forOneTry, TryAbandoned, type EngineSession } from './session';
import { freshFolder, Visitor } from './visitor';

declare module 'vitest' {
  interface TaskMeta {
    /** Each failed try's last steps (Visitor.trail), printed by the report. */
    failedTries?: string[][];
  }
}

/** Where each run's screenshots go (git-ignored). */
export const screenshotRoot = join('test-results', 'engines');

const number = (journey: Journey) => Number.parseInt(journey.title, 10);
/** Every journey, in the order of their numbers. */
const journeys = [
  ...contactJourneys,
  ...navigationJourneys,
  ...homeJourneys,
  ...pageJourneys,
  ...errorJourneys,
  ...startAgainJourneys,
].sort((a, b) => number(a) - number(b));

/** A journey with nothing left in it: the console is checked once every other journey has run. */
const consoleTitle = '12. no console error or warning from the site in the whole run';
const JOURNEY_TIMEOUT_MS = 30_000;
/**
 * In WebKit the console check also loads every page the run visited in a fresh MiniBrowser (webkitProbe.ts): about
 * a dozen pages at 3 s each here, over 5 s each when the other engine's runs share the two cores. At 60 s that step
 * timed out on a busy machine with nothing wrong in the console.
 */
const CONSOLE_TIMEOUT_MS = 180_000;

/**
 * One run: one browser session for every journey that applies at its width (and that the run takes, `Run.journeys`),
 * then the console of the whole run.
 * The browser starts before the first journey and is closed after the last, whatever happened.
 */
export function defineRun(run: Run, launch: (run: Run, display: string) => Promise<EngineSession>) {
  describe(`${run.id} (${run.emulates})`, () => {
    let session: EngineSession | undefined;
    let origin = '';
    let shots = '';

    beforeAll(async () => {
      session = await launch(run, inject('display'));
      origin = inject('origin');
      shots = freshFolder(join(screenshotRoot, run.id));
      // No timeout of its own: the config's hookTimeout (120 s) is what a browser gets to start on a busy machine.
    });
    afterAll(() => session?.close());

    /** The journey's context for one try: its visitor stops acting once the try has timed out (forOneTry). */
    const contextFor = (signal: AbortSignal): JourneyContext => ({
      run,
      origin,
      stateDir: inject('stateDir'),
      visitor: new Visitor(forOneTry(session!, signal), origin, shots),
    });

    test('0. the viewport has the run’s exact size (innerWidth × innerHeight)', async ({ signal }) => {
      const { visitor } = contextFor(signal);
      await visitor.goto('/');
      const size = await visitor.session.evaluate(() => ({ width: innerWidth, height: innerHeight }));
      expect(size).toEqual({ width: run.width, height: run.height });
    });

    const takes = (journey: Journey) =>
      (journey.applies?.(run) ?? true) && (run.journeys?.includes(number(journey)) ?? true);
    for (const journey of journeys.filter(takes))
      test(
        journey.title,
        async ({ signal, task }) => {
          const context = contextFor(signal);
          const failed = (why: string) => {
            // Where the try's time went, for the report (matrixReporter.ts).
            task.meta.failedTries = [...(task.meta.failedTries ?? []), context.visitor.trail()];
            // What the visitor saw when it went wrong (the browser's own session: the try's may no longer act).
            return session!
              .screenshot(join(shots, `failed-${number(journey)}${why}.png`))
              .catch(() => undefined);
          };
          signal.addEventListener('abort', () => void failed('-timed-out'), { once: true });
          try {
            // A try starts with the tab's sessionStorage empty, as a new tab's: the contact form's draft lives there,
            // and a retry must not find the draft its failed try left (journey 1 expects none before its first call
            // to action). Journeys never rely on one another's storage.
            await context.visitor.session.evaluate(() => {
              try {
                sessionStorage.clear();
              } catch {
                // about:blank before the run's first page: nothing stored.
              }
              return true;
            });
            await journey.run(context);
          } catch (error) {
            if (!(error instanceof TryAbandoned)) await failed('');
            throw error;
          }
        },
        journey.timeout ?? JOURNEY_TIMEOUT_MS,
      );

    test(
      consoleTitle,
      async () => {
        expect(aboutTheSite(await session!.takeConsole())).toEqual([]);
      },
      CONSOLE_TIMEOUT_MS,
    );
  });
}
