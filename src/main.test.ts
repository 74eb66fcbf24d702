import { afterEach, beforeEach, expect, it, vi } from 'vitest';

// The boot module (src/main.ts) on a prerendered page whose chunk never arrives: its import rejects. Each try of
// the start asks for the page's chunks again, one preload link each.
const realSetTimeout = globalThis.setTimeout;
const tries = () => document.head.querySelectorAll('link[rel=modulepreload]').length;

/**
 * Lets the start run as far as it can (its zero-delay steps, and the import's failure, which is I/O), until it
 * waits for a timer: its next try. After the last try there is none, and this waits two seconds (the failure takes
 * about 10 ms; a busy host is given room).
 */
async function settle(): Promise<void> {
  // A zero-delay timer set while the clock advances is due a millisecond later: a timer still pending after a few
  // 1 ms advances is the next try's.
  for (let i = 0, waiting = 0; i < 400 && waiting < 3; i++) {
    await vi.advanceTimersByTimeAsync(1);
    waiting = vi.getTimerCount() > 0 ? waiting + 1 : 0;
    await new Promise((resolve) => realSetTimeout(resolve, 5));
  }
}

beforeEach(async () => {
  vi.resetModules();
  vi.stubEnv('DEV', false);
  // No paint is reported here: the boot starts from its one-second fallback.
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  document.body.innerHTML =
    '<div id="root" data-chunks="/assets/gone-page.js" data-app="/assets/gone-app.js"><p>Page</p></div>';
  await import('./main');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  document.head.replaceChildren();
  document.body.replaceChildren();
});

it('tries the start again three times, 4 s after each failure, when the page’s code does not arrive', async () => {
  await settle();
  expect(tries(), 'no start before the first paint or the fallback').toBe(0);
  await vi.advanceTimersByTimeAsync(1_000);
  await settle();
  expect(tries()).toBe(1);
  for (const next of [2, 3, 4]) {
    // The settling above may have taken a few of the 4 s.
    await vi.advanceTimersByTimeAsync(3_900);
    expect(tries(), 'no try before its 4 s').toBe(next - 1);
    await vi.advanceTimersByTimeAsync(100);
    await settle();
    expect(tries()).toBe(next);
  }
  expect(vi.getTimerCount(), 'three tries after the first, and no more').toBe(0);
});
