import { useSyncExternalStore } from 'react';
import { MOBILE_MAX_WIDTH } from '../ui/theme';
import { askWorker } from './askWorker';
import { sceneFlags } from './sceneFlags';
import { probeCanvas, workerAnswerDecides, type ProbeAnswer, type WebglSupport } from './webglProbe';

/** Mobile means < 768px; desktop, the only width that ever downloads three.js, the rest. */
const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

let mobileQuery: { of: Window['matchMedia']; list: MediaQueryList } | undefined;
/**
 * One `MediaQueryList` for the whole app, made at its first use: each `matchMedia` call parses the query again, and
 * the takeover's task asked it about ten times (docs/decisions/0068-the-home-hero-s-desktop-parts-hydrated-when-a-phone-reaches-for-them.md).
 * Made again if `window.matchMedia` is another function than the one that made it (a unit test's stand-in).
 */
function mobileMedia(): MediaQueryList {
  if (mobileQuery?.of !== window.matchMedia)
    mobileQuery = { of: window.matchMedia, list: window.matchMedia(MOBILE_QUERY) };
  return mobileQuery.list;
}

/** Whether the viewport is mobile right now: for a decision taken at the moment of an event (a tap), not rendered. */
export const isMobileViewport = (): boolean => typeof window !== 'undefined' && mobileMedia().matches;

const subscribeWidth = (onChange: () => void) => {
  const query = mobileMedia();
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Calls `callback` once, when the window stops being a phone's (a turn to landscape, a wider window). */
export function whenWidened(callback: () => void): void {
  const query = mobileMedia();
  const changed = () => {
    if (query.matches) return;
    query.removeEventListener('change', changed);
    callback();
  };
  query.addEventListener('change', changed);
}

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

export { isSoftwareRenderer, type WebglSupport } from './webglProbe';

/** How long the page waits for the probe's worker before it makes a context of its own to ask. */
export const PROBE_WORKER_PATIENCE_MS = 2000;

let probed: Promise<WebglSupport> | undefined;

/**
 * What this browser's WebGL 2 offers the scenes (`WebglSupport`). Asked once, just before the canvas chunk would be
 * downloaded, so a desktop that will not draw with WebGL never fetches three.js (WebGL can be switched off or
 * blocklisted while the API stays exposed). A worker asks first, off the main thread (docs/decisions/0066); where it
 * cannot (no `OffscreenCanvas`, its script refused, no answer within `PROBE_WORKER_PATIENCE_MS`) or its answer would
 * download three.js (`workerAnswerDecides`), the page makes the context itself. The probe context is released at once.
 */
export function webglSupport(): Promise<WebglSupport> {
  const inPage = () => probeCanvas(document.createElement('canvas')).support;
  // `?webgl` draws on a serial context: every answer there would download three.js, so the page asks at once.
  probed ??= sceneFlags().webgl
    ? Promise.resolve().then(inPage)
    : probeInWorker().then((answer) => (workerAnswerDecides(answer) ? answer.support : inPage()), inPage);
  return probed;
}

function probeInWorker(): Promise<ProbeAnswer> {
  if (typeof Worker !== 'function' || typeof OffscreenCanvas !== 'function')
    return Promise.reject(new Error('No worker can make a WebGL context here'));
  return askWorker<ProbeAnswer>(
    () =>
      new Worker(new URL('./webglProbe.worker.ts', import.meta.url), { type: 'module', name: 'webgl-probe' }),
    null,
    { patienceMs: PROBE_WORKER_PATIENCE_MS, what: 'The WebGL probe worker' },
  );
}
