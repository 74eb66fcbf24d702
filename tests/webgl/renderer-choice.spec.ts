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

/** The scripts the page downloads, as text, to tell whether three.js came. */
function recordScripts(page: import('@playwright/test').Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return bodies;
}

test.describe('which renderer draws the home page scenes', () => {
  test.skip(({ isMobile }) => isMobile, 'phones always draw the SVG scenes');

  test('a context that would compile on the main thread gets the SVG scenes, usable, and never downloads three.js', async ({
    page,
  }) => {
    const scripts = recordScripts(page);
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
  });

  test('a context that compiles in parallel draws the scenes with WebGL, with no flag in the address', async ({
    page,
  }) => {
    await page.addInitScript(reportParallelCompile);
    await page.goto('/');
    await heroScenesReady(page, 'webgl');
    await expect(page.locator('canvas')).toHaveCount(1);
  });
});
