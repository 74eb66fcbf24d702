import { OrbitControls } from '@react-three/drei/core/OrbitControls';
import { Stats } from '@react-three/drei/core/Stats';
import { useThree } from '@react-three/fiber';
import { useControls } from 'leva';
import { useEffect } from 'react';
import { invalidateScenes } from '../invalidate';
import { setTickSpeed } from '../tickScheduler';
import { tuning } from '../tuning';
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
    Object.assign(tuning, {
      talentColor: values.talentColor,
      solutionsColor: values.solutionsColor,
      edgeColor: values.edgeColor,
      nodeScale: values.nodeScale,
      glow: values.glow,
    });
    setTickSpeed(values.tickSpeed);
    invalidateScenes();
  }, [values]);
  useEffect(() => {
    const wrapper = gl.domElement.parentElement?.parentElement;
    if (wrapper) wrapper.style.pointerEvents = values.orbit ? 'auto' : 'none';
    gl.domElement.style.pointerEvents = values.orbit ? 'auto' : 'none';
  }, [gl, values.orbit]);
  return (
    <>
      <Stats />
      <DebugCounters />
      {values.orbit && <OrbitControls makeDefault enableRotate={false} onChange={invalidateScenes} />}
    </>
  );
}
