import type { WebGLRenderer } from 'three';
import { sceneStats } from './sceneSignals';
import { inTransition } from './tickScheduler';

let lastRatio = 0;

/**
 * Records a frame that drew into `window.__scene`: the frame count, the draw calls of the frame (all views it
 * drew), the CSS pixels it cleared and drew, the GPU resources alive and pixel-ratio changes. Frames that drew nothing are not frames.
 */
export function recordFrame(gl: WebGLRenderer, area: number): void {
  const stats = sceneStats();
  stats.frames += 1;
  if (!inTransition(performance.now())) stats.settledFrames += 1;
  stats.calls = gl.info.render.calls;
  stats.area = Math.round(area);
  stats.memory.geometries = gl.info.memory.geometries;
  stats.memory.textures = gl.info.memory.textures;
  const ratio = gl.getPixelRatio();
  if (lastRatio !== 0 && ratio !== lastRatio) stats.dprChanges += 1;
  lastRatio = ratio;
}
