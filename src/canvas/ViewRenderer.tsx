import { useFrame, useThree, type RootState } from '@react-three/fiber';
import { useEffect, useRef, type RefObject } from 'react';
import { useWebgl } from '../store/webgl';
import {
  clipToCanvas,
  damageInViewport,
  drawnBox,
  placeCanvas,
  sameBox,
  viewportInCanvas,
} from './canvasPlacement';
import { fitCamera } from './fitCamera';
import { recordFrame } from './frameStats';
import { sceneFlags } from './sceneFlags';
import { renderMultisampled } from './multisample';
import { measureNearViews, trackViews } from './trackViews';
import { viewTargets } from './ViewPortal';
import { allViews, publishPageRest, type Box } from './views';

const viewport: Box = { x: 0, y: 0, w: 0, h: 0 };
/** The part of the viewport cleared and drawn in this frame. */
const scissor: Box = { x: 0, y: 0, w: 0, h: 0 };
/** The drawing buffer's size (device pixels) as last drawn. */
const bufferSize = { w: 0, h: 0 };

/** Moves the canvas over the views near the screen (document pixels); null hides it. */
function applyPlacement(wrapper: HTMLElement, state: RootState, next: Box | null): void {
  if (!next) {
    wrapper.style.visibility = 'hidden';
    return;
  }
  Object.assign(wrapper.style, {
    visibility: 'visible',
    left: `${next.x}px`,
    top: `${next.y}px`,
    width: `${next.w}px`,
    height: `${next.h}px`,
  });
  // Resizes the drawing buffer now, in this frame (R3F calls gl.setSize on a size change), so the canvas never
  // shows a stretched or misplaced picture between a move and its redraw.
  if (state.size.width !== next.w || state.size.height !== next.h) state.setSize(next.w, next.h);
}

/**
 * Draws the views, and only those that changed: each in its own box of the canvas (viewport and scissor), on a
 * drawing buffer that keeps the others' pixels (preserveDrawingBuffer); a view of which only a part changed (a tick)
 * clears and draws that part alone. The canvas covers the part of each view its scene draws in (its extent), no
 * more: every pixel it covers is composited at every frame. Where it goes is measured only when the layout or an
 * extent changes (trackViews), never per frame. Views off the canvas' reach are not drawn; a frame that
 * draws nothing is not a frame. `?bench=always` draws every view every frame (the benchmark's comparison).
 */
export function ViewRenderer({ wrapper }: { wrapper: RefObject<HTMLDivElement | null> }) {
  const invalidate = useThree((s) => s.invalidate);
  const gl = useThree((s) => s.gl);
  const stale = useRef(true);
  const placement = useRef<Box | null>(null);
  const fence = useRef<WebGLSync | null>(null);
  const continuous = sceneFlags().continuous;

  useEffect(() => {
    gl.autoClear = false;
    gl.info.autoReset = false;
    // three starts its GL state with an opaque black clear colour, applied by its first render: each view clears
    // its box before rendering, so set the transparent clear now, and again when a lost context is restored (three
    // starts a new GL state then, in its own listener, added before this one).
    const transparent = () => gl.setClearColor(0x000000, 0);
    transparent();
    const canvas = gl.domElement;
    canvas.addEventListener('webglcontextrestored', transparent);
    return () => canvas.removeEventListener('webglcontextrestored', transparent);
  }, [gl]);

  useEffect(
    () =>
      trackViews(() => {
        stale.current = true;
        invalidate();
      }),
    [invalidate],
  );

  // A new pixel ratio (AdaptiveDpr) resizes the drawing buffer, which clears it: ask for a frame to draw again.
  const dpr = useThree((s) => s.viewport.dpr);
  useEffect(() => invalidate(), [dpr, invalidate]);

  useFrame((state) => {
    const el = wrapper.current;
    if (stale.current && el) {
      stale.current = false;
      const next = placeCanvas(measureNearViews().map((view) => drawnBox(view.box, view.extent)));
      if (!sameBox(next, placement.current)) {
        applyPlacement(el, state, next);
        placement.current = next;
      }
    }
    const canvas = placement.current;
    if (!canvas || useWebgl.getState().status !== 'ready') {
      // A lost context takes its fence with it; the restored one draws every view again.
      if (useWebgl.getState().status === 'lost') fence.current = null;
      publishPageRest();
      return;
    }
    // A resized drawing buffer (placement, pixel ratio) starts cleared: every view draws again.
    const buffer = state.gl.domElement;
    if (buffer.width !== bufferSize.w || buffer.height !== bufferSize.h) {
      bufferSize.w = buffer.width;
      bufferSize.h = buffer.height;
      for (const view of allViews()) view.dirty = true;
    }

    // The views drawn earlier are on screen once the GPU has run that frame's commands (shader compilation and
    // software rasterization included): a fence, polled without blocking.
    const context = gl.getContext() as WebGL2RenderingContext;
    if (fence.current && context.getSyncParameter(fence.current, context.SYNC_STATUS) === context.SIGNALED) {
      context.deleteSync(fence.current);
      fence.current = null;
      for (const view of allViews()) {
        if (!view.presenting) continue;
        view.presenting = false;
        if (!view.drawn) {
          view.drawn = true;
          view.onDrawn();
        }
      }
    }

    gl.info.reset();
    let drew = false;
    let area = 0;
    let moving = false;
    for (const view of allViews()) {
      const target = viewTargets.get(view);
      if (!view.near || !view.mounted || !target) continue;
      moving ||= view.animating;
      const { w, h } = viewportInCanvas(canvas, view.box, viewport);
      // Moved within the canvas (a new placement): drawn again. Back where it was (scrolled away and back):
      // its pixels are still there.
      if (!sameBox(view.drawnAt, viewport)) view.dirty = true;
      const whole = view.dirty || view.animating || continuous;
      if (!(whole || view.damage.w > 0)) continue;
      if (w <= 0 || h <= 0) continue;
      // Only part of it changed (a tick): clear and draw that part alone; the rest of its pixels stay.
      if (whole) Object.assign(scissor, viewport);
      else damageInViewport(viewport, view.damage, scissor);
      // The canvas covers only where the scenes draw (their extents): their viewports may reach beyond it.
      clipToCanvas(scissor, canvas.w, canvas.h);
      view.damage.w = 0;
      view.dirty = false;
      if (scissor.w === 0) continue;
      const camera = target.get().camera;
      fitCamera(camera, w, h);
      gl.setViewport(viewport.x, viewport.y, w, h);
      gl.setScissor(scissor.x, scissor.y, scissor.w, scissor.h);
      gl.setScissorTest(true);
      if (view.multisample) renderMultisampled(gl, view, target.scene, camera);
      else {
        gl.clear(true, true, false);
        gl.render(target.scene, camera);
      }
      Object.assign(view.drawnAt, viewport);
      area += scissor.w * scissor.h;
      view.presenting = true;
      drew = true;
    }
    gl.setScissorTest(false);
    if (drew) {
      recordFrame(gl, area);
      if (fence.current) context.deleteSync(fence.current);
      fence.current = context.fenceSync(context.SYNC_GPU_COMMANDS_COMPLETE, 0);
    }
    for (const view of allViews()) view.publishRest();
    publishPageRest();
    // A spring moves on its own clock: keep frames coming until it rests. Until the last drawn frame is on screen,
    // animation frames (drawing nothing unless something changed) watch for it.
    if (moving || fence.current) invalidate();
  }, 1);

  return null;
}
