import { useFrame, useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { sceneStats } from './sceneStats';

/** Counts rendered frames and the draw calls of the whole last frame (all views) into window.__scene. */
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
  }, 1000);
  return null;
}
