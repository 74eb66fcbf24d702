import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { hero } from '../../src/content/home';
import { expect, test } from '../support/fixtures';

/**
 * The tuning workflow of docs/decisions/0046-one-look-module-per-scene.md, on the dev server of a throwaway copy of
 * the repository (playwright.config.ts here): tune in the `?debug` panel, see both renderings change, save into the
 * look modules, reload. It compares pictures of the scenes at rest, so it waits for their `data-scene-rest` before
 * each picture (a rested scene is what it is about); everything else it uses as soon as it is visible.
 */

const copy = process.env.TUNING_COPY ?? '';
const wheelFile = join(copy, 'src/features/service-wheel/look.ts');
const talentFile = join(copy, 'src/features/talent-network/look.ts');

const talent = (page: Page) => page.locator(`[data-scene-slot][aria-label="${hero.talentNetworkLabel}"]`);
const wheel = (page: Page) => page.locator('[data-scene-slot][aria-label="Service wheel"]');

/** A leva control, by its folder path and the look path of its value. */
const control = (page: Page, id: string) => page.locator(`[id="${id}"]`);

/**
 * Opens a scene's folder in the panel (its look's own folders are open), and waits for it to finish opening: leva
 * animates the folder's height from 0 and, when the animation ends, drops that height and smooth-scrolls the folder's
 * content to the nearest edge of the panel (its `useToggle`).
 */
async function open(page: Page, scene: string) {
  const title = page.locator('#leva__root').getByText(scene, { exact: true });
  await title.click();
  const content = title.locator('xpath=../following-sibling::*[1]');
  await expect.poll(() => content.evaluate((element) => (element as HTMLElement).style.height)).toBe('');
}

/**
 * Types a value into a leva input and commits it, as a developer does (once the folder it is in has opened). The
 * folder's own smooth scroll may still be under way and move the panel after the input was scrolled into view (a CI
 * run under load), so it scrolls again until the input is in view.
 */
