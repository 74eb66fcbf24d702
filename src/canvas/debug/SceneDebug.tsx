import { OrbitControls } from '@react-three/drei/core/OrbitControls';
import { Stats } from '@react-three/drei/core/Stats';
import { useThree } from '@react-three/fiber';
import { useControls } from 'leva';
import { useEffect } from 'react';
import { setTickSpeed } from '../tickScheduler';
import { invalidateAllViews } from '../views';
import { FrameCost } from './FrameCost';

const canvasControls = { tickSpeed: { value: 1, min: 0.25, max: 4, step: 0.25 }, orbit: false };

/**
 * ?debug only (a lazy chunk of the canvas, never loaded otherwise): what a look costs (drei's Stats: frames per
 * second; FrameCost: CPU and GPU time per frame, draw calls, programs, textures), and a "Canvas" folder in the tuning
 * panel: tick speed, and orbit controls (tick "orbit" to hand the pointer to the canvas). The looks' own folders are
 * the tuning panel's (src/tuning).
 */
export default function SceneDebug() {
  const gl = useThree((s) => s.gl);
  const { tickSpeed, orbit } = useControls('Canvas', canvasControls);
  useEffect(() => setTickSpeed(tickSpeed), [tickSpeed]);
  useEffect(() => {
    const wrapper = gl.domElement.closest<HTMLElement>('[data-scene-canvas]');
    if (wrapper) wrapper.style.pointerEvents = orbit ? 'auto' : 'none';
    gl.domElement.style.pointerEvents = orbit ? 'auto' : 'none';
  }, [gl, orbit]);
  return (
    <>
      <Stats className="scene-stats" />
      <FrameCost />
      {orbit && <OrbitControls makeDefault enableRotate={false} onChange={invalidateAllViews} />}
    </>
  );
}
