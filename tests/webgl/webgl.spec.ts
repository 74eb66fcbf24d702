import { chromium, type Page } from '@playwright/test';
import { workflowNodes } from '../../src/content/workflow';
import { workflowTwinName } from '../../src/features/workflow/twinName';
import { expect, test } from '../support/fixtures';
import { loseContext, restoreContext } from '../support/gpu';
import { everySceneReady, farRight, farRightTwin, heroScenesReady, heroSlots } from '../support/scene';

// SwiftShader renders on the CPU: generous timeouts, counts rather than milliseconds.
test.describe.configure({ timeout: 180_000 });
test.skip(({ isMobile }) => isMobile, 'WebGL runs on desktop only');
// A visitor does not wait for the app; these specs wait only for what the scenes say about themselves (drawn, at
// rest, ticks running or paused) before counting frames or taking pictures.
test.use({ waitForApp: false });

const stats = (page: Page) =>
  page.evaluate(() => ({
    frames: window.__scene?.frames ?? 0,
    calls: window.__scene?.calls ?? 0,
    contexts: window.__scene?.contexts ?? 0,
  }));

/** The frame count once a second has passed without a frame. */
async function framesOnceStill(page: Page): Promise<number> {
  let last = (await stats(page)).frames;
  for (;;) {
    await page.waitForTimeout(1_000);
    const now = (await stats(page)).frames;
    if (now === last) return now;
    last = now;
  }
}

/** The scenes say nothing is left to draw, with their ticks `running`, `paused` or `frozen`. */
async function settled(page: Page, ticks: 'running' | 'paused' | 'frozen') {
  await expect(page.locator(`html[data-scene-rest="true"][data-scene-ticks="${ticks}"]`)).toHaveCount(1, {
    timeout: 60_000,
  });
}

// One load for both (docs/test-suite-time.md, "One WebGL load for several checks"), each a step of its own.
test('one context draws both hero scenes with few draw calls, and a change redraws only its scene: hovering a profile draws the network alone, in one frame', async ({
  page,
}) => {
  await page.goto('/?webgl&freeze=2');
  await heroScenesReady(page, 'webgl');
  await everySceneReady(page);
  await test.step('one context draws both hero scenes with few draw calls', async () => {
    const before = await stats(page);
    expect(before.contexts).toBe(1);
    await page.evaluate(() => window.__scene?.setTick(2));
    await expect
      .poll(async () => (await stats(page)).frames, { timeout: 30_000 })
      .toBeGreaterThan(before.frames);
    const { calls } = await stats(page);
    expect(calls).toBeGreaterThan(0);
    expect(calls).toBeLessThanOrEqual(30);

    // The canvas really draws: each scene box differs from the same box with the canvas hidden.
    for (const slot of heroSlots) {
      const clip = (await page.locator(slot).boundingBox())!;
      const drawn = await page.screenshot({ clip });
      await page.evaluate(() => {
        const canvas = document.querySelector<HTMLElement>('[data-scene-canvas]');
        if (canvas) canvas.style.visibility = 'hidden';
      });
      const bare = await page.screenshot({ clip });
      await page.evaluate(() => {
        const canvas = document.querySelector<HTMLElement>('[data-scene-canvas]');
        if (canvas) canvas.style.visibility = 'visible';
      });
      expect(drawn.equals(bare)).toBe(false);
    }
  });

  await test.step('a change redraws only its scene: hovering a profile draws the network alone, in one frame', async () => {
    // Freezing again redraws both hero scenes, in one frame: the workflow's draw calls plus the network's.
    await page.evaluate(() => window.__scene?.setTick(2));
    await settled(page, 'frozen');
    const before = await stats(page);
    const both = before.calls;
    await page.getByRole('button', { name: farRightTwin }).hover();
    await settled(page, 'frozen');
    const after = await stats(page);
    expect(after.frames).toBe(before.frames + 1);
    expect(after.calls).toBeGreaterThan(0);
    expect(after.calls).toBeLessThan(both);
    // Leaving the profile redraws the network once more, and nothing else.
    await page.mouse.move(5, 5);
    await settled(page, 'frozen');
    expect((await stats(page)).frames).toBe(after.frames + 1);
    expect((await stats(page)).calls).toBe(after.calls);
  });
});

