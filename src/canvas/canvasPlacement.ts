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
