import { describe, expect, it } from 'vitest';
import { isSoftwareRenderer } from './sceneSupport';

const UNMASKED = 0x9246;

/** A context stand-in that names its renderer `unmasked` (null: the browser hides WEBGL_debug_renderer_info). */
const context = (unmasked: string | null, masked = 'WebKit WebGL') =>
  ({
    RENDERER: 0x1f01,
    getExtension: () => (unmasked === null ? null : { UNMASKED_RENDERER_WEBGL: UNMASKED }),
    getParameter: (name: number) => (name === UNMASKED ? unmasked : masked),
  }) as unknown as WebGL2RenderingContext;

describe('isSoftwareRenderer', () => {
  it('names the CPU drivers: SwiftShader, llvmpipe, WARP', () => {
    expect(
      isSoftwareRenderer(
        context(
          'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
        ),
      ),
    ).toBe(true);
    expect(isSoftwareRenderer(context('llvmpipe (LLVM 15.0.6, 256 bits)'))).toBe(true);
    expect(isSoftwareRenderer(context('ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11)'))).toBe(
      true,
    );
  });

  it('counts GPUs and hidden names as hardware', () => {
    expect(
      isSoftwareRenderer(context('ANGLE (Intel, Intel(R) Iris(R) Xe Graphics Direct3D11 vs_5_0 ps_5_0)')),
    ).toBe(false);
    expect(isSoftwareRenderer(context('Apple M2'))).toBe(false);
    expect(isSoftwareRenderer(context(null))).toBe(false);
  });
});
