import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { locate, type Query, type Snapshot } from './inPage';
import { TryAbandoned, type EngineSession, type Key } from './session';

/** How often a condition is checked again: a driver round trip costs a few milliseconds. */
const POLL_MS = 50;
/** How long `ready` waits for the page's next two frames before it compares two reads anyway. */
const FRAMES_PATIENCE_MS = 1000;
/**
 * How long a visible effect may take: the app may still be loading when the visitor acts. On CI the runs once took
 * three times as long as here (webkit-safari18-1280: 182 s against 63 s) and the suite failed where none of its
 * journeys fails on this machine; 5 s was too little for a page that loads while the other engine's browser draws
 * WebGL beside it. How fast the site answers is the benchmarks' to measure (bench/README.md), not this suite's.
 */
export const EFFECT_TIMEOUT_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `read` until `ok` holds and returns that value; fails with `what` and the last value seen. No fixed waits
 * anywhere: every journey step waits for a condition like this. A read that throws (the page is between two
 * documents) counts as not yet.
 */
export async function waitUntil<T>(
  what: string,
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  timeout = EFFECT_TIMEOUT_MS,
): Promise<T> {
  const deadline = Date.now() + timeout;
  let last = 'nothing';
  for (;;) {
    try {
      const value = await read();
      if (ok(value)) return value;
      last = JSON.stringify(value);
    } catch (error) {
      if (error instanceof TryAbandoned) throw error;
      last = `error: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
    }
    if (Date.now() > deadline) throw new Error(`${what} (after ${timeout} ms; last seen: ${last})`);
    await sleep(POLL_MS);
  }
}

const describe = (q: Query): string => JSON.stringify(q);
const centre = (s: Snapshot) => ({ x: s.box.x + s.box.width / 2, y: s.box.y + s.box.height / 2 });
const sameBox = (a: Snapshot, b: Snapshot) =>
  Math.abs(a.box.x - b.box.x) < 0.5 &&
  Math.abs(a.box.y - b.box.y) < 0.5 &&
  Math.abs(a.box.width - b.box.width) < 0.5;

/** Empties (or makes) a run's screenshot folder, so that it shows this run only. */
export function freshFolder(shots: string): string {
  rmSync(shots, { recursive: true, force: true });
  mkdirSync(shots, { recursive: true });
  return shots;
}

/** A visitor of the site in one engine: what they use, what they see, and a picture of it. */
export class Visitor {
  constructor(
    readonly session: EngineSession,
    readonly origin: string,
    private readonly shots: string,
  ) {}

  private readonly started = Date.now();
  private readonly steps: { what: string; at: number; ms?: number; failed?: boolean }[] = [];

  /** Records a step of the journey: when it began, how long it took, whether it failed. */
  private async step<T>(what: string, act: () => Promise<T>): Promise<T> {
    const entry: (typeof this.steps)[number] = { what, at: Date.now() - this.started };
    this.steps.push(entry);
    try {
      return await act();
    } catch (error) {
      entry.failed = true;
      throw error;
    } finally {
      entry.ms = Date.now() - this.started - entry.at;
    }
  }

  /**
   * The last steps of this try, one line each ("12.3 s  goto /about  (0.4 s)"): what the report prints for a try
   * that failed or timed out, so a failure on CI says where the time went.
   */
  trail(last = 8): string[] {
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    return this.steps
      .slice(-last)
      .map(
        (e) =>
          `${s(e.at).padStart(7)}  ${e.what.slice(0, 90)}  (${e.ms === undefined ? 'still going' : `${e.failed ? 'failed after ' : ''}${s(e.ms)}`})`,
      );
  }

  goto(path: string) {
    return this.step(`goto ${path}`, () => this.session.goto(this.origin + path));
  }

  /** The element now, or null (hidden, or not in the page). */
  read(query: Query, options: { scroll?: boolean; focus?: boolean } = {}) {
    return this.session.evaluate(locate, query, options);
  }

  /**
   * Waits until the element is visible, has stayed put over two animation frames of the page and nothing covers it;
   * returns it. Two frames, not two polls: a scroll to the element can make the page lay out what comes near the
   * screen (a phone's sections rendered near the viewport, docs/decisions/0062) a frame or two later, which moves the
   * element; on a busy machine two polls 50 ms apart can both come before that frame, and the click then lands where
   * the element was. A hand taps what it sees once it stays put (bench/visitorTap.mjs waits the same way). A page that
   * paints no frame for `FRAMES_PATIENCE_MS` (a throttled window) is read as before, two polls apart.
   */
  async ready(query: Query, timeout = EFFECT_TIMEOUT_MS): Promise<Snapshot> {
    let previous: Snapshot | null = null;
    let token = 0;
    let askedAt = 0;
    return (await waitUntil(
      `${describe(query)} visible, still over two frames and not covered`,
      async () => {
        if (previous !== null && Date.now() - askedAt < FRAMES_PATIENCE_MS) {
          const framed = await this.session.evaluate(
            (t: number) => (window as unknown as { __visitorFrames?: number }).__visitorFrames === t,
            token,
          );
          if (!framed) return null;
        }
        const now = await this.read(query, { scroll: true });
        const still = now !== null && previous !== null && sameBox(now, previous);
        previous = now;
        token += 1;
        askedAt = Date.now();
        await this.session.evaluate((t: number) => {
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              (window as unknown as { __visitorFrames?: number }).__visitorFrames = t;
            }),
          );
          return null;
        }, token);
        return still ? now : null;
      },
      (s) => s !== null && s.visible && s.hit,
      timeout,
    ))!;
  }

  /** Clicks the centre of the element with the driver's pointer, as soon as it can be clicked. */
  click(query: Query) {
    return this.step(`click ${describe(query)}`, async () => {
      const { x, y } = centre(await this.ready(query));
      await this.session.clickAt(x, y);
    });
  }

  /** Clicks the field, then types into it key by key. */
  async fill(query: Query, text: string) {
    await this.click(query);
    await this.expect(query, 'focused', (s) => s?.focused === true);
    await this.step(`type ${text.length} characters`, () => this.session.type(text));
  }

  /** Focuses the element as a keyboard visitor's Tab would reach it, once it is visible. */
  focus(query: Query) {
    return this.step(`focus ${describe(query)}`, async () => {
      await this.ready(query);
      await waitUntil(
        `${describe(query)} focused`,
        () => this.read(query, { focus: true }),
        (s) => s?.focused === true,
      );
    });
  }

  press(key: Key) {
    return this.step(`press ${key}`, () => this.session.press(key));
  }

  /** Waits until the element (or its absence, null) satisfies `ok`. */
  expect(query: Query, what: string, ok: (s: Snapshot | null) => boolean, timeout = EFFECT_TIMEOUT_MS) {
    const condition = `${describe(query)} ${what}`;
    return this.step(`until ${condition}`, () => waitUntil(condition, () => this.read(query), ok, timeout));
  }

  visible(query: Query, timeout?: number) {
    return this.expect(query, 'visible', (s) => s?.visible === true, timeout);
  }

  hidden(query: Query) {
    return this.expect(query, 'hidden', (s) => s === null || !s.visible);
  }

  attribute(query: Query, name: string, value: string, timeout?: number) {
    return this.expect(query, `[${name}="${value}"]`, (s) => s?.attributes[name] === value, timeout);
  }

  /** Waits until the address bar's URL (path and query) satisfies `ok`; returns it. */
  url(what: string, ok: (url: URL) => boolean) {
    return this.step(`until URL ${what}`, () =>
      waitUntil(`URL ${what}`, async () => new URL(await this.session.evaluate(() => location.href)), ok),
    );
  }

  /** A picture of the viewport, named for what it shows. */
  screenshot(name: string) {
    return this.session.screenshot(join(this.shots, `${name}.png`));
  }
}
