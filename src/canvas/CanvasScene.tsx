import { View } from '@react-three/drei/web/View';
import { Canvas, type EventManager, type RootState } from '@react-three/fiber';
import { lazy, Suspense, useEffect } from 'react';
import { useWebgl } from '../store/webgl';
import { AdaptiveDpr, DPR_RANGE } from './AdaptiveDpr';
import { FrameStats } from './FrameStats';
import { setCanvasInvalidate } from './invalidate';
import { createRenderer } from './rendererFactory';
import { sceneFlags } from './sceneFlags';
import { ScrollRedraw } from './ScrollRedraw';

const SceneDebug = lazy(() => import('./debug/SceneDebug'));

/** Picking goes through the DOM twins above the scenes, so the canvas listens to nothing. */
const noEvents = (): EventManager<HTMLElement> => ({ enabled: false, priority: 0 });

const wrapperStyle = { position: 'fixed', inset: 0, zIndex: 1, pointerEvents: 'none' } as const;

function onCreated(state: RootState) {
  const { setStatus } = useWebgl.getState();
  const canvas = state.gl.domElement;
  setCanvasInvalidate(() => state.invalidate());
  canvas.addEventListener('webglcontextlost', () => setStatus('lost'));
  canvas.addEventListener('webglcontextrestored', () => {
    setStatus('ready');
    state.invalidate();
  });
  setStatus('ready');
}

/** The one persistent WebGL canvas: fixed, full-viewport, transparent; scenes reach it through drei Views. */
export default function CanvasScene() {
  const flags = sceneFlags();
  const shown = useWebgl((s) => s.slots > 0 && s.status === 'ready');
  useEffect(() => () => setCanvasInvalidate(null), []);
  return (
    <div
      style={{ ...wrapperStyle, visibility: shown ? 'visible' : 'hidden' }}
      aria-hidden="true"
      data-scene-canvas=""
    >
      <Canvas
        frameloop={flags.continuous ? 'always' : 'demand'}
        dpr={DPR_RANGE}
        orthographic
        camera={{ position: [0, 0, 500], zoom: 1, near: 1, far: 1000 }}
        gl={createRenderer}
        events={noEvents}
        style={{ pointerEvents: 'none' }}
        onCreated={onCreated}
      >
        <View.Port />
        <FrameStats />
        <ScrollRedraw />
        <AdaptiveDpr />
        {flags.debug && (
          <Suspense fallback={null}>
            <SceneDebug />
          </Suspense>
        )}
      </Canvas>
    </div>
  );
}
