import { Canvas, type EventManager, type RootState } from '@react-three/fiber';
import { lazy, startTransition, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useWebgl } from '../store/webgl';
import { theme } from '../ui/theme';
import { AdaptiveDpr, DPR_RANGE } from './AdaptiveDpr';
import { loadViewsAhead } from './loadAhead';
import { createRenderer } from './rendererFactory';
import { drawEveryFrameForBench } from './benchAlways';
import { sceneFlags } from './sceneFlags';
import { isSoftwareRenderer } from './sceneSupport';
import { easeTicks } from './tickScheduler';
import { ViewPortal } from './ViewPortal';
import { ViewRenderer } from './ViewRenderer';
import { allViews, invalidateAllViews, setFrameRequester, subscribeViews } from './views';

const SceneDebug = lazy(() => import('./debug/SceneDebug'));

/** Picking goes through the DOM twins above the scenes, so the canvas listens to nothing. */
const noEvents = (): EventManager<HTMLElement> => ({ enabled: false, priority: 0 });

/**
 * In the document (not fixed): the canvas scrolls with the page, so scrolling redraws nothing. ViewRenderer
 * places and sizes it over the views and clips it to the near ones (left, top, width, height, clip-path,
 * visibility: never set by React).
 */
const wrapperStyle = { position: 'absolute', zIndex: theme.z.sceneCanvas, pointerEvents: 'none' } as const;

/** Until the first placement: a 1×1 hidden box (R3F creates its renderer only in a box with a size). */
function initialPlacement(el: HTMLDivElement | null) {
  if (el && !el.style.width)
    Object.assign(el.style, { left: '0', top: '0', width: '1px', height: '1px', visibility: 'hidden' });
}

// R3F measures its container only when it resizes (the placement resizes the canvas itself, in the frame that draws).
const resize = { scroll: false, debounce: 0 } as const;

function onCreated(state: RootState) {
  const { setStatus, restored } = useWebgl.getState();
  const canvas = state.gl.domElement;
  setFrameRequester(() => state.invalidate());
  easeTicks(sceneFlags().transitions || !isSoftwareRenderer(state.gl.getContext() as WebGL2RenderingContext));
  canvas.addEventListener('webglcontextlost', () => setStatus('lost'));
  canvas.addEventListener('webglcontextrestored', () => {
    restored();
    invalidateAllViews();
  });
  setStatus('ready');
}

/**
 * The scene of every registered slot that has come near the screen, each in its own portal. A scene that starts to
 * load mounts in a transition: React renders it in slices that give way to input and commits it in a task of its
 * own, instead of building the whole scene in the task that asked for it (docs/decisions/0045-a-phone-s-first-seconds.md,
 * "The WebGL path"). A slot that leaves takes its scene with it at once.
 */
function Views() {
  const [views, setViews] = useState(allViews);
  // The list last committed: a slot leaves what is on screen, not what a transition has yet to commit.
  const shown = useRef(views);
  useLayoutEffect(() => {
    shown.current = views;
  }, [views]);
  useLayoutEffect(() => {
    const update = () => {
      const next = allViews();
      const leaving = shown.current.some((view) => !next.includes(view));
      if (leaving) setViews(next);
      else startTransition(() => setViews(next));
    };
    update();
    return subscribeViews(update);
  }, []);
  return views
    .filter((view) => view.state !== 'unloaded')
    .map((view) => <ViewPortal key={view.id} view={view} />);
}

/** The one persistent WebGL canvas: transparent, over the scene slots near the screen, drawing only what changed. */
export default function SharedCanvas() {
  const flags = sceneFlags();
  const wrapper = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => initialPlacement(wrapper.current), []);
  // Pages without a WebGL slot (the canvas outlives the page that created it) take it out of the layout.
  const shown = useWebgl((s) => s.slots > 0);
  useEffect(() => () => setFrameRequester(null), []);
  // Scenes not near the screen yet load and compile while the page is idle, before the visitor scrolls to them.
  useEffect(loadViewsAhead, []);
  useEffect(drawEveryFrameForBench, []);
  return (
    <div
      ref={wrapper}
      style={shown ? wrapperStyle : { ...wrapperStyle, display: 'none' }}
      aria-hidden="true"
      data-scene-canvas=""
    >
      <Canvas
        frameloop="demand"
        dpr={DPR_RANGE}
        orthographic
        camera={{ position: [0, 0, 500], zoom: 1, near: 1, far: 1000 }}
        gl={createRenderer}
        events={noEvents}
        resize={resize}
        style={{ pointerEvents: 'none' }}
        onCreated={onCreated}
      >
        <Views />
        <ViewRenderer wrapper={wrapper} />
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
