import { copyBox, setBox, type SceneBox } from '../../canvas/boxes';
import type { Emitter } from '../../store/emitter';

/** A clip line `a·x + b·y + c = 0` (kept side ≥ 0) in a view's frame. */
export type ClipLine = readonly [number, number, number];

/** Where a diagram is cut, an input (DiagramDrawing's `clip`) from whoever owns the line: it and its moves. */
export interface ClipInput {
  readonly line: ClipLine;
  readonly moved: Pick<Emitter, 'subscribe'>;
}

/** Below this |a| the line is too far from upright for its sweep to be a narrow band: all of the extent changes. */
const UPRIGHT = 0.2;

/**
 * The part of `extent` whose pixels can change when the clip line moves from `before` to `after`: the band between
 * the two lines (a line's x is linear in y, so the band's widest reach is at the extent's bottom and top), cut to
 * the extent, written into `out`. Empty (w = 0) when the band misses the extent; all of it when a line is far from
 * upright or the kept side turns over. A divider move then redraws a strip, not the whole scene.
 */
export function clipSweep(before: ClipLine, after: ClipLine, extent: SceneBox, out: SceneBox): SceneBox {
  const [a0, b0, c0] = before;
  const [a1, b1, c1] = after;
  const bottom = extent.y;
  const top = extent.y + extent.h;
  if (Math.abs(a0) < UPRIGHT || Math.abs(a1) < UPRIGHT || Math.sign(a0) !== Math.sign(a1))
    return copyBox(out, extent);
  // Where each line crosses the bottom and the top of the extent (no allocation: this runs at every divider move).
  const x0 = -(b0 * bottom + c0) / a0;
  const x1 = -(b0 * top + c0) / a0;
  const x2 = -(b1 * bottom + c1) / a1;
  const x3 = -(b1 * top + c1) / a1;
  const left = Math.max(extent.x, Math.min(x0, x1, x2, x3));
  const right = Math.min(extent.x + extent.w, Math.max(x0, x1, x2, x3));
  if (right <= left) return setBox(out, 0, 0, 0, 0);
  return setBox(out, left, bottom, right - left, top - bottom);
}
