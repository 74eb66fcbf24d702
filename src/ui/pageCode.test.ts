import { describe, expect, it } from 'vitest';
import { deferPagePart, isFailedPageLoad, partsInFlight, requestPagePart } from './pageCode';

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

describe('a part of a page requested when the page chooses', () => {
  it('is not requested until asked, once, and a hydration that begins after the request waits for it', async () => {
    let loads = 0;
    let arrive = (_: string) => {};
    const part = deferPagePart(() => {
      loads++;
      return new Promise<string>((resolve) => (arrive = resolve));
    });
    expect(loads).toBe(0);
    expect(part.requested()).toBe(false);
    expect(partsInFlight()).toBeNull();
    part.request();
    part.request();
    expect(loads).toBe(1);
    expect(part.promise.status).toBe('pending');
    const waited = partsInFlight();
    expect(waited).not.toBeNull();
    arrive('the part');
    await waited;
    expect(part.promise.status).toBe('fulfilled');
    expect(await part.promise).toBe('the part');
  });

  it('whose chunk failed to arrive is a failed page load', async () => {
    const part = deferPagePart(() => Promise.reject(new Error('offline')));
    part.request();
    const error = await part.promise.catch((reason: unknown) => reason);
    expect(isFailedPageLoad(error)).toBe(true);
  });
});
