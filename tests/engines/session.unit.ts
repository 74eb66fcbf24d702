import { describe, expect, test, vi } from 'vitest';
import { forOneTry, TryAbandoned, type EngineSession } from './session';
import { Visitor, waitUntil } from './visitor';

function fakeSession(): EngineSession {
  return {
    goto: vi.fn(async () => {}),
    evaluate: vi.fn(async () => null) as unknown as EngineSession['evaluate'],
    clickAt: vi.fn(async () => {}),
    press: vi.fn(async () => {}),
    type: vi.fn(async () => {}),
    screenshot: vi.fn(async () => {}),
    takeConsole: vi.fn(async () => []),
    close: vi.fn(async () => {}),
  };
}

describe('forOneTry: a try that timed out stops acting on the browser its retry uses', () => {
  test('before the try times out, every call reaches the browser', async () => {
    const browser = fakeSession();
    const session = forOneTry(browser, new AbortController().signal);
    await session.goto('http://site/about');
    await session.clickAt(10, 20);
    expect(browser.goto).toHaveBeenCalledWith('http://site/about');
    expect(browser.clickAt).toHaveBeenCalledWith(10, 20);
  });

  test('once it has timed out, no navigation, click, key or read reaches the browser', async () => {
    const browser = fakeSession();
    const timedOut = new AbortController();
    const session = forOneTry(browser, timedOut.signal);
    timedOut.abort();
    await expect(session.goto('http://site/')).rejects.toBeInstanceOf(TryAbandoned);
    await expect(session.clickAt(1, 1)).rejects.toBeInstanceOf(TryAbandoned);
    await expect(session.press('Escape')).rejects.toBeInstanceOf(TryAbandoned);
    await expect(session.type('x')).rejects.toBeInstanceOf(TryAbandoned);
    await expect(session.evaluate(() => 1)).rejects.toBeInstanceOf(TryAbandoned);
    for (const call of [browser.goto, browser.clickAt, browser.press, browser.type, browser.evaluate])
      expect(call).not.toHaveBeenCalled();
  });

  test('a wait in progress ends at its next poll instead of polling to its deadline', async () => {
    const timedOut = new AbortController();
    const visitor = new Visitor(forOneTry(fakeSession(), timedOut.signal), 'http://site', 'unused');
    const started = Date.now();
    const waiting = visitor.visible({ role: 'dialog', name: 'Contact Us' }, 10_000);
    setTimeout(() => timedOut.abort(), 100);
    await expect(waiting).rejects.toBeInstanceOf(TryAbandoned);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  test('any other error in a wait counts as "not yet" (a page between two documents)', async () => {
    let reads = 0;
    const value = await waitUntil(
      'the third read',
      async () => {
        if (++reads < 3) throw new Error('no such frame');
        return reads;
      },
      (n) => n === 3,
      5_000,
    );
    expect(value).toBe(3);
  });
});
