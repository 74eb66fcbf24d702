import { existsSync, readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';

/** How every screenshot is taken: the page's animations at their end, no caret, one pixel per CSS pixel. */
export const screenshotLook = { animations: 'disabled', caret: 'hide', scale: 'css' } as const;

interface LookOptions {
  /** The whole page, not only the viewport (a page's screenshot only). */
  fullPage?: boolean;
  /** Pixels allowed to differ from the baseline. */
  maxDiffPixels: number;
  timeout?: number;
  /** A failure is recorded and the test goes on (`expect.soft`). */
  soft?: boolean;
}

const isPage = (target: Page | Locator): target is Page => 'goto' in target;

/**
 * `toHaveScreenshot`, with a shortcut for the usual case: a screenshot whose bytes are the baseline's file is the
 * baseline's picture, so it passes without decoding either image. Chromium encodes the same pixels to the same PNG,
 * and decoding and comparing two full pages cost Playwright's Node about a second of CPU each time
 * (docs/test-suite-time.md, "Screenshots that match byte for byte"). Any other screenshot, a missing baseline or
 * `--update-snapshots=all` goes to `toHaveScreenshot` as before: its retries until the picture is stable, its
 * tolerance, its diff image and its updates.
 */
export async function expectLooksAsApproved(target: Page | Locator, name: string, options: LookOptions) {
  const { soft, fullPage, ...compare } = options;
  const info = test.info();
  const baseline = info.snapshotPath(name, { kind: 'screenshot' });
  if (info.config.updateSnapshots !== 'all' && existsSync(baseline)) {
    const shot = isPage(target)
      ? await target.screenshot({ ...screenshotLook, fullPage, timeout: compare.timeout })
      : await target.screenshot({ ...screenshotLook, timeout: compare.timeout });
    if (shot.equals(readFileSync(baseline))) return;
  }
  if (isPage(target))
    await (soft ? expect.soft(target) : expect(target)).toHaveScreenshot(name, { ...compare, fullPage });
  else await (soft ? expect.soft(target) : expect(target)).toHaveScreenshot(name, compare);
}
