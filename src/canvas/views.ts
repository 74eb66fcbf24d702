import type { ComponentType } from 'react';
import type { WebGLRenderer } from 'three';
import { createEmitter } from '../store/emitter';
import { whenIdle } from '../ui/idle';
import { publishRest } from './sceneSignals';
import { canvasBox, copyBox, growBox, pageBox, sameBox, sceneBox, setBox, type SceneBox } from './boxes';

/** A lazy scene module: its default export is an R3F component drawn in the shared canvas. */
export type SceneLoader = () => Promise<{ default: ComponentType }>;

/** Where a view is in its life: the table and the diagram of docs/view-layer.md, "A view's states". */
export type ViewState = 'unloaded' | 'loading' | 'compiling' | 'changed' | 'damaged' | 'presenting' | 'shown';

let nextId = 1;

/**
 * One scene slot drawn by the shared canvas. DOM-safe (no three.js): the slot registers it, the canvas chunk
 * places and draws it. Everything that changes per frame is a plain field, never React state.
 */
export class SceneView {
  readonly id = nextId++;
  state: ViewState = 'unloaded';
  /** Within the canvas' reach (on or near the screen): only these views are placed and drawn. */
  near = false;
  /** Something in it is moving (a spring): it is drawn at every frame and is not at rest. */
  animating = false;
  /** Its scene draws through a multisampled target of its own (a 3D scene's silhouettes): useViewMultisample. */
  multisample = false;
  /**
   * What the scene makes on the GPU before its programs compile (the wheel renders its environment map): run while
   * the page is idle, before the view is first drawn (useViewPreparation, compileAhead.ts).
   */
  prepare: ((renderer: WebGLRenderer) => void) | null = null;
  /** The slot's box, measured when the layout changes (never per frame). */
  readonly box = pageBox();
  /** Where in its box the scene draws, or all of the box when empty (w = 0): the canvas covers only this. */
  readonly extent = sceneBox();
  /** The part that changed while `damaged`. */
  readonly damage = sceneBox();
  /** Where in the canvas it was last drawn: a view whose place in the canvas changed is drawn again. */
  readonly drawnAt = canvasBox(Number.NaN);
  /** Tells the scene its box changed size (not only place). */
  readonly resized = createEmitter();
  private published: boolean | null = null;
  private shownOnce = false;
  /** Drawn in a frame whose fence has not been seen yet. */
  private fenced = false;

  constructor(
    /** The slot's box element: the view draws over it and writes `data-scene-rest` on it. */
    readonly element: HTMLElement,
    readonly load: SceneLoader,
    /** Called once, when its first frame is on screen. */
    private readonly onFirstShown: () => void,
  ) {}

  /** Its scene is mounted (it may still be compiling). */
  get mounted(): boolean {
    return this.state !== 'unloaded' && this.state !== 'loading';
  }

  /** Its scene is mounted and compiled: it can be drawn. */
  get drawable(): boolean {
    return this.mounted && this.state !== 'compiling';
  }

  /** At rest: what it shows is on screen, nothing pending, nothing moving. */
  get atRest(): boolean {
    return this.state === 'shown' && !this.animating;
  }

  /** changed | damaged | presenting | shown → changed: all of it is drawn again. */
  redrawAll(): void {
    if (this.drawable) this.state = 'changed';
  }

  /** presenting | shown → damaged (or a damaged view grows its damage): that part is drawn again. */
  redrawPart(x: number, y: number, w: number, h: number): void {
    if (this.state === 'presenting' || this.state === 'shown') {
      this.state = 'damaged';
      this.damage.w = 0;
    }
    if (this.state === 'damaged') growBox(this.damage, x, y, w, h);
  }

  /** changed | damaged → presenting: the frame drew it. */
  drew(): void {
    this.state = 'presenting';
    this.fenced = true;
    this.damage.w = this.damage.h = 0;
  }

  /** presenting → shown: the GPU has finished the frame that drew it (on screen, even if changed again since). */
  presented(): void {
    if (!this.fenced) return;
    this.fenced = false;
    if (this.state === 'presenting') this.state = 'shown';
    if (this.shownOnce) return;
    this.shownOnce = true;
    this.onFirstShown();
  }

  /** Writes `data-scene-rest` on the slot when it changes (tests wait for it before a screenshot). */
  publishRest(): void {
    const rest = this.atRest;
    if (rest === this.published) return;
    this.published = rest;
    this.element.dataset.sceneRest = String(rest);
  }

  /** Sets the measured box; tells the scene when its size (not only its place) changed. */
  setBox(x: number, y: number, w: number, h: number): void {
    const resized = w !== this.box.w || h !== this.box.h;
    setBox(this.box, x, y, w, h);
    if (resized) this.resized.emit();
  }
}

