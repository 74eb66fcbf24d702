import type { Page } from '@playwright/test';
import { about } from '../../src/content/about';
import { talentNodes } from '../../src/content/talent';
import { workflowNodes } from '../../src/content/workflow';
import { workflowTwinName } from '../../src/features/workflow/twinName';
import { expect, test } from '../support/fixtures';
import { loseContext, restoreContext } from '../support/gpu';
import { expectLooksAsApproved } from '../support/screenshots';
import {
  centre,
  everySceneReady,
  farRight,
  farRightTwin,
  heroScenesAtRest,
  heroScenesReady,
  heroSection,
  heroSlots,
} from '../support/scene';

// SwiftShader renders on the CPU: on a busy machine a frame (and so a Playwright input) can take seconds.
test.describe.configure({ timeout: 120_000 });
// A visitor acts as soon as what they use is visible, and once: an input made before the app took over the page is
// replayed by it. Tests about the WebGL pictures first wait for what the scenes say about themselves (drawn, at
// rest), as a visitor waits to see the picture.

/**
 * The scene canvas' own pixels over the hero (its drawing buffer is preserved between frames, so it reads back what is
 * on screen), as PNG: free of the page's tiles around it, which may rasterize a hair differently from one load to the
 * next on a loaded machine, and of the other views the canvas draws once they are prepared (the wheel below the
 * hero may be near the screen).
 */
async function canvasPicture(page: Page): Promise<Buffer> {
  const hero = (await heroSection(page).boundingBox())!;
  const url = await page.locator('[data-scene-canvas] canvas').evaluate((canvas: HTMLCanvasElement, box) => {
    const at = canvas.getBoundingClientRect();
    const scale = canvas.width / at.width;
    const picture = document.createElement('canvas');
    picture.width = Math.round(box.width * scale);
    picture.height = Math.round(box.height * scale);
    const [x, y] = [(box.x - at.left) * scale, (box.y - at.top) * scale];
    picture
      .getContext('2d')!
      .drawImage(canvas, x, y, picture.width, picture.height, 0, 0, picture.width, picture.height);
    return picture.toDataURL('image/png');
  }, hero);
  return Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
}

/** Opens the home page with its ticks frozen at step 3, both hero scenes drawn in WebGL, the pointer away. */
async function openFrozenHero(page: Page) {
  await page.goto('/?webgl&freeze=3');
  await heroScenesReady(page, 'webgl');
  await page.mouse.move(0, 0);
}

/** The hero at 1280×800 matches its baseline, pixel for pixel. */
async function expectHeroBaseline(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  await expectLooksAsApproved(heroSection(page), 'hero-desktop.png', { maxDiffPixels: 0, timeout: 60_000 });
}

/** Loses the context (the hero shows its SVG), restores it, and waits until both scenes are drawn whole again. */
async function redrawAfterLostContext(page: Page) {
  await loseContext(page);
  await heroScenesReady(page, 'svg');
  await restoreContext(page);
  await heroScenesReady(page, 'webgl');
  await heroScenesAtRest(page);
}

