/**
 * A box in each of the view layer's coordinate frames (docs/view-layer.md, "Coordinate frames"). Each frame is a
 * type of its own, so a box of one frame passed where another is wanted fails the type check; the conversions are
 * in canvasPlacement.ts. Boxes are plain mutable objects: the frame loop writes into them (no allocation per frame).
 */
interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

declare const frame: unique symbol;
type BoxIn<Frame extends string> = Box & { readonly [frame]: Frame };

/** CSS pixels in the document, y down: where a slot is on the page and where the canvas goes. */
export type PageBox = BoxIn<'page'>;
/** CSS pixels in the canvas, y up from its bottom edge: a view's viewport and scissor, as WebGL measures them. */
export type CanvasBox = BoxIn<'canvas'>;
/** CSS pixels in one view, origin at its box's centre, y up: where its scene draws and what changed in it. */
export type SceneBox = BoxIn<'scene'>;

export type AnyBox = PageBox | CanvasBox | SceneBox;

export const pageBox = (x = 0, y = 0, w = 0, h = 0) => ({ x, y, w, h }) as PageBox;
export const canvasBox = (x = 0, y = 0, w = 0, h = 0) => ({ x, y, w, h }) as CanvasBox;
export const sceneBox = (x = 0, y = 0, w = 0, h = 0) => ({ x, y, w, h }) as SceneBox;

/** Writes a box in place (no allocation). */
export function setBox<B extends AnyBox>(box: B, x: number, y: number, w: number, h: number): B {
  box.x = x;
  box.y = y;
  box.w = w;
  box.h = h;
  return box;
}

/** Copies `from` into `to`, of the same frame. */
export const copyBox = <B extends AnyBox>(to: B, from: B): B => setBox(to, from.x, from.y, from.w, from.h);

export const sameBox = <B extends AnyBox>(a: B | null, b: B | null): boolean =>
  a === b || (a !== null && b !== null && a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h);

/** Grows `box` to cover the box at (x, y) of size w × h, in its frame; an empty `box` (w = 0) becomes that box. */
export function growBox<B extends AnyBox>(box: B, x: number, y: number, w: number, h: number): B {
  if (box.w === 0) return setBox(box, x, y, w, h);
  const right = Math.max(box.x + box.w, x + w);
  const top = Math.max(box.y + box.h, y + h);
  box.x = Math.min(box.x, x);
  box.y = Math.min(box.y, y);
  box.w = right - box.x;
  box.h = top - box.y;
  return box;
}
