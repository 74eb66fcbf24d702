import { describe, expect, it } from 'vitest';
import { isFailedPageLoad, partsInFlight, requestPagePart } from './pageCode';

describe('a part of a page in a chunk of its own', () => {
  it('is requested as soon as it is defined (as its page module runs), and the app waits for it to hydrate', async () => {
    let requested = 0;
    let arrive!: (value: unknown) => void;
    requestPagePart(() => {
      requested += 1;
      return new Promise((resolve) => (arrive = resolve));
    });
    expect(requested).toBe(1);
    const waiting = partsInFlight();
    expect(waiting).not.toBeNull();
    arrive({});
    await waiting;
    expect(partsInFlight()).toBeNull();
  });

  it('whose chunk failed to arrive is a failed page load, which the page answers by loading as a document', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/Part-1.js');
    let reject!: (error: unknown) => void;
    requestPagePart(() => new Promise((_, fail) => (reject = fail))).catch(() => {});
    reject(failure);
    await partsInFlight();
    expect(isFailedPageLoad(failure)).toBe(true);
    expect(isFailedPageLoad(new TypeError('any other error'))).toBe(false);
    expect(partsInFlight()).toBeNull();
  });
});
