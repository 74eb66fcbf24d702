import type { WebGLRenderer } from 'three';
import { sceneStats } from './sceneSignals';

let lastRatio = 0;

/** Records a frame that drew (one that drew nothing is no frame) into `window.__scene` (sceneSignals.ts). */
export function recordFrame(gl: WebGLRenderer, area: number, transition: boolean): void {
  const stats = sceneStats();
  stats.frames += 1;
  if (!transition) stats.settledFrames += 1;
  stats.calls = gl.info.render.calls;
  stats.area = Math.round(area);
  stats.memory.geometries = gl.info.memory.geometries;
  stats.memory.textures = gl.info.memory.textures;
  const ratio = gl.getPixelRatio();
  if (lastRatio !== 0 && ratio !== lastRatio) stats.dprChanges += 1;
  lastRatio = ratio;
}
