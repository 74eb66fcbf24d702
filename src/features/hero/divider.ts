/** The hero divider (docs/product.md#hero-divider): the solutions panel's share of the width, in percent. */
export const DIVIDER = { min: 30, max: 85, start: 60, step: 5, pageStep: 10 } as const;

/** Half the horizontal lean of the diagonal, in percent of the hero width (top is `split + lean`, bottom `split - lean`). */
export const DIVIDER_LEAN = 6;

export function clampDivider(value: number): number {
  if (Number.isNaN(value)) return DIVIDER.start;
  return Math.min(DIVIDER.max, Math.max(DIVIDER.min, Math.round(value * 10) / 10));
}

/** The divider value after a key press (WAI-ARIA window splitter), or null when the key does not move it. */
export function dividerKeyStep(value: number, key: string): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampDivider(value - DIVIDER.step);
    case 'ArrowRight':
    case 'ArrowUp':
      return clampDivider(value + DIVIDER.step);
    case 'PageDown':
      return clampDivider(value - DIVIDER.pageStep);
    case 'PageUp':
      return clampDivider(value + DIVIDER.pageStep);
    case 'Home':
      return DIVIDER.min;
    case 'End':
      return DIVIDER.max;
    default:
      return null;
  }
}

/**
 * The divider value for a pointer at (xFrac, yFrac) of the hero box: the diagonal through the pointer, so the
 * line stays under the pointer wherever along it the drag started.
 */
export function dividerFromPointer(xFrac: number, yFrac: number): number {
  return clampDivider(xFrac * 100 - DIVIDER_LEAN + 2 * DIVIDER_LEAN * yFrac);
}

/** The divider value for a pointer at (x, y) in viewport pixels over the hero's box `rect`. */
export const dividerAtPoint = (
  rect: { left: number; top: number; width: number; height: number },
  x: number,
  y: number,
): number => dividerFromPointer((x - rect.left) / rect.width, (y - rect.top) / rect.height);

/** X (percent of the hero width) of the diagonal at height yFrac (0 top, 1 bottom). */
export const diagonalX = (split: number, yFrac: number): number =>
  split + DIVIDER_LEAN - 2 * DIVIDER_LEAN * yFrac;

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The diagonal as a line `a·x + b·y + c = 0` in a scene box's own frame (pixels, origin at the box centre, y up,
 * as the orthographic scene camera sees it), signed so that the kept side is ≥ 0. Scenes discard the rest, which
 * matches the CSS clip-path of the DOM layers.
 */
export function clipLineInBox(
  split: number,
  hero: { w: number; h: number },
  box: Box,
  keep: 'left' | 'right',
): [number, number, number] {
  // Two points of the diagonal in hero pixels (y down), then in the box frame (y up, centred).
  const x0 = (diagonalX(split, 0) / 100) * hero.w;
  const x1 = (diagonalX(split, 1) / 100) * hero.w;
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  const p0 = [x0 - cx, cy - 0];
  const p1 = [x1 - cx, cy - hero.h];
  const dx = (p1[0] ?? 0) - (p0[0] ?? 0);
  const dy = (p1[1] ?? 0) - (p0[1] ?? 0);
  // Normal pointing right of the downward line: (-dy, dx) points to +x for a line going down (dy < 0).
  let a = -dy;
  let b = dx;
  const len = Math.hypot(a, b) || 1;
  a /= len;
  b /= len;
  let c = -(a * (p0[0] ?? 0) + b * (p0[1] ?? 0));
  if (keep === 'left') {
    a = -a;
    b = -b;
    c = -c;
  }
  return [a, b, c];
}
