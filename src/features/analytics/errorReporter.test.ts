import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERRORS_KEPT, keepEarlyErrors, noteError } from '../../boot/errorBuffer';
import { LOST_CONTEXT_MS } from './errorReporter';

// The page's reporter (docs/errors.md#what-the-page-sends), in jsdom: what it sends, when, and how little. Each test
// loads a fresh reporter on a fresh page, as a page load does.

const sent: { url: string; reports: Record<string, unknown>[] }[] = [];
const reported = () => sent.flatMap((beacon) => beacon.reports);

/** A fresh reporter, started, with the WebGL store it watches. */
async function loadReporter() {
  vi.resetModules();
  const reporter = await import('./errorReporter');
  reporter.start();
  return (await import('../../store/webgl')).useWebgl;
}

/** What the page and the reporters of the earlier tests listen to on `window`, taken away after each test. */
const listening: [string, EventListenerOrEventListenerObject][] = [];
const addEventListener = window.addEventListener.bind(window);

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  sent.splice(0);
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: vi.fn((url: string, body: string) => sent.push({ url, ...(JSON.parse(body) as { reports: [] }) })),
  });
  document.body.innerHTML = '<div id="root" data-release="0123456789ab"></div>';
  window.history.replaceState(null, '', '/about?utm_source=x');
  delete window.__errors;
  window.addEventListener = ((type: string, listener: EventListenerOrEventListenerObject) => {
    listening.push([type, listener]);
    addEventListener(type, listener);
  }) as typeof window.addEventListener;
  keepEarlyErrors(ERRORS_KEPT);
});
afterEach(() => {
  vi.useRealTimers();
  delete window.__errors;
  for (const [type, listener] of listening.splice(0)) window.removeEventListener(type, listener);
  window.addEventListener = addEventListener;
});

const thrown = (message: string) => {
  const error = new TypeError(message);
  return new ErrorEvent('error', { message: `Uncaught TypeError: ${message}`, error });
};

describe('the error reporter', () => {
  it('sends what the inline script kept before it loaded, then each new error, a second later, with the page and release', async () => {
    window.dispatchEvent(thrown('before the app'));
    await loadReporter();
    noteError('render', new Error('a page failed'));
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(sent.map((beacon) => beacon.url)).toEqual(['/api/errors']);
    expect(reported()).toEqual([
      expect.objectContaining({
        kind: 'error',
        message: 'TypeError: before the app',
        path: '/about',
        release: '0123456789ab',
        first: true,
      }),
      expect.objectContaining({ kind: 'render', message: 'Error: a page failed', first: false }),
    ]);
    expect(String(reported()[0]!.stack)).toContain('TypeError: before the app');
  });

  it('reports the same error once a minute at most, and 25 errors a page at most: a loop costs one report a minute', async () => {
    await loadReporter();
    for (let frame = 0; frame < 600; frame++) window.dispatchEvent(thrown('every frame'));
    vi.advanceTimersByTime(1000);
    expect(reported()).toHaveLength(1);
    vi.advanceTimersByTime(60_000);
    window.dispatchEvent(thrown('every frame'));
    vi.advanceTimersByTime(1000);
    expect(reported()).toHaveLength(2);
    for (let i = 0; i < 40; i++) window.dispatchEvent(thrown(`error ${i}`));
    vi.advanceTimersByTime(1000);
    expect(reported()).toHaveLength(25);
  });

  it('sends at once when the page is hidden or left', async () => {
    await loadReporter();
    window.dispatchEvent(thrown('just before leaving'));
    window.dispatchEvent(new Event('pagehide'));
    expect(reported()).toHaveLength(1);
  });

  it('tells a chunk that failed to load from other errors, in every engine’s words', async () => {
    await loadReporter();
    for (const message of [
      'Failed to fetch dynamically imported module: https://site.example/assets/A-1.js',
      'error loading dynamically imported module: https://site.example/assets/A-1.js',
      'Importing a module script failed.',
    ])
      window.dispatchEvent(new PromiseRejectionEventLike(new TypeError(message)));
    vi.advanceTimersByTime(1000);
    expect(reported().map((report) => report.kind)).toEqual(['chunk', 'chunk', 'chunk']);
  });

  it('reports WebGL that could not start, and a lost context not restored within 10 s, but not one restored', async () => {
    const useWebgl = await loadReporter();
    act(() => useWebgl.getState().setStatus('lost'));
    vi.advanceTimersByTime(LOST_CONTEXT_MS / 2);
    act(() => useWebgl.getState().restored());
    vi.advanceTimersByTime(LOST_CONTEXT_MS);
    expect(reported()).toEqual([]);
    act(() => useWebgl.getState().setStatus('lost'));
    vi.advanceTimersByTime(LOST_CONTEXT_MS + 1000);
    act(() => useWebgl.getState().setStatus('failed'));
    vi.advanceTimersByTime(1000);
    expect(reported().map((report) => [report.kind, report.message])).toEqual([
      ['webgl', 'WebGL: the context was lost and not restored within 10 s'],
      ['webgl', 'WebGL: the context could not be created; the scenes show their SVG renderings'],
    ]);
  });

  it('sends what the previous page carried over when it loaded again as a document', async () => {
    sessionStorage.setItem(
      'errors-carried',
      JSON.stringify([
        {
          kind: 'chunk',
          message: 'TypeError: Importing a module script failed.',
          stack: '',
          path: '/cloud',
          release: '0123456789ab',
        },
      ]),
    );
    await loadReporter();
    vi.advanceTimersByTime(1000);
    expect(reported()).toEqual([expect.objectContaining({ kind: 'chunk', path: '/cloud', first: true })]);
    expect(sessionStorage.getItem('errors-carried')).toBeNull();
  });
});

/** jsdom has no PromiseRejectionEvent: an event of its type with a reason. */
class PromiseRejectionEventLike extends Event {
  constructor(readonly reason: unknown) {
    super('unhandledrejection');
  }
}
