import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import { sceneStats } from './sceneStats';

/** Counts rendered frames, the draw calls of the whole last frame (all views) and live GPU resources into window.__scene. */
export function FrameStats() {
  const gl = useThree((s) => s.gl);
  const dpr = useRef(0);
  useEffect(() => {
    gl.info.autoReset = false;
  }, [gl]);
  useFrame(() => gl.info.reset(), -1000);
  useFrame(() => {
    const stats = sceneStats();
    stats.frames += 1;
    stats.calls = gl.info.render.calls;
    stats.memory.geometries = gl.info.memory.geometries;
    stats.memory.textures = gl.info.memory.textures;
    const ratio = gl.getPixelRatio();
    if (dpr.current !== 0 && ratio !== dpr.current) stats.dprChanges += 1;
    dpr.current = ratio;
  }, 1000);
  return null;
}
