import { OrbitControls } from '@react-three/drei/core/OrbitControls';
import { Stats } from '@react-three/drei/core/Stats';
import { useThree } from '@react-three/fiber';
import { useControls } from 'leva';
import { useEffect } from 'react';
import { setTickSpeed } from '../tickScheduler';
import { setTuning, tuning } from '../tuning';
import { invalidateAllViews } from '../views';
import { DebugCounters } from './DebugCounters';

/**
 * ?debug only (a lazy chunk, never loaded otherwise): drei Stats, draw-call and frame counters, orbit controls
 * (tick "orbit" to hand the pointer to the canvas) and a leva panel tuning colours, tick speed and node sizes.
 */
export default function SceneDebug() {
  const gl = useThree((s) => s.gl);
  const values = useControls('Scenes', {
    talentColor: tuning.talentColor,
    solutionsColor: tuning.solutionsColor,
    edgeColor: tuning.edgeColor,
    nodeScale: { value: tuning.nodeScale, min: 0.5, max: 2, step: 0.05 },
    glow: { value: tuning.glow, min: 0, max: 2, step: 0.05 },
    tickSpeed: { value: 1, min: 0.25, max: 4, step: 0.25 },
    orbit: false,
  });
  useEffect(() => {
    setTuning({
      talentColor: values.talentColor,
      solutionsColor: values.solutionsColor,
      edgeColor: values.edgeColor,
      nodeScale: values.nodeScale,
      glow: values.glow,
    });
    setTickSpeed(values.tickSpeed);
  }, [values]);
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
