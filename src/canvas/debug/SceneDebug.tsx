import { OrbitControls } from '@react-three/drei/core/OrbitControls';
import { Stats } from '@react-three/drei/core/Stats';
import { useThree } from '@react-three/fiber';
import { useControls } from 'leva';
import { useEffect } from 'react';
import { setTickSpeed } from '../tickScheduler';
import { invalidateAllViews } from '../views';
import { DebugCounters } from './DebugCounters';

/**
 * ?debug only (a lazy chunk, never loaded otherwise): drei Stats, draw-call and frame counters, orbit controls
 * (tick "orbit" to hand the pointer to the canvas) and the tick speed.
 */
export default function SceneDebug() {
  const gl = useThree((s) => s.gl);
  const values = useControls('Scenes', {
    tickSpeed: { value: 1, min: 0.25, max: 4, step: 0.25 },
    orbit: false,
  });
  useEffect(() => setTickSpeed(values.tickSpeed), [values.tickSpeed]);
  useEffect(() => {
    const wrapper = gl.domElement.closest<HTMLElement>('[data-scene-canvas]');
    if (wrapper) wrapper.style.pointerEvents = values.orbit ? 'auto' : 'none';
    gl.domElement.style.pointerEvents = values.orbit ? 'auto' : 'none';
  }, [gl, values.orbit]);
  return (
    <>
      <Stats />
      <DebugCounters />
      {values.orbit && <OrbitControls makeDefault enableRotate={false} onChange={invalidateAllViews} />}
    </>
  );
}
