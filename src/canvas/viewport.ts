import { useSyncExternalStore } from 'react';
import { MOBILE_MAX_WIDTH } from '../ui/theme';

/** Desktop means ≥ 768px (DECISIONS.md 15): the only width that ever downloads three.js. */
const DESKTOP_QUERY = `(min-width: ${MOBILE_MAX_WIDTH + 1}px)`;

const subscribeDesktop = (onChange: () => void) => {
  const query = window.matchMedia(DESKTOP_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** True on a desktop-width client; false on the server and during hydration (the prerendered HTML is the fallback). */
export const useIsDesktop = (): boolean =>
  useSyncExternalStore(
    subscribeDesktop,
    () => window.matchMedia(DESKTOP_QUERY).matches,
    () => false,
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
