import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { farRightTwin, heroScenesReady } from '../support/scene';

/**
 * The scenes draw with WebGL only where the context compiles programs off the main thread
 * (`KHR_parallel_shader_compile`); elsewhere the SVG scenes serve (docs/decisions/0040). This machine's SwiftShader
 * has no parallel compile, so a visitor here gets the SVG scenes, and a context that reports the extension (added by
 * an init script) shows what a visitor with a GPU gets.
 */

/** Gives every WebGL 2 context `KHR_parallel_shader_compile`, each program reporting itself complete when asked. */
function reportParallelCompile() {
  const proto = WebGL2RenderingContext.prototype;
  const COMPLETION_STATUS_KHR = 0x91b1;
  const extension = { COMPLETION_STATUS_KHR, maxShaderCompilerThreadsKHR: () => {} };
  const getExtension = proto.getExtension;
  proto.getExtension = function (this: WebGL2RenderingContext, name: string) {
    return name === 'KHR_parallel_shader_compile' ? extension : getExtension.call(this, name as never);
  } as typeof proto.getExtension;
  const getProgramParameter = proto.getProgramParameter;
  proto.getProgramParameter = function (this: WebGL2RenderingContext, program: WebGLProgram, name: number) {
    return name === COMPLETION_STATUS_KHR ? true : getProgramParameter.call(this, program, name);
  };
}

/** The script of the worker that probes WebGL off the page's main thread (src/canvas/webglProbe.worker.ts). */
const PROBE_WORKER = /\/assets\/webglProbe\.worker-[\w-]+\.js$/;

/**
 * The GPU the init script stands for, in the probe's worker as well: an init script runs in the page's documents
 * only, so the worker's script is served with the same function run first.
 */
async function reportParallelCompileEverywhere(page: Page): Promise<void> {
  await page.addInitScript(reportParallelCompile);
  await page.route(PROBE_WORKER, async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      body: `(${reportParallelCompile.toString()})();\n${await response.text()}`,
    });
  });
}

/** Counts the WebGL 2 contexts the page's main thread makes (`window.__pageContexts`). */
function countPageContexts() {
  const counted = window as unknown as { __pageContexts: number };
  counted.__pageContexts = 0;
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (
    this: HTMLCanvasElement,
    type: string,
    ...rest: unknown[]
  ) {
    if (type === 'webgl2') counted.__pageContexts += 1;
    return getContext.call(this, type as never, ...(rest as []));
  } as typeof getContext;
}

/** The scripts the page downloads, as text, to tell whether three.js came. */
function recordScripts(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return bodies;
}

test.describe('which renderer draws the home page scenes', () => {
  test.skip(({ isMobile }) => isMobile, 'phones always draw the SVG scenes');

  test('a context that would compile on the main thread gets the SVG scenes, usable, never downloads three.js, and the page itself makes no WebGL context', async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await page.addInitScript(countPageContexts);
    let probes = 0;
    page.on('request', (request) => {
      if (PROBE_WORKER.test(request.url())) probes += 1;
    });
    await page.goto('/');
    await heroScenesReady(page, 'svg');
    await page.getByRole('button', { name: farRightTwin }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('region', { name: 'Service wheel' }).scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-scene-mode="webgl"]')).toHaveCount(0);
    await expect(page.locator('canvas')).toHaveCount(0);
    const bodies = await Promise.all(scripts);
    expect(bodies.filter((text) => /THREE\.WebGLRenderer|__r3f/.test(text))).toHaveLength(0);
    // The worker asked, and its answer (a software renderer) decided: the page's main thread never made a context.
    expect(probes).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { __pageContexts: number }).__pageContexts)).toBe(
      0,
    );
  });

  test('a context that compiles in parallel draws the scenes with WebGL, with no flag in the address', async ({
    page,
  }) => {
    await reportParallelCompileEverywhere(page);
    await page.goto('/');
    await heroScenesReady(page, 'webgl');
    await expect(page.locator('canvas')).toHaveCount(1);
  });

  test.describe('without the probe worker', () => {
    // The request this test refuses.
    test.use({ allowedErrors: [/Failed to load resource: net::ERR_FAILED .*webglProbe\.worker-/] });

    test('where the probe worker’s script does not arrive, the page asks a context of its own: one that compiles in parallel still draws the scenes with WebGL', async ({
      page,
    }) => {
      await page.addInitScript(reportParallelCompile);
      let refused = 0;
      await page.route(PROBE_WORKER, (route) => {
        refused += 1;
        return route.abort();
      });
      await page.goto('/');
      await heroScenesReady(page, 'webgl');
      expect(refused).toBe(1);
    });

    test('where the probe worker starts but never answers, the page asks a context of its own after its wait: one that would compile on the main thread gets the SVG scenes', async ({
      page,
    }) => {
      await page.addInitScript(countPageContexts);
      await page.route(PROBE_WORKER, (route) =>
        route.fulfill({ contentType: 'text/javascript', body: 'self.onmessage = () => {};' }),
      );
      await page.goto('/');
      await heroScenesReady(page, 'svg');
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __pageContexts: number }).__pageContexts))
        .toBe(1);
      await expect(page.locator('canvas')).toHaveCount(0);
    });
  });
});
