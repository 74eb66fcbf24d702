import { createPortal, useThree } from '@react-three/fiber';
import {
  createElement,
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import { Scene } from 'three';
import { viewTargets } from './frameLoop';
import { ViewContext } from './viewContext';
import { compileView } from './compileAhead';
import { setCompiled, setMounted, type SceneLoader, type SceneView } from './views';

const modules = new WeakMap<SceneLoader, Promise<{ default: ComponentType }>>();

/** Loads each scene module once per loader and renders its default export (suspends while it loads). */
function LoadedScene({ load }: { load: SceneLoader }) {
  let module = modules.get(load);
  if (!module) {
    module = load();
    modules.set(load, module);
  }
  return createElement(use(module).default);
}

/** Hands the portal's scene and state to the renderer. */
function Target({ view, scene }: { view: SceneView; scene: Scene }) {
  const get = useThree((s) => s.get);
  useLayoutEffect(() => {
    viewTargets.set(view, { scene, get });
    return () => {
      viewTargets.delete(view);
    };
  }, [view, scene, get]);
  return null;
}

/**
 * Rendered after the scene's content has committed: its programs compile while the page is idle (compileAhead.ts),
 * and from then on the view can draw.
 */
function Mounted({ view, scene }: { view: SceneView; scene: Scene }) {
  const gl = useThree((s) => s.gl);
  const get = useThree((s) => s.get);
  useLayoutEffect(() => {
    setMounted(view, true);
    return () => setMounted(view, false);
  }, [view]);
  useEffect(() => {
    let alive = true;
    void compileView(
      gl,
      view,
      scene,
      () => get().camera,
      () => alive,
    ).then(() => {
      if (alive) setCompiled(view);
    });
    return () => {
      alive = false;
    };
  }, [gl, view, scene, get]);
  return null;
}

/**
 * One slot's scene, in its own three.js scene through an R3F portal whose size is the slot's box: the scene lays
 * itself out in the box's pixels, with its own camera if it sets one (else the canvas' orthographic camera).
 */
export function ViewPortal({ view }: { view: SceneView }) {
  const [scene] = useState(() => new Scene());
  const width = useSyncExternalStore(view.resized.subscribe, () => view.box.w);
  const height = useSyncExternalStore(view.resized.subscribe, () => view.box.h);
  const state = useMemo(() => ({ size: { width, height, top: 0, left: 0 } }), [width, height]);
  return createPortal(
    <ViewContext.Provider value={view}>
      <Target view={view} scene={scene} />
      <Suspense fallback={null}>
        <LoadedScene load={view.load} />
        <Mounted view={view} scene={scene} />
      </Suspense>
    </ViewContext.Provider>,
    scene,
    state,
  );
}
