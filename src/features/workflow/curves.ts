/** Segments per connection curve. */
export const CURVE_SEGMENTS = 20;

/**
 * A connection between two tile centres as a cubic Bézier (horizontal tangents, or vertical ones for a
 * connection going straight down), sampled at `segments + 1` points into `out` as x, y pairs.
 */
export function sampleConnection(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  out: Float32Array,
  segments = CURVE_SEGMENTS,
): Float32Array {
  const vertical = Math.abs(bx - ax) < 1;
  const k = vertical ? (by - ay) * 0.5 : (bx - ax) * 0.5;
  const c1x = vertical ? ax : ax + k;
  const c1y = vertical ? ay + k : ay;
  const c2x = vertical ? bx : bx - k;
  const c2y = vertical ? by - k : by;
  for (let i = 0; i <= segments; i += 1) {
    const t = i / segments;
    const u = 1 - t;
    const w0 = u * u * u;
    const w1 = 3 * u * u * t;
    const w2 = 3 * u * t * t;
    const w3 = t * t * t;
    out[i * 2] = w0 * ax + w1 * c1x + w2 * c2x + w3 * bx;
    out[i * 2 + 1] = w0 * ay + w1 * c1y + w2 * c2y + w3 * by;
  }
  return out;
}
