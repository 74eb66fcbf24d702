import { pageBox, setBox, type CanvasBox, type PageBox, type SceneBox } from './boxes';

/**
 * Where the shared canvas goes: over the union of the boxes of the views within its reach, in whole document
 * pixels (so canvas pixels fall on page pixels), or null when no view is near the screen. The canvas scrolls with
 * the page and covers only where scenes are: no full-viewport layer to clear, resolve and composite per frame.
 */
export function placeCanvas(boxes: readonly PageBox[]): PageBox | null {
  let left = Number.POSITIVE_INFINITY;
  let top = Number.POSITIVE_INFINITY;
  let right = Number.NEGATIVE_INFINITY;
  let bottom = Number.NEGATIVE_INFINITY;
  for (const box of boxes) {
    if (box.w <= 0 || box.h <= 0) continue;
    left = Math.min(left, box.x);
    top = Math.min(top, box.y);
    right = Math.max(right, box.x + box.w);
    bottom = Math.max(bottom, box.y + box.h);
  }
  if (!Number.isFinite(left)) return null;
  const x = Math.floor(left);
  const y = Math.floor(top);
  return pageBox(x, y, Math.ceil(right) - x, Math.ceil(bottom) - y);
}

/**
 * How tall the drawing buffer may grow, in viewport heights, to cover every view of the page at once: a page whose
 * scenes lie further apart places it over the near views alone, and a scroll that changes them resizes it.
 */
export const MAX_PLACEMENT_VIEWPORTS = 3;

/**
 * The drawing buffer's place: over every view's part (`all`), so that scrolling never resizes it, unless that is
 * taller than MAX_PLACEMENT_VIEWPORTS viewports (`viewportHeight`), then over the near views' (`near`).
 */
export function placementFor(
  all: PageBox | null,
  near: PageBox | null,
  viewportHeight: number,
): PageBox | null {
  return all && all.h <= MAX_PLACEMENT_VIEWPORTS * viewportHeight ? all : near;
}

/** Scene → page: the part of a view's box (`box`) its scene draws in (`extent`; empty for the whole box). */
export function sceneToPage(extent: SceneBox, box: PageBox): PageBox {
  if (extent.w <= 0 || extent.h <= 0) return box;
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  const left = Math.max(box.x, cx + extent.x);
  const top = Math.max(box.y, cy - (extent.y + extent.h));
  const right = Math.min(box.x + box.w, cx + extent.x + extent.w);
  const bottom = Math.min(box.y + box.h, cy - extent.y);
  return pageBox(left, top, Math.max(0, right - left), Math.max(0, bottom - top));
}

/** Page → canvas: a view's box as its viewport in the canvas placed at `canvas`, written into `out`. */
export function pageToCanvas(box: PageBox, canvas: PageBox, out: CanvasBox): CanvasBox {
  return setBox(out, box.x - canvas.x, canvas.h - (box.y - canvas.y) - box.h, box.w, box.h);
}

/** Pixels added around a changed part before it is drawn again: covers antialiased edges and rounding to device pixels. */
const DAMAGE_MARGIN = 2;

/**
 * Scene → canvas: the part of a view's viewport to clear and draw again for `damage`, grown by a margin, in whole
 * pixels and clipped to the viewport; written into `out`. Empty (w = h = 0) when the damage lies outside the view.
 */
export function sceneToCanvas(damage: SceneBox, viewport: CanvasBox, out: CanvasBox): CanvasBox {
  const cx = viewport.x + viewport.w / 2;
  const cy = viewport.y + viewport.h / 2;
  const left = Math.max(viewport.x, Math.floor(cx + damage.x - DAMAGE_MARGIN));
  const bottom = Math.max(viewport.y, Math.floor(cy + damage.y - DAMAGE_MARGIN));
  const right = Math.min(viewport.x + viewport.w, Math.ceil(cx + damage.x + damage.w + DAMAGE_MARGIN));
  const top = Math.min(viewport.y + viewport.h, Math.ceil(cy + damage.y + damage.h + DAMAGE_MARGIN));
  return setClipped(out, left, bottom, right, top);
}

/** Clips `box` to the canvas, `w` × `h`, in place: a view's viewport may reach beyond it. */
export const clipToCanvas = (box: CanvasBox, w: number, h: number): CanvasBox =>
  setClipped(
    box,
    Math.max(0, box.x),
    Math.max(0, box.y),
    Math.min(w, box.x + box.w),
    Math.min(h, box.y + box.h),
  );

/** The box from (left, bottom) to (right, top), or empty (w = h = 0) when either side is not positive. */
function setClipped(out: CanvasBox, left: number, bottom: number, right: number, top: number): CanvasBox {
  const empty = right <= left || top <= bottom;
  return setBox(out, left, bottom, empty ? 0 : right - left, empty ? 0 : top - bottom);
}
