import { afterEach, beforeEach, expect, it, vi, type Mock, type MockInstance } from 'vitest';

// The boot module (src/main.ts) on a prerendered page whose chunk never arrives: its import rejects. Each try of
// the start asks for the page's chunks again, one preload link each.
const realSetTimeout = globalThis.setTimeout;
const tries = () => document.head.querySelectorAll('link[rel=modulepreload]').length;

/**
 * Lets the start run as far as it can (its zero-delay steps, and the import's failure, which is I/O), until it
 * waits for a timer: its next try, or until `done` says it is over. After the last try there is no timer, and
 * without `done` this waits two seconds (the failure takes about 10 ms; a busy host is given room).
 */
async function settle(done = () => false): Promise<void> {
  // A zero-delay timer set while the clock advances is due a millisecond later: a timer still pending after a few
  // 1 ms advances is the next try's.
  for (let i = 0, waiting = 0; i < 400 && waiting < 3 && !done(); i++) {
    await vi.advanceTimersByTimeAsync(1);
    waiting = vi.getTimerCount() > 0 ? waiting + 1 : 0;
    await new Promise((resolve) => realSetTimeout(resolve, 5));
  }
}

let reload: MockInstance<History['go']>;
let online: MockInstance<() => boolean>;
let fetched: Mock<(url: string) => Promise<Response>>;

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
  // A reload is only asked for here (jsdom cannot load a document again), and the connection is read as it is asked.
  reload = vi.spyOn(history, 'go').mockImplementation(() => undefined);
  online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  // The fetches of a retry fail too: the code is gone.
  fetched = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
  vi.stubGlobal('fetch', fetched);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  document.body.innerHTML =
    '<div id="root" data-chunks="/assets/gone-page.js" data-app="/assets/gone-app.js"><p>Page</p></div>';
  await import('./main');
});

afterEach(() => {
  self.name = '';
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  document.head.replaceChildren();
  document.body.replaceChildren();
});

/**
 * The first start (from the fallback timer) and its three retries, each failing. The last failure is over once the
 * boot has asked whether the browser is online: the first thing it asks before loading the page again.
 */
async function failEveryTry(): Promise<void> {
  await vi.advanceTimersByTimeAsync(1_000);
  await settle();
  for (let retry = 0; retry < 2; retry++) {
    await vi.advanceTimersByTimeAsync(4_000);
    await settle();
  }
  const asked = online.mock.calls.length;
  await vi.advanceTimersByTimeAsync(4_000);
  await settle(() => online.mock.calls.length > asked);
  expect(online.mock.calls.length, 'the last try failed').toBeGreaterThan(asked);
}

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
    // The last failure sets no timer: it is over once the boot has asked whether the browser is online.
    await settle(() => online.mock.calls.length > 0);
    expect(tries()).toBe(next);
  }
  expect(vi.getTimerCount(), 'three tries after the first, and no more').toBe(0);
});

// WebKit keeps a failed preload in its memory cache and fails every later import of the module with it, unless a
// request of another kind replaces it.
it('fetches the page’s chunks on every retry, and not on the first try', async () => {
  await vi.advanceTimersByTimeAsync(1_000);
  await settle();
  expect(tries()).toBe(1);
  expect(fetched, 'the first try only preloads').not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(4_000);
  await settle();
  expect(tries()).toBe(2);
  expect(fetched).toHaveBeenCalledExactlyOnceWith('/assets/gone-page.js');
  await vi.advanceTimersByTimeAsync(4_000);
  await settle();
  expect(fetched).toHaveBeenCalledTimes(2);
});

// Firefox keeps a module's failure for the document's life: after the last try,
// only the page loaded again asks for its code once more.
it('loads the page again once after the last try fails, when online and nothing is open', async () => {
  await failEveryTry();
  expect(tries(), 'the first start and three retries').toBe(4);
  expect(reload).toHaveBeenCalledExactlyOnceWith();
});

it('does not load the page again before the last try has failed', async () => {
  await vi.advanceTimersByTimeAsync(1_000);
  await settle();
  for (let retry = 0; retry < 2; retry++) {
    await vi.advanceTimersByTimeAsync(4_000);
    await settle();
  }
  expect(tries()).toBe(3);
  expect(reload).not.toHaveBeenCalled();
});

it('does not load the page again offline, where that would show the browser’s error page', async () => {
  online.mockReturnValue(false);
  await failEveryTry();
  expect(tries()).toBe(4);
  expect(reload).not.toHaveBeenCalled();
});

it('does not load the page again while a dialog or a disclosure is open: what the visitor typed stays', async () => {
  for (const open of [
    '<dialog open><input name="name" value="typed"></dialog>',
    '<details open></details>',
  ]) {
    document.body.insertAdjacentHTML('beforeend', open);
    // A fresh boot for this markup (the one beforeEach started gets no timer of its own from here on).
    vi.resetModules();
    vi.clearAllTimers();
    await import('./main');
    await failEveryTry();
    expect(reload, open).not.toHaveBeenCalled();
    document.body.lastElementChild!.remove();
  }
});

it('loads the page again only once per tab: a page whose code is gone for good does not loop', async () => {
  await failEveryTry();
  expect(reload).toHaveBeenCalledOnce();
  // The reloaded document: the tab's name outlived the reload, and its code fails again.
  vi.resetModules();
  await import('./main');
  await failEveryTry();
  expect(tries(), 'eight starts over two documents').toBe(8);
  expect(reload).toHaveBeenCalledOnce();
});