test('idle: the hero ticks on screen, draws nothing off screen, and stands still with reduced motion', async ({
  page,
}) => {
  await page.goto('/?webgl');
  await heroScenesReady(page, 'webgl');
  await everySceneReady(page);
  // Every slot has drawn, the wheel below the fold included: a scene still loading would draw its first frames.
  await expect(page.locator('html')).toHaveAttribute('data-scene-ready', 'true', { timeout: 90_000 });
  await settled(page, 'running');
  const a = await stats(page);
  await expect.poll(async () => (await stats(page)).frames, { timeout: 30_000 }).toBeGreaterThan(a.frames);

  // Off screen the ticks pause: once the scenes say so (and that nothing is left to draw), no frame may come.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await settled(page, 'paused');
  const c = await stats(page);
  await page.waitForTimeout(3_000);
  expect((await stats(page)).frames).toBe(c.frames);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() => window.scrollTo(0, 0));
  // Off screen the page said the same (at rest, ticks paused), so that state may still be the old one: the hero,
  // back on screen, may yet draw once. Still means no frame after that.
  await settled(page, 'paused');
  const d = await framesOnceStill(page);
  await page.waitForTimeout(3_000);
  expect((await stats(page)).frames).toBe(d);
  await page.getByRole('button', { name: farRightTwin }).click();
  await expect(page.getByRole('dialog', { name: farRight.name })).toBeVisible();
});

/** Frames drawn over `ms` of no input, and how many of them no tick asked for. */
const framesOver = (page: Page, ms: number) =>
  page.evaluate(async (wait) => {
    const s = window.__scene!;
    const [frames, settled] = [s.frames, s.settledFrames];
    await new Promise((resolve) => setTimeout(resolve, wait));
    return { frames: s.frames - frames, settled: s.settledFrames - settled, eased: s.transitions };
  }, ms);

test('a tick is one frame where the GL draws in software, and eases in over several frames with ?transitions', async ({
  page,
}) => {
  // Over 4 s the network ticks 8 times (the workflow's ticks fall on the same beats): at most one frame each, plus
  // one a late fence may add. With the transitions on, each tick draws the frames of its 300 ms ease-in.
  await page.goto('/?webgl');
  await heroScenesReady(page, 'webgl');
  await everySceneReady(page);
  await settled(page, 'running');
  const steps = await framesOver(page, 4_000);
  expect(steps.eased).toBe(false);
  expect(steps.frames).toBeGreaterThan(0);
  expect(steps.frames).toBeLessThanOrEqual(9);
  expect(steps.settled).toBe(0);

  await page.goto('/?webgl&transitions');
  await heroScenesReady(page, 'webgl');
  await everySceneReady(page);
  await settled(page, 'running');
  const eased = await framesOver(page, 4_000);
  expect(eased.eased).toBe(true);
  expect(eased.frames).toBeGreaterThan(12);
  expect(eased.settled).toBe(0);
});

test('navigating away and back keeps the one context', async ({ page }) => {
  await page.goto('/?webgl&freeze=0');
  await heroScenesReady(page, 'webgl');
  for (let i = 0; i < 4; i += 1) {
    await page.getByRole('link', { name: 'About', exact: true }).first().click();
    await expect(page).toHaveURL('/about');
    await page.goBack();
    await expect(page).toHaveURL(/\/(\?webgl&freeze=0)?$/);
    await heroScenesReady(page, 'webgl');
  }
  expect((await stats(page)).contexts).toBe(1);
  await expect(page.locator('canvas')).toHaveCount(1);
});

/** The first workflow step's badge (the text under its tile) as the twin lays it out. */
const firstBadge = (page: Page) =>
  page.locator(`[data-art="workflow"] button[data-node="${workflowNodes[0]!.id}"] > span`);

