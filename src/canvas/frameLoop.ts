import type { RootState } from '@react-three/fiber';
import type { WebGLRenderer } from 'three';
import { useWebgl } from '../store/webgl';
import { canvasBox, copyBox, sameBox, type PageBox } from './boxes';
import { clipToCanvas, pageToCanvas, placeCanvas, sceneToCanvas, sceneToPage } from './canvasPlacement';
import { gpuBusyPreparing } from './compileAhead';
import { fitCamera } from './fitCamera';
import { recordFrame } from './frameStats';
import { renderMultisampled } from './multisample';
import { measureNearViews } from './trackViews';
import { viewTargets, type ViewTarget } from './ViewPortal';
import { allViews, publishPageRest, type SceneView } from './views';

/**
 * The steps of one frame of the shared canvas, in order (docs/view-layer.md, "The frame loop"). ViewRenderer runs
 * them in R3F's demand loop: a frame happens only when something asked for one.
 */
export interface FrameLoop {
  /** The layout changed (trackViews): the next frame measures the views and places the canvas again. */
  layoutChanged: boolean;
  /** Where the canvas is on the page, or null while no view is near the screen (then it is hidden). */
  placement: PageBox | null;
  /** The drawing buffer's size in device pixels as last drawn: a new size starts the buffer cleared. */
  buffer: { width: number; height: number };
  /** Signalled once the GPU has finished the commands of the last frame that drew. */
  fence: WebGLSync | null;
}

export const createFrameLoop = (): FrameLoop => ({
  layoutChanged: true,
  placement: null,
  buffer: { width: 0, height: 0 },
  fence: null,
});

/** Runs one frame; true when another one is needed (a spring moves, or the last drawing is not on screen yet). */
export function runFrame(
  loop: FrameLoop,
  state: RootState,
  wrapper: HTMLElement,
  continuous: boolean,
): boolean {
  if (loop.layoutChanged) placeCanvasOverNearViews(loop, state, wrapper);
  // While a view's preparation keeps the GPU busy, a frame would wait behind it: draw when it is done
  // (compileAhead.ts asks for a frame then).
  if (!loop.placement || !contextReady(loop) || gpuBusyPreparing()) {
    publishPageRest();
    return false;
  }
  const gl = state.gl;
  const context = gl.getContext() as WebGL2RenderingContext;
  redrawAllIfBufferResized(loop, gl.domElement);
  confirmPresentedViews(loop, context);
  const drawn = drawChangedViews(gl, loop.placement, continuous);
  if (drawn.area > 0) {
    recordFrame(gl, drawn.area);
    fenceThisFrame(loop, context);
  }
  for (const view of allViews()) view.publishRest();
  publishPageRest();
  return drawn.moving || loop.fence !== null;
}

/** Measures the views near the screen and moves the canvas over the parts their scenes draw in. */
function placeCanvasOverNearViews(loop: FrameLoop, state: RootState, wrapper: HTMLElement): void {
  loop.layoutChanged = false;
  const next = placeCanvas(measureNearViews().map((view) => sceneToPage(view.extent, view.box)));
  if (sameBox(next, loop.placement)) return;
  loop.placement = next;
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
  // The drawing buffer is resized in this frame (R3F calls gl.setSize), so the canvas never shows a stretched or
  // misplaced picture between a move and its redraw.
  if (state.size.width !== next.w || state.size.height !== next.h) state.setSize(next.w, next.h);
}

/** Draws only while the context is ready; a lost context takes its fence with it (the restored one redraws all). */
function contextReady(loop: FrameLoop): boolean {
  const { status } = useWebgl.getState();
  if (status === 'lost') loop.fence = null;
  return status === 'ready';
}

/** A resized drawing buffer (a new placement or pixel ratio) starts cleared: every view is drawn again. */
function redrawAllIfBufferResized(loop: FrameLoop, canvas: HTMLCanvasElement): void {
  if (canvas.width === loop.buffer.width && canvas.height === loop.buffer.height) return;
  loop.buffer.width = canvas.width;
  loop.buffer.height = canvas.height;
  for (const view of allViews()) view.redrawAll();
}

/**
 * The views drawn in an earlier frame are on screen once the GPU has run that frame's commands (shader
 * compilation and software rasterization included): its fence, polled without blocking.
 */
function confirmPresentedViews(loop: FrameLoop, context: WebGL2RenderingContext): void {
  if (!loop.fence || context.getSyncParameter(loop.fence, context.SYNC_STATUS) !== context.SIGNALED) return;
  context.deleteSync(loop.fence);
  loop.fence = null;
  for (const view of allViews()) view.presented();
}

function fenceThisFrame(loop: FrameLoop, context: WebGL2RenderingContext): void {
  if (loop.fence) context.deleteSync(loop.fence);
  loop.fence = context.fenceSync(context.SYNC_GPU_COMMANDS_COMPLETE, 0);
}

/** Scratch of the frame: written in place, never allocated per frame. */
const viewport = canvasBox();
const scissor = canvasBox();
const drawn = { area: 0, moving: false };

/**
 * Draws each view near the screen that changed, in its own viewport of the canvas, on a drawing buffer that keeps
 * the other views' pixels (preserveDrawingBuffer). `?bench=always` (continuous) draws every view at every frame.
 */
function drawChangedViews(gl: WebGLRenderer, placement: PageBox, continuous: boolean): typeof drawn {
  gl.info.reset();
  drawn.area = 0;
  drawn.moving = false;
  for (const view of allViews()) {
    const target = viewTargets.get(view);
    if (!view.near || !view.drawable || !target) continue;
    drawn.moving ||= view.animating;
    pageToCanvas(view.box, placement, viewport);
    // Moved within the canvas (a new placement): drawn again. Back where it was (scrolled away and back): its
    // pixels are still there.
    if (!sameBox(view.drawnAt, viewport)) view.redrawAll();
    const whole = view.state === 'changed' || view.animating || continuous;
    if (!whole && view.state !== 'damaged') continue;
    if (viewport.w <= 0 || viewport.h <= 0) continue;
    drawn.area += drawView(gl, view, target, whole, placement);
  }
  gl.setScissorTest(false);
  return drawn;
}

/**
 * Clears and draws one view (all of it, or the part that changed) within the canvas; returns the CSS pixels it
 * drew. The canvas covers only where the scenes draw (their extents), so a viewport may reach beyond it.
 */
function drawView(gl: WebGLRenderer, view: SceneView, target: ViewTarget, whole: boolean, canvas: PageBox) {
  if (whole) copyBox(scissor, viewport);
  else sceneToCanvas(view.damage, viewport, scissor);
  clipToCanvas(scissor, canvas.w, canvas.h);
  view.drew();
  if (scissor.w === 0) {
    view.presented();
    return 0;
  }
  const camera = target.get().camera;
  fitCamera(camera, viewport.w, viewport.h);
  gl.setViewport(viewport.x, viewport.y, viewport.w, viewport.h);
  gl.setScissor(scissor.x, scissor.y, scissor.w, scissor.h);
  gl.setScissorTest(true);
  if (view.multisample) renderMultisampled(gl, view, target.scene, camera);
  else {
    gl.clear(true, true, false);
    gl.render(target.scene, camera);
  }
  copyBox(view.drawnAt, viewport);
  return scissor.w * scissor.h;
}
