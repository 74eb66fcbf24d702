import type { ComponentType } from 'react';

/** A lazy scene module: its default export is an R3F component drawn in the shared canvas. */
export type SceneLoader = () => Promise<{ default: ComponentType }>;

/** A box in CSS pixels: document coordinates for a slot, canvas coordinates for where it draws. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Grows `box` to cover the box at (x, y) of size w × h; an empty `box` (w = 0) becomes that box. */
export function growBox(box: Box, x: number, y: number, w: number, h: number): void {
  if (box.w === 0) {
    box.x = x;
    box.y = y;
    box.w = w;
    box.h = h;
    return;
  }
  const right = Math.max(box.x + box.w, x + w);
  const top = Math.max(box.y + box.h, y + h);
  box.x = Math.min(box.x, x);
  box.y = Math.min(box.y, y);
  box.w = right - box.x;
  box.h = top - box.y;
}

/**
 * One scene slot drawn by the shared canvas. DOM-safe (no three.js): the slot registers it, the canvas chunk
 * places and draws it. Everything that changes per frame is a plain field, never React state.
 */
let nextId = 1;

export class SceneView {
  readonly id = nextId++;
  /** The slot's box element: the view draws over it and writes `data-scene-rest` on it. */
  readonly element: HTMLElement;
  readonly load: SceneLoader;
  /** Called once, after the view's first frame. */
  readonly onDrawn: () => void;
  /** Within the canvas' reach (on or near the screen): only these views are placed and drawn. */
  near = false;
  /**
   * Has been near the screen: its scene is mounted from then on (a scene the visitor never scrolls towards never
   * loads its module, builds its geometry or compiles its shaders).
   */
  wanted = false;
  /** The slot's box in document pixels, measured when the layout changes (never per frame). */
  readonly box: Box = { x: 0, y: 0, w: 0, h: 0 };
  /**
   * Where in its box the scene draws (its frame: CSS pixels, origin at the box centre, y up), or all of the box when
   * empty (w = 0): the canvas covers only this part (setViewExtent).
   */
  readonly extent: Box = { x: 0, y: 0, w: 0, h: 0 };
  /** Where in the canvas it was last drawn: a view whose place in the canvas changed is drawn again. */
  readonly drawnAt: Box = { x: Number.NaN, y: 0, w: 0, h: 0 };
  /** The scene has mounted its content (its module loaded): it can draw. */
  mounted = false;
  /** What it shows changed since it was last drawn (all of it: the whole box is drawn again). */
  dirty = true;
  /**
   * Only this part of what it shows changed (a tick lights other nodes): in the view's frame (CSS pixels, origin at
   * the box centre, y up), drawn again alone when the view is not `dirty`. Empty (w = 0) when nothing did.
   */
  readonly damage: Box = { x: 0, y: 0, w: 0, h: 0 };
  /** Its scene draws through a multisampled target of its own (a 3D scene's silhouettes): useViewMultisample. */
  multisample = false;
  /** Something in it is moving (a spring): it draws every frame and is not at rest. */
  animating = false;
  /**
   * Drawn in the last frame, not yet presented: the next animation frame confirms it (the browser starts one only
   * when the previous one has been composited, shader compilation and software rasterization included).
   */
  presenting = false;
  /** Its first frame has been presented. */
  drawn = false;
  private rest: boolean | null = null;
  private readonly sizeListeners = new Set<() => void>();

  constructor(element: HTMLElement, load: SceneLoader, onDrawn: () => void) {
    this.element = element;
    this.load = load;
    this.onDrawn = onDrawn;
  }

  /** At rest: what it shows is on screen, nothing pending, nothing moving. */
  get atRest(): boolean {
    return this.drawn && !this.dirty && this.damage.w === 0 && !this.animating && !this.presenting;
  }

