import { useThree } from '@react-three/fiber';
import { createContext, useCallback, useContext, useLayoutEffect, useMemo } from 'react';
import type { WebGLRenderer } from 'three';
import { disposeMultisampled } from './multisample';
import { sceneBox, type SceneBox } from './boxes';
import { invalidateView, setViewExtent, type SceneView } from './views';

/** The view a scene component draws in (set by ViewPortal inside the canvas). */
export const ViewContext = createContext<SceneView | null>(null);

export function useCurrentView(): SceneView {
  const view = useContext(ViewContext);
  if (!view) throw new Error('useCurrentView: not inside a scene view');
  return view;
}

/** Marks the calling scene's view as changed: it is drawn again in the next frame, alone if nothing else changed. */
export function useInvalidateView(): () => void {
  const view = useCurrentView();
  return useCallback(() => invalidateView(view), [view]);
}

/**
 * Reports whether something in the scene moves on its own clock (a spring): while it does, the view is drawn every
 * frame and is not at rest; the frame it stops in is drawn once more, with the final pose.
 */
export function useViewAnimating(): (moving: boolean) => void {
  const view = useCurrentView();
  return useCallback(
    (moving: boolean) => {
      const settled = view.animating && !moving;
      view.animating = moving;
      if (settled) invalidateView(view);
    },
    [view],
  );
}

/** The scene's box in CSS pixels, as numbers (a new size object per canvas update would re-render the scene). */
export function useViewSize(): { width: number; height: number } {
  const width = useThree((s) => s.size.width);
  const height = useThree((s) => s.size.height);
  return useMemo(() => ({ width, height }), [width, height]);
}

const WHOLE_BOX = sceneBox();

/**
 * Tells the canvas where in its box the calling scene draws (in its frame; null for all of it): the canvas covers
 * no more than that, so it composites fewer pixels at every frame.
 */
export function useViewExtent(extent: SceneBox | null): void {
  const view = useCurrentView();
  useLayoutEffect(() => {
    setViewExtent(view, extent ?? WHOLE_BOX);
    return () => setViewExtent(view, WHOLE_BOX);
  }, [view, extent]);
}

/**
 * Gives the calling scene's view what the scene makes on the GPU before its first frame (an environment map): it runs
 * while the page is idle, before the view's programs compile (compileAhead.ts), never on a frame. `prepare` should be
 * stable (useCallback).
 */
export function useViewPreparation(prepare: (renderer: WebGLRenderer) => void): void {
  const view = useCurrentView();
  useLayoutEffect(() => {
    view.prepare = prepare;
    return () => {
      view.prepare = null;
    };
  }, [view, prepare]);
}

/**
 * Draws the calling scene through a multisampled target (multisample.ts): for a 3D scene, whose silhouettes the
 * canvas, which has no samples of its own, would draw with stair-steps.
 */
export function useViewMultisample(): void {
  const view = useCurrentView();
  useLayoutEffect(() => {
    view.multisample = true;
    invalidateView(view);
    return () => {
      view.multisample = false;
      disposeMultisampled(view);
    };
  }, [view]);
}
