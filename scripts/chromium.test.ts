import { chromium } from '@playwright/test';
import { describe, expect, test } from 'vitest';
import { chromiumArgs, chromiumPath, omniboxWebUiFeatures } from './chromium.mjs';

const disabledFeatures = (args: readonly string[]): string[] =>
  args
    .filter((arg) => arg.startsWith('--disable-features='))
    .at(-1)
    ?.slice('--disable-features='.length)
    .split(',') ?? [];

describe('the Chromium launch flags (docs/toolchain.md#launch-flags)', () => {
  test('keep every feature Playwright itself turns off, which our --disable-features replaces', async () => {
    // Playwright's own command line, without our flags: launchServer exposes the process it spawned.
    const server = await chromium.launchServer({ executablePath: chromiumPath, args: ['--no-sandbox'] });
    try {
      const playwrights = disabledFeatures(server.process().spawnargs);
      expect(playwrights.length).toBeGreaterThan(0);
      expect(disabledFeatures(chromiumArgs)).toEqual(expect.arrayContaining(playwrights));
      expect(disabledFeatures(chromiumArgs)).toEqual(expect.arrayContaining(omniboxWebUiFeatures));
    } finally {
      await server.close();
    }
  }, 60_000);

  test('a new browser context opens no browser UI page (the omnibox popups) beside the tab', async () => {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    try {
      const context = await browser.newContext();
      await (await context.newPage()).goto('about:blank');
      const cdp = await browser.newBrowserCDPSession();
      const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{}] });
      expect(
        targetInfos.filter((target) => target.type === 'browser_ui').map((target) => target.url),
      ).toEqual([]);
      expect(targetInfos.some((target) => target.type === 'page')).toBe(true);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
