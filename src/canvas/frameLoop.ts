import type { RootState } from '@react-three/fiber';
import type { Scene, WebGLRenderer } from 'three';
import { useWebgl } from '../store/webgl';
import { canvasBox, copyBox, sameBox, type PageBox } from './boxes';
import {
  clipToCanvas,
  pageToCanvas,
  placeCanvas,
  placementFor,
  sceneToCanvas,
  sceneToPage,
} from './canvasPlacement';
import { gpuBusyPreparing } from './compileAhead';
import { fitCamera } from './fitCamera';
import { recordFrame } from './frameStats';
import { frameMovedTransition } from './tickScheduler';
import { renderMultisampled } from './multisample';
import { pageScrolling } from './pageScroll';
import { measureViews } from './trackViews';
import { allViews, publishPageRest, type SceneView } from './views';

/** What a frame needs of a mounted view: its scene and its portal's state (the camera it draws with). */
export interface ViewTarget {
  scene: Scene;
  get: () => RootState;
}

/** The mounted views' targets, set by their portals (ViewPortal) and drawn by the frame. */
export const viewTargets = new WeakMap<SceneView, ViewTarget>();

/**
 * The steps of one frame of the shared canvas, in order (docs/view-layer.md, "The frame loop"). ViewRenderer runs
 * them in R3F's demand loop: a frame happens only when something asked for one.
 */
export interface FrameLoop {
  /** The layout changed (trackViews): the next frame measures the views and places the canvas again. */
  layoutChanged: boolean;
  /**
   * Where the drawing buffer is on the page: over every view's part (placementFor), or null while no view is placed
   * (then the canvas is hidden).
   */
  placement: PageBox | null;
  /** The placement covers every view (not only the near ones): views away from the screen are drawn too. */
  coversAll: boolean;
  /** The clip last written on the canvas (the near views' parts within the placement), or null while it is hidden. */
  clip: string | null;
  /** The placement moved since the last frame that drew: the views are drawn again, even while the page scrolls. */
  moved: boolean;
  /** The drawing buffer's size in device pixels as last drawn: a new size starts the buffer cleared. */
  buffer: { width: number; height: number };
  /** Signalled once the GPU has finished the commands of the last frame that drew. */
  fence: WebGLSync | null;
}

export const createFrameLoop = (): FrameLoop => ({
  layoutChanged: true,
  placement: null,
  coversAll: false,
  clip: null,
  moved: false,
  buffer: { width: 0, height: 0 },
  fence: null,
});

/** Runs one frame; true when another one is needed (a spring moves, or the last drawing is not on screen yet). */
export function runFrame(loop: FrameLoop, state: RootState, wrapper: HTMLElement): boolean {
  if (loop.layoutChanged) placeCanvasOverViews(loop, state, wrapper);
  // While a view's preparation keeps the GPU busy, a frame would wait behind it: draw when it is done
  // (compileAhead.ts asks for a frame then). While the page scrolls, the canvas scrolls with it and what it shows
  // stays right: what changed meanwhile is drawn once the page is still (pageScroll.ts asks for a frame then),
  // unless the canvas moved (a page whose views lie too far apart to cover at once), which left it cleared.
  const waitForStill = pageScrolling() && !loop.moved;
  if (!loop.placement || !contextReady(loop) || gpuBusyPreparing() || waitForStill) {
    publishPageRest();
    return false;
  }
  const gl = state.gl;
  const context = gl.getContext() as WebGL2RenderingContext;
  redrawAllIfBufferResized(loop, gl.domElement);
  confirmPresentedViews(loop, context);
  const drawn = drawChangedViews(gl, loop.placement, loop.coversAll);
  const transition = frameMovedTransition();
  loop.moved = false;
  if (drawn.area > 0) {
    recordFrame(gl, drawn.area, transition);
    fenceThisFrame(loop, context);
  }
  for (const view of allViews()) view.publishRest();
  publishPageRest();
  return drawn.moving || loop.fence !== null;
}

/** The part of a view's box its scene draws in. */
const drawnPart = (view: SceneView): PageBox => sceneToPage(view.extent, view.box);

/**
 * Measures the views and places the drawing buffer over the parts their scenes draw in (all of them, so a scroll
 * that changes what is near does not resize it: placementFor), clipped to the near views' parts (docs/view-layer.md,
 * "Scrolling").
 */
function placeCanvasOverViews(loop: FrameLoop, state: RootState, wrapper: HTMLElement): void {
  loop.layoutChanged = false;
  const views = measureViews();
  const near = placeCanvas(views.filter((view) => view.near).map(drawnPart));
  const all = placeCanvas(views.map(drawnPart));
  const next = placementFor(all, near, window.innerHeight);
  loop.coversAll = next !== null && next === all;
  if (!sameBox(next, loop.placement)) {
    loop.placement = next;
    loop.moved = true;
    if (next) {
      Object.assign(wrapper.style, {
        left: `${next.x}px`,
        top: `${next.y}px`,
        width: `${next.w}px`,
        height: `${next.h}px`,
      });
      // The drawing buffer is resized in this frame (R3F calls gl.setSize), so the canvas never shows a stretched
      // or misplaced picture between a move and its redraw.
      if (state.size.width !== next.w || state.size.height !== next.h) state.setSize(next.w, next.h);
    }
  }
  showNearPart(loop, wrapper, next && near);
}

/**
 * Clips the canvas to the near views' parts (`near`, within the placement), or hides it when none is near: the
 * browser composites only what is shown. A style change, written only when the clip changed.
 */
function showNearPart(loop: FrameLoop, wrapper: HTMLElement, near: PageBox | null): void {
  const placement = loop.placement;
  let clip: string | null = null;
  if (near && placement) {
    const top = Math.max(0, near.y - placement.y);
    const left = Math.max(0, near.x - placement.x);
    const bottom = Math.max(0, placement.y + placement.h - (near.y + near.h));
    const right = Math.max(0, placement.x + placement.w - (near.x + near.w));
    clip = top + left + bottom + right > 0 ? `inset(${top}px ${right}px ${bottom}px ${left}px)` : '';
  }
  if (clip === loop.clip) return;
  loop.clip = clip;
  if (clip === null) wrapper.style.visibility = 'hidden';
  else Object.assign(wrapper.style, { visibility: 'visible', clipPath: clip });
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
 * Draws each view that changed, in its own viewport of the canvas, on a drawing buffer that keeps the other views'
 * pixels (preserveDrawingBuffer): near the screen, or away from it where the buffer covers it (drawn there before
 * the visitor scrolls to it).
 */
function drawChangedViews(gl: WebGLRenderer, placement: PageBox, coversAll: boolean): typeof drawn {
  gl.info.reset();
  drawn.area = 0;
  drawn.moving = false;
  for (const view of allViews()) {
    const target = viewTargets.get(view);
    if (!view.drawable || !target) continue;
    // Away from the screen, a view is drawn only when the buffer covers every view, only for a new look (drawn
    // ahead of the visitor), and never animates (its ticks and springs follow the screen). A part it marked as it
    // left (a tick's transition settling) is drawn once it is near again: nothing is drawn off screen for it.
    if (!view.near && (!coversAll || view.state !== 'changed')) continue;
    drawn.moving ||= view.near && view.animating;
    pageToCanvas(view.box, placement, viewport);
    // Moved within the canvas (a new placement): drawn again. Back where it was (scrolled away and back): its
    // pixels are still there.
    if (!sameBox(view.drawnAt, viewport)) view.redrawAll();
    const whole = view.state === 'changed' || (view.near && view.animating);
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
