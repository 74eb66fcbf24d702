import { expect, type Locator, type Page } from '@playwright/test';
import { talentNodes } from '../../src/content/talent';

/** The centre of an element on screen, in viewport pixels (where a visitor points at it). */
export async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A profile on the far right of the talent network: visible at the default divider position. */
export const farRight = [...talentNodes].sort((a, b) => b.x - a.x || b.y - a.y)[0]!;
/** Its twin's accessible name. */
export const farRightTwin = `${farRight.name}, ${farRight.role}`;

export const heroSection = (page: Page) => page.locator('section[aria-labelledby="hero-solutions-heading"]');

/** The hero's two scene slots. */
export const heroSlots = ['[data-art="talent"] [data-scene-slot]', '[data-art="workflow"] [data-scene-slot]'];

/** Both hero scenes show `mode` and say what they show is final: drawn in WebGL, or settled on their SVG. */
export async function heroScenesReady(page: Page, mode: 'webgl' | 'svg'): Promise<void> {
  for (const slot of heroSlots)
    await expect(page.locator(`${slot}[data-scene-mode="${mode}"][data-scene-ready="true"]`)).toHaveCount(1, {
      timeout: 90_000,
    });
}

/**
 * Every scene of the page is drawn in WebGL and ready: none is left to prepare, whose first frame (the wheel's,
 * below the hero, once its view is prepared) would add to a count of frames, draw calls or the area drawn.
 */
export async function everySceneReady(page: Page): Promise<void> {
  await expect(page.locator('[data-scene-slot]')).not.toHaveCount(0);
  await expect(
    page.locator('[data-scene-slot]:not([data-scene-mode="webgl"][data-scene-ready="true"])'),
  ).toHaveCount(0, { timeout: 90_000 });
}

/** Both hero scenes say nothing is left to draw: their last frame is on screen. */
export async function heroScenesAtRest(page: Page): Promise<void> {
  for (const slot of heroSlots)
    await expect(page.locator(slot)).toHaveAttribute('data-scene-rest', 'true', { timeout: 60_000 });
}