  /** Writes `data-scene-rest` on the slot when it changes (tests wait for it before a screenshot). */
  publishRest(): void {
    const rest = this.atRest;
    if (rest === this.rest) return;
    this.rest = rest;
    this.element.dataset.sceneRest = String(rest);
  }

  /** Sets the measured box; tells the scene when its size (not only its place) changed. */
  setBox(x: number, y: number, w: number, h: number): void {
    const resized = w !== this.box.w || h !== this.box.h;
    Object.assign(this.box, { x, y, w, h });
    if (resized) for (const listener of this.sizeListeners) listener();
  }

  subscribeSize = (listener: () => void): (() => void) => {
    this.sizeListeners.add(listener);
    return () => this.sizeListeners.delete(listener);
  };

  dispose(): void {
    delete this.element.dataset.sceneRest;
    this.sizeListeners.clear();
  }
}

const views = new Set<SceneView>();
let list: readonly SceneView[] = [];
const listeners = new Set<() => void>();
let requestFrame: (() => void) | null = null;

const changed = () => {
  list = [...views];
  for (const listener of listeners) listener();
};

/** Adds a slot's view to the canvas; returns its removal. */
export function addView(view: SceneView): () => void {
  views.add(view);
  changed();
  requestFrame?.();
  return () => {
    views.delete(view);
    view.dispose();
    changed();
    publishPageRest();
  };
}

/** The registered views (a stable array until one is added or removed). */
export const allViews = (): readonly SceneView[] => list;

export function subscribeViews(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Set by the canvas while it exists: asks it for one frame (frameloop="demand"). */
export function setFrameRequester(fn: (() => void) | null): void {
  requestFrame = fn;
}

/** Sets whether a view is near the screen; the first time it is, its scene mounts. */
export function setNear(view: SceneView, near: boolean): void {
  view.near = near;
  if (near && !view.wanted) {
    view.wanted = true;
    changed();
  }
}

const extentListeners = new Set<() => void>();

/** Called when a view's extent changes (the canvas places itself again). */
export function subscribeExtents(listener: () => void): () => void {
  extentListeners.add(listener);
  return () => extentListeners.delete(listener);
}

/** Sets where in its box a view's scene draws (empty: all of it); the canvas covers only that. */
export function setViewExtent(view: SceneView, extent: Box): void {
  const e = view.extent;
  if (e.x === extent.x && e.y === extent.y && e.w === extent.w && e.h === extent.h) return;
  Object.assign(e, { x: extent.x, y: extent.y, w: extent.w, h: extent.h });
  for (const listener of extentListeners) listener();
}

/** Marks one view as changed and asks for a frame if it is where the canvas draws. */
export function invalidateView(view: SceneView): void {
  view.dirty = true;
  view.publishRest();
  publishPageRest();
  if (view.near) requestFrame?.();
}

/**
 * Marks a part of one view as changed (in its frame: CSS pixels, origin at the box centre, y up): the next frame
 * clears and draws only that part, unless the whole view is drawn anyway.
 */
export function invalidateViewRegion(view: SceneView, x: number, y: number, w: number, h: number): void {
  if (!(w > 0 && h > 0)) return;
  growBox(view.damage, x, y, w, h);
  view.publishRest();
  publishPageRest();
  if (view.near) requestFrame?.();
}

/** Marks every view as changed (a new look, a restored context) and asks for a frame. */
export function invalidateAllViews(): void {
  for (const view of views) {
    view.dirty = true;
    view.publishRest();
  }
  publishPageRest();
  requestFrame?.();
}

/**
 * Mirrors "nothing is left to draw" on `<html data-scene-rest>`: every view within the canvas' reach is at rest
 * (a view off screen draws nothing until it comes near, when it is drawn anew).
 */
export function publishPageRest(): void {
  if (typeof document === 'undefined') return;
  let rest = true;
  for (const view of views) if (view.near) rest &&= view.atRest;
  const value = String(rest);
  if (document.documentElement.dataset.sceneRest !== value)
    document.documentElement.dataset.sceneRest = value;
}
