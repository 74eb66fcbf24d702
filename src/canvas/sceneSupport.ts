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

let probed: boolean | undefined;

/**
 * Whether this browser really creates a WebGL 2 context (WebGL can be switched off or blocklisted while the API
 * stays exposed). Asked once, just before the canvas chunk would be downloaded, so a desktop without WebGL never
 * fetches three.js. The probe context is released at once.
 */
export function webgl2Works(): boolean {
  if (probed !== undefined) return probed;
  try {
    const gl = document.createElement('canvas').getContext('webgl2');
    probed = gl !== null;
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
  } catch {
    probed = false;
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
