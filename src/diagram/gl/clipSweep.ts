import type { Box } from '../../canvas/views';

/** A clip line `a·x + b·y + c = 0` (kept side ≥ 0) in a view's frame, as `heroFrame.clip` holds it. */
export type ClipLine = readonly [number, number, number];

/** Below this |a| the line is too far from upright for its sweep to be a narrow band: all of the extent changes. */
const UPRIGHT = 0.2;

/**
 * The part of `extent` whose pixels can change when the clip line moves from `before` to `after`: the band between
 * the two lines (a line's x is linear in y, so the band's widest reach is at the extent's bottom and top), cut to
 * the extent, written into `out`. Empty (w = 0) when the band misses the extent; all of it when a line is far from
 * upright or the kept side turns over. A divider move then redraws a strip, not the whole scene.
 */
export function clipSweep(before: ClipLine, after: ClipLine, extent: Box, out: Box): Box {
  const [a0, b0, c0] = before;
  const [a1, b1, c1] = after;
  const bottom = extent.y;
  const top = extent.y + extent.h;
  if (Math.abs(a0) < UPRIGHT || Math.abs(a1) < UPRIGHT || Math.sign(a0) !== Math.sign(a1))
    return Object.assign(out, extent);
  const xs = [bottom, top].flatMap((y) => [-(b0 * y + c0) / a0, -(b1 * y + c1) / a1]);
  const left = Math.max(extent.x, Math.min(...xs));
  const right = Math.min(extent.x + extent.w, Math.max(...xs));
  if (right <= left) return Object.assign(out, { x: 0, y: 0, w: 0, h: 0 });
  return Object.assign(out, { x: left, y: bottom, w: right - left, h: top - bottom });
}
