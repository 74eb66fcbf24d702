import { useFrame, useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { sceneStats } from './sceneStats';

/** Counts rendered frames, the draw calls of the whole last frame (all views) and live GPU resources into window.__scene. */
export function FrameStats() {
  const gl = useThree((s) => s.gl);
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
  }, 1000);
  return null;
}
