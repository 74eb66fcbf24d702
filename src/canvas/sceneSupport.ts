import { useSyncExternalStore } from 'react';
import { MOBILE_MAX_WIDTH } from '../ui/theme';

/** Mobile means < 768px; desktop, the only width that ever downloads three.js, the rest. */
const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

/** Whether the viewport is mobile right now: for a decision taken at the moment of an event (a tap), not rendered. */
export const isMobileViewport = (): boolean =>
  typeof window !== 'undefined' && window.matchMedia(MOBILE_QUERY).matches;

const subscribeWidth = (onChange: () => void) => {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * True at ≥ 768px. On the server and in the hydration pass the answer is true: the prerendered page is the desktop
 * page (phones differ by CSS media queries), so it hydrates unchanged on desktop and a phone re-renders once
 * afterwards. Whatever depends on running code (WebGL) waits for hydration as well (SceneSlot), so the server's
 * answer never loads a scene.
 */
export const useIsDesktop = (): boolean =>
  useSyncExternalStore(
    subscribeWidth,
    () => !isMobileViewport(),
    () => true,
  );

/** A cheap capability check that creates no context: three.js r187 needs WebGL 2. */
export const webgl2Exposed = (): boolean =>
  typeof window !== 'undefined' && 'WebGL2RenderingContext' in window;

/**
 * What this browser's WebGL 2 offers the scenes: `parallel`, a context that compiles programs off the main thread
 * (`KHR_parallel_shader_compile`); `serial`, a context whose compiles and links would hold the main thread (SwiftShader,
 * Firefox); `none`, no context. The scenes draw with WebGL only on `parallel` (docs/decisions/0040).
 */
export type WebglSupport = 'parallel' | 'serial' | 'none';

let probed: WebglSupport | undefined;

/**
 * Asked once, just before the canvas chunk would be downloaded, so a desktop that will not draw with WebGL never
 * fetches three.js (WebGL can be switched off or blocklisted while the API stays exposed). The probe context is
 * released at once.
 */
export function webglSupport(): WebglSupport {
  if (probed !== undefined) return probed;
  try {
    const gl = document.createElement('canvas').getContext('webgl2');
    probed = !gl ? 'none' : gl.getExtension('KHR_parallel_shader_compile') ? 'parallel' : 'serial';
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
  } catch {
    probed = 'none';
  }
  return probed;
}

/**
 * Whether the context draws on the CPU, from the driver's name: SwiftShader, llvmpipe, softpipe, WARP (there a tick is
 * a step: docs/decisions/0036). Browsers that hide the name count as hardware.
 */
export function isSoftwareRenderer(gl: WebGL2RenderingContext): boolean {
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name: unknown = gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER);
  return typeof name === 'string' && /swiftshader|llvmpipe|softpipe|software|basic render/i.test(name);
}