test.describe('hero on desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop layout');

  test('the divider is a window splitter: drag to both clamps, arrows, Home and End', async ({ page }) => {
    await page.goto('/?webgl&freeze=0');
    const divider = page.getByRole('separator', { name: 'Resize the solutions and talent panels' });
    await expect(divider).toHaveAttribute('aria-valuenow', '60');
    await expect(divider).toHaveAttribute('aria-valuemin', '30');
    await expect(divider).toHaveAttribute('aria-valuemax', '85');

    const start = await centre(divider);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x - 200, start.y);
    await page.mouse.move(5, start.y);
    await page.mouse.up();
    await expect(divider).toHaveAttribute('aria-valuenow', '30');

    const atMin = await centre(divider);
    await page.mouse.move(atMin.x, atMin.y);
    await page.mouse.down();
    await page.mouse.move(900, atMin.y);
    await page.mouse.move(1275, atMin.y);
    await page.mouse.up();
    await expect(divider).toHaveAttribute('aria-valuenow', '85');

    await divider.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(divider).toHaveAttribute('aria-valuenow', '80');
    await page.keyboard.press('Home');
    await expect(divider).toHaveAttribute('aria-valuenow', '30');
    await page.keyboard.press('ArrowRight');
    await expect(divider).toHaveAttribute('aria-valuenow', '35');
    await page.keyboard.press('End');
    await expect(divider).toHaveAttribute('aria-valuenow', '85');
    await page.keyboard.press('ArrowRight');
    await expect(divider).toHaveAttribute('aria-valuenow', '85');
  });

  // One load for both diagrams' picks by pointer and by keyboard (docs/test-suite-time.md, "One WebGL load for several
  // checks"), each a step of its own; the one that scrolls the page comes last.
  test('a pointer click on a node opens its profile above it, Escape closes it; a click on a workflow node shows its title, description and label; keyboard users open both with Enter; a node less than 200px from the top opens its profile below, and another pick or a click elsewhere closes it', async ({
    page,
  }) => {
    await page.goto('/?webgl&freeze=0');
    await heroScenesReady(page, 'webgl');
    await test.step('a pointer click on a node opens its profile above it, Escape closes it; a click on a workflow node shows its title, description and label', async () => {
      const network = page.getByRole('group', { name: 'Talent network' });
      await expect(network.getByRole('button')).toHaveCount(46);

      const twin = network.getByRole('button', { name: farRightTwin });
      const at = await centre(twin);
      await page.mouse.click(at.x, at.y);
      const popup = page.getByRole('dialog', { name: farRight.name });
      await expect(popup).toBeVisible();
      await expect(popup).toHaveAttribute('data-side', 'above');
      await expect(popup).toContainText(farRight.role);
      for (const skill of farRight.skills) await expect(popup).toContainText(skill);
      const popupBox = await popup.boundingBox();
      expect(popupBox!.y + popupBox!.height).toBeLessThanOrEqual(at.y);

      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();
      await expect(twin).toBeFocused();

      for (const id of ['new-lead', 'qualified']) {
        const step = workflowNodes.find((n) => n.id === id)!;
        const at = await centre(page.getByRole('button', { name: workflowTwinName(step), exact: true }));
        await page.mouse.click(at.x, at.y);
        const details = page.getByRole('dialog', { name: step.title });
        await expect(details).toBeVisible();
        await expect(details.getByRole('heading', { name: step.title })).toBeVisible();
        await expect(details).toContainText(step.description);
        await expect(details).toContainText(step.label);
      }
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    await test.step('keyboard users open a profile and a workflow step with Enter', async () => {
      const twin = page.getByRole('button', { name: farRightTwin });
      await twin.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: farRight.name })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(twin).toBeFocused();

      const step = workflowNodes.find((n) => n.id === 'ai-scoring')!;
      const workflow = page.getByRole('group', { name: 'Workflow' });
      await expect(workflow.getByRole('button')).toHaveCount(workflowNodes.length);
      await workflow.getByRole('button', { name: workflowTwinName(step), exact: true }).focus();
      await page.keyboard.press('Space');
      const details = page.getByRole('dialog', { name: step.title });
      await expect(details).toContainText(step.description);
      await expect(details).toContainText(step.label);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    await test.step('a node less than 200px from the top opens its profile below; another pick or a click elsewhere closes it', async () => {
      const network = page.getByRole('group', { name: 'Talent network' });
      const twin = network.getByRole('button', { name: farRightTwin });
      const box = await twin.boundingBox();
      await page.evaluate((top) => window.scrollBy(0, top - 150), box!.y);
      await page.waitForTimeout(100);
      const at = await centre(twin);
      expect(at.y).toBeLessThan(200);
      await page.mouse.click(at.x, at.y);
      const popup = page.getByRole('dialog', { name: farRight.name });
      await expect(popup).toHaveAttribute('data-side', 'below');
      expect((await popup.boundingBox())!.y).toBeGreaterThan(at.y);

      // Another pick replaces the popup.
      const other = talentNodes
        // Left of the open popup (which hugs the right edge) and on the visible side of the divider.
        .filter((n) => n.x > 30 && n.x < 50)
        .sort((a, b) => Math.abs(b.y - farRight.y) - Math.abs(a.y - farRight.y))[0]!;
      await network.getByRole('button', { name: `${other.name}, ${other.role}` }).click();
      await expect(popup).toBeHidden();
      await expect(page.getByRole('dialog', { name: other.name })).toBeVisible();

      // A click on the backdrop, away from any node.
      await page.mouse.click(6, 300);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });

  test('a workflow step reached with Tab wears a white focus ring, unlike any glow of the diagram', async ({
    page,
  }) => {
    await openFrozenHero(page);
    const workflow = page.getByRole('group', { name: 'Workflow' });
    const twin = (id: string) =>
      workflow.getByRole('button', {
        name: workflowTwinName(workflowNodes.find((n) => n.id === id)!),
        exact: true,
      });
    await twin('ai-scoring').focus();
    await page.keyboard.press('Tab');
    await expect(twin('qualified')).toBeFocused();
    await heroScenesAtRest(page);
    await expectLooksAsApproved(workflow, 'hero-workflow-focus.png', { maxDiffPixels: 0, timeout: 60_000 });
  });

  // One load for the three pictures of the same baseline: a load of the WebGL hero is most of what each cost on its
  // own (docs/test-suite-time.md, "One WebGL load for several checks").
  test('the hero at 1280×800 matches its baseline pixel for pixel as loaded, after a lost context is restored (no scene drawn on a black box), and after a visit to another page and Back (scenes drawn again, diagrams clipped at the divider)', async ({
    page,
  }) => {
    await openFrozenHero(page);
    await test.step('as loaded', async () => {
      await heroScenesAtRest(page);
      await expectHeroBaseline(page);
    });
    await test.step('after a lost context is restored', async () => {
      await redrawAfterLostContext(page);
      await expectHeroBaseline(page);
    });
    await test.step('after a visit to About and Back', async () => {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'About', exact: true })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: about.heading })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/\?webgl&freeze=3$/);
      await heroScenesReady(page, 'webgl');
      await heroScenesAtRest(page);
      await page.mouse.move(0, 0);
      await expectHeroBaseline(page);
    });
  });

  test('after a divider drag (each move redraws the band the diagonal swept), the hero equals a full redraw', async ({
    page,
  }) => {
    await openFrozenHero(page);
    const divider = page.getByRole('separator', { name: 'Resize the solutions and talent panels' });
    const at = await centre(divider);
    await page.mouse.move(at.x, at.y);
    await page.mouse.down();
    // Right by 250 px, through the network, then back left by 100 px: bands across nodes, in both directions.
    for (let i = 1; i <= 25; i += 1) await page.mouse.move(at.x + i * 10, at.y + 1);
    for (let i = 1; i <= 10; i += 1) await page.mouse.move(at.x + 250 - i * 10, at.y + 1);
    await page.mouse.up();
    await page.mouse.move(0, 0);
    await heroScenesAtRest(page);
    // The handle's hover glow fades for 200 ms after the pointer leaves it: the pictures are of the page at rest.
    const dragged = await heroSection(page).screenshot({ animations: 'disabled' });
    // A restored context draws both scenes whole.
    await redrawAfterLostContext(page);
    expect((await heroSection(page).screenshot({ animations: 'disabled' })).equals(dragged)).toBe(true);
  });

  test('in a short window, where the network reaches Find Talent, no node draws over the button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 900, height: 600 });
    await openFrozenHero(page);
    await heroScenesAtRest(page);
    const button = page.getByRole('link', { name: 'Find Talent' });
    const box = (await button.boundingBox())!;
    const art = (await page.locator(heroSlots[0]!).boundingBox())!;
    // The network's box reaches into the button here: a scene drawn above the copy would cover part of it.
    expect(art.y).toBeLessThan(box.y + box.height);
    // The button's face (its round ends left out: they show what lies behind them) looks the same with the scene
    // canvas shown and hidden.
    const face = {
      x: box.x + box.height / 2,
      y: box.y + 1,
      width: box.width - box.height,
      height: box.height - 2,
    };
    const shown = await page.screenshot({ clip: face });
    await page.evaluate(
      () =>
        new Promise((done) => {
          document.querySelector<HTMLElement>('[data-scene-canvas] canvas')!.style.opacity = '0';
          requestAnimationFrame(() => requestAnimationFrame(done));
        }),
    );
    expect((await page.screenshot({ clip: face })).equals(shown)).toBe(true);
  });

  test('in a short window, a click where a profile meets Find Talent follows the link, not the profile', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 900, height: 600 });
    await page.goto('/?webgl');
    const button = page.getByRole('link', { name: 'Find Talent' });
    await expect(button).toBeVisible();
    const link = (await button.boundingBox())!;
    // The button's face (its round ends left out) and the profiles' buttons it shares pixels with.
    const face = { left: link.x + link.height / 2, right: link.x + link.width - link.height / 2 };
    const profiles = await page
      .locator('[data-art="talent"] button[data-node]')
      .evaluateAll((twins) => twins.map((twin) => twin.getBoundingClientRect().toJSON() as DOMRect));
    const shared = profiles
      .map((p) => ({
        left: Math.max(p.left, face.left),
        right: Math.min(p.right, face.right),
        top: Math.max(p.top, link.y + 2),
        bottom: Math.min(p.bottom, link.y + link.height - 2),
      }))
      .filter((r) => r.right - r.left >= 4 && r.bottom - r.top >= 4);
    // Here the network reaches into the button: some profiles lie under its face.
    expect(shared.length).toBeGreaterThan(0);
    const spot = shared[0]!;
    await page.mouse.click((spot.left + spot.right) / 2, (spot.top + spot.bottom) / 2);
    await expect(page).toHaveURL(/\/it-talent$/);
  });

  test('ticks redraw only the part they change, and the picture equals a whole draw of the same tick', async ({
    page,
  }, testInfo) => {
    // Frozen at tick 0, then moved tick by tick to 12 (the trail lets go of nodes from tick 4, the workflow run
    // starts over): each move clears and draws only the nodes it lights or unlights, with their edges. The canvas
    // must then hold the picture it draws whole when the page opens frozen at tick 12.
    await page.goto('/?webgl&freeze=0');
    await heroScenesReady(page, 'webgl');
    // The wheel's first frame, if it came during the ticks, would count in the area they draw.
    await everySceneReady(page);
    await page.mouse.move(0, 0);
    await heroScenesAtRest(page);
    const views = await Promise.all(heroSlots.map(async (slot) => (await page.locator(slot).boundingBox())!));
    const area = views.reduce((sum, box) => sum + box.width * box.height, 0);
    for (let tick = 1; tick <= 12; tick += 1) {
      await page.evaluate((k) => window.__scene?.setTick(k), tick);
      await heroScenesAtRest(page);
      expect(await page.evaluate(() => window.__scene?.area ?? 0)).toBeLessThan(area / 2);
    }
    const stepped = await canvasPicture(page);

    await page.goto('/?webgl&freeze=12');
    await heroScenesReady(page, 'webgl');
    await everySceneReady(page);
    await page.mouse.move(0, 0);
    await heroScenesAtRest(page);
    const whole = await canvasPicture(page);
    if (!stepped.equals(whole)) {
      await testInfo.attach('drawn part by part', { body: stepped, contentType: 'image/png' });
      await testInfo.attach('drawn whole', { body: whole, contentType: 'image/png' });
    }
    expect(stepped.equals(whole)).toBe(true);
  });
});