async function setValue(input: Locator, value: string) {
  await expect(async () => {
    await input.scrollIntoViewIfNeeded();
    await expect(input).toBeInViewport({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await input.fill(value);
  await input.press('Enter');
}

/** The panel's renderer switch: every scene in WebGL or in its SVG rendering. */
async function renderer(page: Page, mode: 'WebGL' | 'SVG') {
  await control(page, 'Scenes.renderer').selectOption(mode);
}

/** A scene in a mode, at rest: its last frame on screen, nothing moving. */
async function shown(slot: Locator, mode: 'webgl' | 'svg') {
  await slot.scrollIntoViewIfNeeded();
  await expect(slot).toHaveAttribute('data-scene-mode', mode, { timeout: 180_000 });
  if (mode === 'webgl') await expect(slot).toHaveAttribute('data-scene-rest', 'true', { timeout: 120_000 });
}

/** What the debug tools put over the page: the panel, its status, the frame readouts. */
const debugTools = '#leva__root, [data-tuning-status], [data-frame-cost], .scene-stats';

/** A picture of a scene's box without the debug tools over it (the panel, the frame readouts), RGBA bytes. */
async function picture(page: Page, slot: Locator): Promise<Uint8Array> {
  await page.addStyleTag({ content: `[data-picture] :is(${debugTools}) { visibility: hidden !important; }` });
  await page.evaluate(() => document.documentElement.setAttribute('data-picture', ''));
  const png = await slot.screenshot({ animations: 'disabled', caret: 'hide' });
  await page.evaluate(() => document.documentElement.removeAttribute('data-picture'));
  return PNG.sync.read(png).data;
}

/** The pixels that differ by more than a few levels in some channel, as indices. */
const changed = (a: Uint8Array, b: Uint8Array): number[] => {
  const out: number[] = [];
  for (let i = 0; i < Math.min(a.length, b.length); i += 4)
    if (
      Math.max(Math.abs(a[i]! - b[i]!), Math.abs(a[i + 1]! - b[i + 1]!), Math.abs(a[i + 2]! - b[i + 2]!)) > 6
    )
      out.push(i);
  return out;
};

/** The mean hue (degrees) of some pixels, weighted by their saturation: where a colour shows, its hue. */
function hueOf(pixels: Uint8Array, at: readonly number[]): number {
  let x = 0;
  let y = 0;
  for (const i of at) {
    const [r, g, b] = [pixels[i]! / 255, pixels[i + 1]! / 255, pixels[i + 2]! / 255];
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    if (max === min) continue;
    const d = max - min;
    const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
    x += Math.cos((h * Math.PI) / 3) * d;
    y += Math.sin((h * Math.PI) / 3) * d;
  }
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}
const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

/** Waits for the page to load again (the dev server reloads it when a look module changes). */
async function reloadedBy(page: Page, change: () => void | Promise<void>) {
  const before = await page.evaluate(() => performance.timeOrigin);
  await change();
  await expect
    .poll(() => page.evaluate(() => performance.timeOrigin).catch(() => before), { timeout: 60_000 })
    .not.toBe(before);
}

test.describe('tuning the scenes in ?debug (docs/decisions/0046-one-look-module-per-scene.md)', () => {
  test.describe.configure({ mode: 'serial' });
  const sources = new Map<string, string>();
  /** A look module as the dev server serves it (they import nothing, so the same source is served the same). */
  const served = (file: string) =>
    fetch(new URL(`/${relative(copy, file)}`, test.info().project.use.baseURL)).then((response) =>
      response.text(),
    );
  const servedAtFirst = new Map<string, string>();
  test.beforeAll(async () => {
    for (const file of [wheelFile, talentFile]) {
      sources.set(file, readFileSync(file, 'utf8'));
      servedAtFirst.set(file, await served(file));
    }
  });
  // Each test starts from the copy's look modules as they were, taken by the dev server. The page leaves the dev
  // server first: a module restored under it would reload it, WebGL scenes and all, while its context is being closed
  // (under CI's load, a teardown that ran past the test's timeout). And the next test starts only once the dev server
  // serves the restored modules: a change it took late would reload the next test's page in its middle.
  test.afterEach(async ({ page }) => {
    await page.goto('about:blank');
    for (const [file, text] of sources) {
      if (readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
      await expect.poll(() => served(file), { timeout: 60_000 }).toBe(servedAtFirst.get(file));
    }
  });

  test('a wheel light and a talent colour tuned in the panel change the WebGL and the SVG renderings; saved, they are in the look modules; reloaded, they stay', async ({
    page,
  }) => {
    await page.goto('/?debug&freeze=0');
    await shown(talent(page), 'webgl');
    const talentWebgl = await picture(page, talent(page));
    await shown(wheel(page), 'webgl');
    const wheelWebgl = await picture(page, wheel(page));
    await renderer(page, 'SVG');
    await shown(wheel(page), 'svg');
    const wheelSvg = await picture(page, wheel(page));
    await shown(talent(page), 'svg');
    const talentSvg = await picture(page, talent(page));

    // The key light twice as bright, the talent accent a rose.
    await open(page, 'Service wheel');
    await setValue(control(page, 'Service wheel.lights.key.lights/key/intensity'), '3');
    await open(page, 'Talent network');
    await setValue(control(page, 'Talent network.color'), '#e11d48');

    // Both SVGs change at once, then both WebGL scenes.
    expect(changed(talentSvg, await picture(page, talent(page))).length, 'talent SVG').toBeGreaterThan(200);
    await shown(wheel(page), 'svg');
    expect(changed(wheelSvg, await picture(page, wheel(page))).length, 'wheel SVG').toBeGreaterThan(5000);
    await renderer(page, 'WebGL');
    await shown(wheel(page), 'webgl');
    expect(changed(wheelWebgl, await picture(page, wheel(page))).length, 'wheel WebGL').toBeGreaterThan(5000);
    await shown(talent(page), 'webgl');
    expect(changed(talentWebgl, await picture(page, talent(page))).length, 'talent WebGL').toBeGreaterThan(
      200,
    );

    // Saved into the copy's look modules, as Prettier writes them; the dev server then reloads the page.
    await reloadedBy(page, async () => {
      await page.locator('#leva__root').getByRole('button', { name: 'Save to source' }).click();
    });
    expect(readFileSync(wheelFile, 'utf8')).toContain(
      "key: { color: '#ffffff', intensity: 3, position: [-4, 6, 8] },",
    );
    expect(readFileSync(talentFile, 'utf8')).toContain("  color: '#e11d48',\n");
    expect(readFileSync(talentFile, 'utf8').replace("'#e11d48'", "'#2dd4bf'")).toBe(sources.get(talentFile));

    // Loaded again, the panel starts from the saved values, which are the source now (nothing kept aside).
    await page.reload();
    await open(page, 'Service wheel');
    await expect(control(page, 'Service wheel.lights.key.lights/key/intensity')).toHaveValue('3.00');
    await open(page, 'Talent network');
    await expect(control(page, 'Talent network.color')).toHaveValue(/#e11d48/i);
    expect(await page.evaluate(() => localStorage.getItem('northbridge:tuned-looks'))).toBeNull();
    await shown(talent(page), 'webgl');
    expect(
      changed(talentWebgl, await picture(page, talent(page))).length,
      'talent WebGL, saved',
    ).toBeGreaterThan(200);
  });

  test('tuned values are kept across a reload until Reset returns every look to its source', async ({
    page,
  }) => {
    await page.goto('/?debug&freeze=0');
    await open(page, 'Talent network');
    await setValue(control(page, 'Talent network.glow'), '1.5');
    await page.reload();
    await open(page, 'Talent network');
    await expect(control(page, 'Talent network.glow')).toHaveValue('1.50');
    await page.locator('#leva__root').getByRole('button', { name: 'Reset' }).click();
    await expect(control(page, 'Talent network.glow')).toHaveValue('1.00');
    await page.reload();
    await open(page, 'Talent network');
    await expect(control(page, 'Talent network.glow')).toHaveValue('1.00');
  });

  test('a look module changed by hand changes both renderings the same way: the shared colour, in WebGL and in SVG', async ({
    page,
  }) => {
    await page.goto('/?debug&freeze=0');
    await shown(talent(page), 'webgl');
    const webglBefore = await picture(page, talent(page));
    await renderer(page, 'SVG');
    await shown(talent(page), 'svg');
    const svgBefore = await picture(page, talent(page));

    // The talent accent, edited in the module as a developer would: the dev server reloads the page.
    await reloadedBy(page, () =>
      writeFileSync(
        talentFile,
        readFileSync(talentFile, 'utf8').replace("color: '#2dd4bf'", "color: '#ff0000'"),
      ),
    );
    await shown(talent(page), 'webgl');
    const webglAfter = await picture(page, talent(page));
    await renderer(page, 'SVG');
    await shown(talent(page), 'svg');
    const svgAfter = await picture(page, talent(page));

    // What changed in each rendering is drawn in the new colour: its hue is red's in both.
    const inWebgl = changed(webglBefore, webglAfter);
    const inSvg = changed(svgBefore, svgAfter);
    expect(inWebgl.length).toBeGreaterThan(200);
    expect(inSvg.length).toBeGreaterThan(200);
    const [webglHue, svgHue] = [hueOf(webglAfter, inWebgl), hueOf(svgAfter, inSvg)];
    expect(hueDistance(webglHue, 0), `WebGL hue ${webglHue.toFixed(0)}°`).toBeLessThan(20);
    expect(hueDistance(svgHue, 0), `SVG hue ${svgHue.toFixed(0)}°`).toBeLessThan(20);
    // Before, the same pixels showed the old accent (#2dd4bf, 174°) in both.
    expect(hueDistance(hueOf(webglBefore, inWebgl), 174)).toBeLessThan(25);
    expect(hueDistance(hueOf(svgBefore, inSvg), 174)).toBeLessThan(25);
  });
});