/** Light, opaque pixels of the scene canvas inside the first step's badge box: its letters, if the scene drew them. */
const badgeInScene = (page: Page) =>
  firstBadge(page).evaluate((badge) => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-scene-canvas] canvas')!;
    const c = canvas.getBoundingClientRect();
    const b = badge.getBoundingClientRect();
    const scale = canvas.width / c.width;
    const copy = document.createElement('canvas');
    copy.width = canvas.width;
    copy.height = canvas.height;
    const ctx = copy.getContext('2d')!;
    ctx.drawImage(canvas, 0, 0);
    const x = Math.floor((b.left - c.left) * scale);
    const y = Math.floor((b.top - c.top) * scale);
    const { data } = ctx.getImageData(x, y, Math.ceil(b.width * scale), Math.ceil(b.height * scale));
    let light = 0;
    for (let i = 0; i < data.length; i += 4)
      if (data[i + 3]! > 128 && data[i]! > 120 && data[i + 2]! > 120) light += 1;
    return light;
  });

// One load for both sides of a lost context (docs/test-suite-time.md, "One WebGL load for several checks").
test('a lost context shows the SVG, the workflow badges drawn by the page over it and every interaction working; restored, the scene returns and draws the badges itself, once', async ({
  page,
}) => {
  await page.goto('/?webgl&freeze=1');
  await heroScenesReady(page, 'webgl');
  await everySceneReady(page);
  await settled(page, 'frozen');
  await test.step('drawn by WebGL: the scene draws the badges, the page hides its own', async () => {
    await expect(firstBadge(page)).toBeHidden();
    expect(await badgeInScene(page)).toBeGreaterThan(20);
  });
  await test.step('the context lost: the SVG, the page’s badges, a workflow step opens', async () => {
    await loseContext(page);
    await heroScenesReady(page, 'svg');
    await expect(firstBadge(page)).toBeVisible();
    const step = workflowNodes[0]!;
    await page.getByRole('button', { name: workflowTwinName(step), exact: true }).click();
    await expect(page.getByRole('dialog', { name: step.title })).toBeVisible();
    await page.keyboard.press('Escape');
  });
  await test.step('the context restored: the scene draws again, with its own badges', async () => {
    const frames = (await stats(page)).frames;
    await restoreContext(page);
    await heroScenesReady(page, 'webgl');
    await expect.poll(async () => (await stats(page)).frames, { timeout: 30_000 }).toBeGreaterThan(frames);
    await settled(page, 'frozen');
    await expect(firstBadge(page)).toBeHidden();
    expect(await badgeInScene(page)).toBeGreaterThan(20);
  });
});

test('without WebGL the desktop hero is fully usable through its SVG', async ({ baseURL }, testInfo) => {
  const launch = testInfo.project.use.launchOptions ?? {};
  const browser = await chromium.launch({ ...launch, args: [...(launch.args ?? []), '--disable-webgl'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    const scripts: Promise<string>[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r.text().catch(() => ''));
    });
    await page.goto(`${baseURL}/?webgl`);
    await page.waitForLoadState('load');
    await heroScenesReady(page, 'svg');
    await expect(page.getByRole('group', { name: 'Talent network' }).getByRole('button')).toHaveCount(46);
    await page.getByRole('button', { name: farRightTwin }).click();
    await expect(page.getByRole('dialog', { name: farRight.name })).toBeVisible();
    await page.keyboard.press('Escape');
    const step = workflowNodes[2]!;
    await page.getByRole('button', { name: workflowTwinName(step), exact: true }).click();
    await expect(page.getByRole('dialog', { name: step.title })).toContainText(step.description);
    const divider = page.getByRole('separator');
    await divider.focus();
    await page.keyboard.press('End');
    await expect(divider).toHaveAttribute('aria-valuenow', '85');
    expect(await page.evaluate(() => window.__scene?.contexts ?? 0)).toBe(0);
    await expect(page.locator('canvas')).toHaveCount(0);
    expect(errors).toEqual([]);
    // The capability probe failed before the canvas chunk was asked for: no three.js was downloaded.
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(3);
    expect(
      bodies.filter((text) => /THREE\.WebGLRenderer|__r3f/.test(text)).length,
      'three.js chunks fetched',
    ).toBe(0);
  } finally {
    await browser.close();
  }
});
