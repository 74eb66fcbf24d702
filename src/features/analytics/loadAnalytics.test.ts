import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ErrorQueue } from '../../boot/errorBuffer';

// The start runs at once here: no load, idle moment or stillness to wait for.
vi.mock('../../ui/idle', () => ({
  afterLoadWhenIdle: (task: () => void) => task(),
  afterPaintWhenIdle: (task: () => void) => task(),
  whenIdle: (task: () => void) => task(),
}));
vi.mock('./consent', () => ({ analyticsAllowed: () => true }));
const reporterLoaded = vi.fn();
vi.mock('./loadErrorReporter', () => ({ loadErrorReporter: () => reporterLoaded() }));

const trackerStart = vi.fn<() => Promise<void>>();
let trackerArrives = true;

/** The page's error queue, as the inline script leaves it for the reporter (src/boot/errorBuffer.ts). */
const queue = (): ErrorQueue => window.__errors ?? [];

/** startAnalytics of a fresh module (it starts once per page), once everything it started has settled. */
async function startOnce() {
  vi.resetModules();
  // The tracker's chunk, or the browser's failure to fetch it.
  vi.doMock('./tracker', () => {
    if (!trackerArrives)
      throw new TypeError('Failed to fetch dynamically imported module: /assets/tracker-abc.js');
    return { start: () => trackerStart(), recordViews: () => {} };
  });
  const { startAnalytics } = await import('./loadAnalytics');
  startAnalytics();
  await vi.waitFor(() => expect(reporterLoaded).toHaveBeenCalled());
}

beforeEach(() => {
  window.__errors = [];
  trackerArrives = true;
  trackerStart.mockReset();
  reporterLoaded.mockReset();
});
afterEach(() => delete window.__errors);

describe('starting the analytics (docs/analytics.md)', () => {
  it('starts the tracker, then loads the error reporter, and queues no error when all goes well', async () => {
    trackerStart.mockResolvedValue(undefined);
    await startOnce();
    expect(trackerStart).toHaveBeenCalledOnce();
    expect(queue()).toEqual([]);
  });

  it('queues a step of the tracker’s start that threw for the error reporter, which still loads', async () => {
    const fault = new RangeError('a Web Vital step failed');
    trackerStart.mockRejectedValue(fault);
    await startOnce();
    expect(queue()).toEqual([{ kind: 'rejection', error: fault }]);
  });

  it('queues the failure of a tracker chunk that did not arrive, and the error reporter still loads', async () => {
    // (The browser's words for it make the reporter send it as a chunk failure: errorRecords.test.ts.)
    trackerArrives = false;
    await startOnce();
    expect(trackerStart).not.toHaveBeenCalled();
    expect(queue()).toEqual([{ kind: 'rejection', error: expect.anything() }]);
  });
});
