/**
 * Geometry of the service wheel, shared by the SVG rendering, the WebGL scene and the DOM twins.
 * Angles are degrees measured clockwise from 12 o'clock, as the content's `angle` field is; points are in a
 * y-down screen space around `centre` (the WebGL scene flips y itself).
 */

export const SEGMENT_COUNT = 6;
/** Degrees between the centres of neighbouring segments (docs/product.md#service-wheel). */
export const SEGMENT_STEP = 360 / SEGMENT_COUNT;

export interface Point {
  x: number;
  y: number;
}

/** Radii of the ring and the gap between segments. */
export interface Ring {
  inner: number;
  outer: number;
  /** Degrees of empty space between two neighbouring segments. */
  gap: number;
}

const ORIGIN: Point = { x: 0, y: 0 };
const RAD = Math.PI / 180;

/** Centre angle of every segment: 0, 60, … 300. */
export const segmentAngles = (count: number = SEGMENT_COUNT): number[] =>
  Array.from({ length: count }, (_, i) => (i * 360) / count);

/** The point at `radius` from `centre` in the direction `angle` (0° = up, clockwise, y down). */
export const polar = (angle: number, radius: number, centre: Point = ORIGIN): Point => ({
  x: centre.x + radius * Math.sin(angle * RAD),
  y: centre.y - radius * Math.cos(angle * RAD),
});

/** Start and end angle of the segment centred on `angle`, with half the gap taken off each side. */
export const segmentSpan = (angle: number, gap: number, step: number = SEGMENT_STEP): [number, number] => [
  angle - step / 2 + gap / 2,
  angle + step / 2 - gap / 2,
];

const fmt = (n: number): string => (Math.abs(n) < 1e-9 ? '0' : String(Math.round(n * 1000) / 1000));
const pt = (p: Point): string => `${fmt(p.x)} ${fmt(p.y)}`;

/** SVG path of the annular sector centred on `angle`: outer arc clockwise, inner arc back. */
export const segmentPath = (angle: number, ring: Ring, centre: Point = ORIGIN): string => {
  const [start, end] = segmentSpan(angle, ring.gap);
  const large = end - start > 180 ? 1 : 0;
  const o = ring.outer;
  const i = ring.inner;
  return [
    `M ${pt(polar(start, o, centre))}`,
    `A ${fmt(o)} ${fmt(o)} 0 ${large} 1 ${pt(polar(end, o, centre))}`,
    `L ${pt(polar(end, i, centre))}`,
    `A ${fmt(i)} ${fmt(i)} 0 ${large} 0 ${pt(polar(start, i, centre))}`,
    'Z',
  ].join(' ');
};

/** Where a segment's icon and short title sit: the middle of its band, on its centre line. */
export const labelPoint = (angle: number, ring: Ring, centre: Point = ORIGIN): Point =>
  polar(angle, (ring.inner + ring.outer) / 2, centre);

/** Offset that moves a segment `distance` outwards along its centre line (the selected segment's pop-out). */
export const popOffset = (angle: number, distance: number): Point => polar(angle, distance);

/** Angle of `p` around `centre` in [0, 360), 0° = up, clockwise. */
export const angleOf = (p: Point, centre: Point = ORIGIN): number => {
  const a = Math.atan2(p.x - centre.x, centre.y - p.y) / RAD;
  return (a + 360) % 360;
};

/**
 * Index of the segment under `p`, or -1 in the hole, outside the ring or in a gap.
 * Index i is the segment centred on `i * SEGMENT_STEP`.
 */
export const hitTestSegment = (p: Point, ring: Ring, centre: Point = ORIGIN): number => {
  const r = Math.hypot(p.x - centre.x, p.y - centre.y);
  if (r < ring.inner || r > ring.outer) return -1;
  const a = angleOf(p, centre);
  const index = Math.round(a / SEGMENT_STEP) % SEGMENT_COUNT;
  const offCentre = Math.abs(((a - index * SEGMENT_STEP + 540) % 360) - 180);
  return offCentre <= SEGMENT_STEP / 2 - ring.gap / 2 ? index : -1;
};

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

/** Perpendicular distance of `p` from the line through the origin at `angle` (the segment boundary). */
export const distanceFromRay = (p: Point, angle: number): number =>
  Math.abs(p.x * Math.cos(angle * RAD) - p.y * Math.sin(angle * RAD));

/** A point given as a fraction (0–1) of a square box whose centre is the wheel centre and half-side `half`. */
export const toBoxFraction = (p: Point, half: number): Point => ({
  x: 0.5 + p.x / (2 * half),
  y: 0.5 + p.y / (2 * half),
});

/** The SVG rendering's ring, in viewBox units around (0, 0). */
export const SVG_RING: Ring = { inner: 44, outer: 100, gap: 2.2 };
/** Half the side of the SVG viewBox: the ring plus room for the selected segment's pop-out. */
export const SVG_HALF = 116;
/** How far the selected segment moves out, in viewBox units. */
export const SVG_POP = 6;

/** Where each twin button sits before the WebGL scene reports its projections: the SVG label points. */
export const defaultAnchors = (): Point[] =>
  segmentAngles().map((a) => toBoxFraction(labelPoint(a, SVG_RING), SVG_HALF));
