/**
 * Address-bar switches of the scene layer, read once per page load (client only).
 * - `?debug` (or a build with VITE_SCENE_DEBUG=1): Stats, counters, orbit controls and the tuning panel, on the
 *   WebGL scenes (as `?webgl`).
 * - `?freeze=<tick>`: ticks stand still at that tick (deterministic screenshots).
 * - `?transitions`: ticks ease in even where the GL draws in software (docs/decisions/0036).
 * - `?webgl`: the scenes draw with WebGL even where its programs compile on the main thread (tests and tuning on a
 *   machine without parallel compile, such as SwiftShader here: docs/decisions/0040).
 */
export interface SceneFlags {
  debug: boolean;
  freezeAt: number | null;
  transitions: boolean;
  webgl: boolean;
}

export function parseSceneFlags(search: string, debugBuild: boolean): SceneFlags {
  const params = new URLSearchParams(search);
  const debug = debugBuild || params.has('debug');
  const freeze = params.get('freeze');
  const freezeAt = freeze !== null && /^\d+$/.test(freeze) ? Number(freeze) : null;
  return {
    debug,
    freezeAt,
    transitions: params.has('transitions'),
    // The debug tools tune the WebGL scenes: they bring them wherever the context works.
    webgl: debug || params.has('webgl'),
  };
}

let cached: SceneFlags | null = null;

export function sceneFlags(): SceneFlags {
  if (typeof window === 'undefined')
    return { debug: false, freezeAt: null, transitions: false, webgl: false };
  cached ??= parseSceneFlags(window.location.search, import.meta.env.VITE_SCENE_DEBUG === '1');
  return cached;
}