test.describe('hero on mobile', () => {
  test.skip(({ isMobile }) => !isMobile, 'mobile layout');

  test('Solutions / Talent tabs switch the panel and never load WebGL', async ({ page }) => {
    await page.goto('/?webgl&freeze=0');
    const solutionsTab = page.getByRole('tab', { name: 'Solutions' });
    const talentTab = page.getByRole('tab', { name: 'Talent' });
    await expect(solutionsTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Built to Solve. Ready to Scale.' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Proven tech talent. Ready Now.' })).toBeHidden();
    await expect(page.getByRole('separator')).toBeHidden();

    await talentTab.click();
    await expect(talentTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Proven tech talent. Ready Now.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find Talent' })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(solutionsTab).toBeFocused();
    await expect(solutionsTab).toHaveAttribute('aria-selected', 'true');

    await talentTab.click();
    const node = talentNodes[0]!;
    await page.getByRole('button', { name: `${node.name}, ${node.role}` }).click();
    await expect(page.getByRole('dialog', { name: node.name })).toContainText(node.skills[0]!);

    expect(await page.evaluate(() => window.__scene?.contexts ?? 0)).toBe(0);
    await expect(page.locator('canvas')).toHaveCount(0);
  });

  test('hero screenshot at 390×844 is pixel-stable', async ({ page }) => {
    await page.goto('/?webgl&freeze=3');
    // The solutions tab's scene: the talent side's, behind its tab, is the server's drawing until the visitor reaches
    // for it (docs/decisions/0068-the-home-hero-s-desktop-parts-hydrated-when-a-phone-reaches-for-them.md).
    await expect(
      page.locator('[data-art="workflow"] [data-scene-slot][data-scene-mode="svg"][data-scene-ready="true"]'),
    ).toHaveCount(1, { timeout: 90_000 });
    await page.evaluate(() => document.fonts.ready);
    await expectLooksAsApproved(heroSection(page), 'hero-mobile.png', {
      maxDiffPixels: 0,
      timeout: 60_000,
    });
  });
});
