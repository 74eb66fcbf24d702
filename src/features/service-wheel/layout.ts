/**
 * Geometry of the service wheel shared by the WebGL scene (wheelGeometry.ts) and the SVG's projection of it
 * (projection.ts). Angles are degrees measured clockwise from 12 o'clock, as the content's `angle` field is.
 */

export const SEGMENT_COUNT = 6;
/** Degrees between the centres of neighbouring segments (docs/product.md#service-wheel). */
export const SEGMENT_STEP = 360 / SEGMENT_COUNT;

export interface Point {
  x: number;
  y: number;
}

const RAD = Math.PI / 180;

/** A ring band for solid segments: the gap is a constant width, so the cut edges are parallel. */
export interface Band {
  inner: number;
  outer: number;
  /** Half the width of the straight gap between two segments. */
  halfGap: number;
}

/**
 * Outline of the segment centred on 12 o'clock in a y-up space (for a `THREE.Shape`): outer arc left to right,
 * inner arc back, `steps + 1` points per arc. Each arc stops where it meets the line `halfGap` from the segment
 * boundary, so both cut edges run parallel to it. Rotate by the segment's angle to place it.
 */
export const segmentOutline = (band: Band, steps = 24): Point[] => {
  const arc = (radius: number, direction: 1 | -1): Point[] => {
    const half = (SEGMENT_STEP / 2) * RAD - Math.asin(band.halfGap / radius);
    return Array.from({ length: steps + 1 }, (_, k) => {
      const a = direction * (-half + (2 * half * k) / steps);
      return { x: radius * Math.sin(a), y: radius * Math.cos(a) };
    });
  };
  return [...arc(band.outer, 1), ...arc(band.inner, -1)];
};
