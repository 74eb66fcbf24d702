import type { Box } from './views';

/**
 * Where the shared canvas goes: over the union of the boxes of the views within its reach, in whole document
 * pixels (so canvas pixels fall on page pixels), or null when no view is near the screen. The canvas scrolls with
 * the page and covers only where scenes are: no full-viewport layer to clear, resolve and composite per frame.
 */
export function placeCanvas(boxes: readonly Box[]): Box | null {
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
  return { x, y, w: Math.ceil(right) - x, h: Math.ceil(bottom) - y };
}

/**
 * The part of a view's box (document pixels) its scene draws in: its extent (the view's frame: origin at the box
 * centre, y up; empty for the whole box), within the box.
 */
export function drawnBox(box: Box, extent: Box): Box {
  if (extent.w <= 0 || extent.h <= 0) return box;
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  const left = Math.max(box.x, cx + extent.x);
  const top = Math.max(box.y, cy - (extent.y + extent.h));
  const right = Math.min(box.x + box.w, cx + extent.x + extent.w);
  const bottom = Math.min(box.y + box.h, cy - extent.y);
  return { x: left, y: top, w: Math.max(0, right - left), h: Math.max(0, bottom - top) };
}

/** Clips `box` (canvas pixels) to the canvas, `w` × `h`, in place: a view's viewport may reach beyond it. */
export function clipToCanvas(box: Box, w: number, h: number): Box {
  const left = Math.max(0, box.x);
  const bottom = Math.max(0, box.y);
  box.w = Math.max(0, Math.min(w, box.x + box.w) - left);
  box.h = Math.max(0, Math.min(h, box.y + box.h) - bottom);
  box.x = left;
  box.y = bottom;
  if (box.w === 0 || box.h === 0) box.w = box.h = 0;
  return box;
}

export const sameBox = (a: Box | null, b: Box | null): boolean =>
  a === b || (a !== null && b !== null && a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h);

/**
 * A view's viewport inside the canvas, in CSS pixels with y measured from the bottom (WebGL's origin), written
 * into `out` (no allocation per frame).
 */
export function viewportInCanvas(canvas: Box, box: Box, out: Box): Box {
  out.x = box.x - canvas.x;
  out.w = box.w;
  out.h = box.h;
  out.y = canvas.h - (box.y - canvas.y) - box.h;
  return out;
}

/** Pixels added around a changed part before it is drawn again: covers antialiased edges and rounding to device pixels. */
const DAMAGE_MARGIN = 2;

/**
 * The part of a view's viewport (canvas pixels, y from the bottom: viewportInCanvas) to clear and draw again for
 * `damage` (the view's frame: origin at the box centre, y up), grown by a margin, in whole pixels and clipped to
 * the viewport; written into `out`. Its width is 0 when the damage lies outside the view.
 */
export function damageInViewport(viewport: Box, damage: Box, out: Box): Box {
  const left = Math.max(viewport.x, Math.floor(viewport.x + viewport.w / 2 + damage.x - DAMAGE_MARGIN));
  const bottom = Math.max(viewport.y, Math.floor(viewport.y + viewport.h / 2 + damage.y - DAMAGE_MARGIN));
  const right = Math.min(
    viewport.x + viewport.w,
    Math.ceil(viewport.x + viewport.w / 2 + damage.x + damage.w + DAMAGE_MARGIN),
  );
  const top = Math.min(
    viewport.y + viewport.h,
    Math.ceil(viewport.y + viewport.h / 2 + damage.y + damage.h + DAMAGE_MARGIN),
  );
  out.x = left;
  out.y = bottom;
  out.w = Math.max(0, right - left);
  out.h = Math.max(0, top - bottom);
  if (out.w === 0 || out.h === 0) out.w = out.h = 0;
  return out;
}