const views = new Set<SceneView>();
let list: readonly SceneView[] = [];
/** A view was added or removed, or came near for the first time (the canvas mounts its scene). */
const membership = createEmitter();
/** A view's extent changed (the canvas places itself again). */
const extents = createEmitter();
let requestFrame: (() => void) | null = null;

export const subscribeViews = membership.subscribe;
export const subscribeExtents = extents.subscribe;

const listChanged = () => {
  list = [...views];
  membership.emit();
};

/** Adds a slot's view to the canvas; returns its removal. */
export function addView(view: SceneView): () => void {
  views.add(view);
  listChanged();
  requestFrame?.();
  return () => {
    views.delete(view);
    delete view.element.dataset.sceneRest;
    listChanged();
    publishPageRest();
  };
}

/** The registered views: a new array when one is added or removed or first comes near (its scene mounts). */
export const allViews = (): readonly SceneView[] => list;

/** Set by the canvas while it exists: asks it for one frame (frameloop="demand"). */
export function setFrameRequester(fn: (() => void) | null): void {
  requestFrame = fn;
}

/** Asks the canvas for a frame (one that draws the views that changed). */
export function requestViewFrame(): void {
  requestFrame?.();
}

/** Sets whether a view is near the screen; the first time it is (unloaded → loading), its scene mounts. */
export function setNear(view: SceneView, near: boolean): void {
  view.near = near;
  if (near) loadScene(view);
}

/** Views whose scene is to load, near ones first, and the one mounting now (its scene's first commit). */
const toLoad: SceneView[] = [];
let mounting: SceneView | null = null;

/**
 * unloaded → loading, one view at a time, each in an idle period after the last one's scene has mounted: a scene's
 * mount builds its geometry and drawing in one commit, which is the longest of the canvas's own tasks, so no two
 * share one (docs/decisions/0045-a-phone-s-first-seconds.md, "The WebGL path"). A view near the screen goes first.
 * Its scene then loads, mounts and compiles while the page is idle, so the frame that scrolls it in only draws it
 * (loadAhead.ts).
 */
export function loadScene(view: SceneView): void {
  if (view.state !== 'unloaded' || toLoad.includes(view) || mounting === view) return;
  if (view.near) toLoad.unshift(view);
  else toLoad.push(view);
  loadNext();
}

/**
 * Whether the view picked last is still on its way to its scene's first commit: waiting for its idle period
 * (`unloaded`) or loading. Until then no other view is picked, or two views would load in consecutive idle periods and
 * mount in one transition, one commit.
 */
const onItsWay = (view: SceneView | null): boolean =>
  view !== null && views.has(view) && (view.state === 'unloaded' || view.state === 'loading');

function loadNext(): void {
  if (onItsWay(mounting)) return;
  mounting = toLoad.shift() ?? null;
  const view = mounting;
  if (!view) return;
  whenIdle(() => {
    if (views.has(view) && view.state === 'unloaded') {
      view.state = 'loading';
      listChanged();
    } else loadNext();
  });
}

/** loading → compiling: the view's scene has mounted (ViewPortal); it compiles before it is drawn. */
export function setMounted(view: SceneView, mounted: boolean): void {
  if (mounted && view.state === 'loading') view.state = 'compiling';
  else if (!mounted) view.state = 'loading';
  changed(view);
  if (mounted && view === mounting) loadNext();
}

/** compiling → changed: the view's programs are compiled and its first frame prepared (compileAhead.ts): it is drawn whole. */
export function setCompiled(view: SceneView): void {
  if (view.state !== 'compiling') return;
  view.state = 'changed';
  changed(view);
}

/** Sets where in its box a view's scene draws (empty: all of it); the canvas covers only that. */
export function setViewExtent(view: SceneView, extent: SceneBox): void {
  if (sameBox(view.extent, extent)) return;
  copyBox(view.extent, extent);
  extents.emit();
}

/** Marks one view as changed and asks for a frame if it is where the canvas draws. */
export function invalidateView(view: SceneView): void {
  view.redrawAll();
  changed(view);
}

/** Marks a part of one view as changed (in its frame): the next frame clears and draws only that part. */
export function invalidateViewRegion(view: SceneView, part: SceneBox): void {
  if (!(part.w > 0 && part.h > 0)) return;
  view.redrawPart(part.x, part.y, part.w, part.h);
  changed(view);
}

/** Marks every view as changed (a new look, a restored context) and asks for a frame. */
export function invalidateAllViews(): void {
  for (const view of views) {
    view.redrawAll();
    view.publishRest();
  }
  publishPageRest();
  requestFrame?.();
}

function changed(view: SceneView): void {
  view.publishRest();
  publishPageRest();
  if (view.near) requestFrame?.();
}

/** Publishes "nothing is left to draw" (sceneSignals.ts): every view within the canvas' reach is at rest. */
export function publishPageRest(): void {
  let rest = true;
  for (const view of views) if (view.near) rest &&= view.atRest;
  publishRest(rest);
}
