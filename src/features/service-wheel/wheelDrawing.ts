import type { Point } from './layout';
import {
  hubAnchor,
  labelAnchor,
  poseTransform,
  project,
  ring,
  SEGMENT_ANGLES,
  segmentShape,
} from './projection';
import { useWebgl } from '../../store/webgl';
import { wheelSvgLook as look } from './wheelSvgLook';

/**
 * What the SVG wheel draws, in its viewBox (0–1000 square, the scene box): the shapes of the WebGL scene through
 * its camera (projection.ts), from the SVG's look (wheelSvgLook.ts), computed once (again when the look is tuned), a part at a time. A segment is three outlines stacked as
 * the scene shows it: the foot of its side wall, the shoulder where its bevel starts, its top face.
 */

export const VIEW = 1000;
const at = (p: Point): string => `${Math.round(p.x * VIEW * 10) / 10} ${Math.round(p.y * VIEW * 10) / 10}`;
const path = (points: readonly Point[]): string => `M${points.map(at).join('L')}Z`;

export interface SegmentDrawing {
  angle: number;
  foot: string;
  shoulder: string;
  top: string;
  innerWall: string;
  /** The selection and hover poses as CSS transforms of the viewBox (the scene's springs move it the same way). */
  selected: string;
  hovered: string;
}

const cssPose = (angle: number, out: number, up: number): string => {
  const { dx, dy, scale } = poseTransform(look, angle, out, up);
  // Scaling is about the box centre: translate((1 − s) × centre + shift), then scale(s), in viewBox units.
  const tx = ((1 - scale) * 0.5 + dx) * VIEW;
  const ty = ((1 - scale) * 0.5 + dy) * VIEW;
  return `translate(${tx.toFixed(2)}px, ${ty.toFixed(2)}px) scale(${scale.toFixed(5)})`;
};

const scaled = (e: ReturnType<typeof ring>) => ({
  cx: e.cx * VIEW,
  cy: e.cy * VIEW,
  rx: e.rx * VIEW,
  ry: e.ry * VIEW,
});

/**
 * `draw`, made on first use and again after the look is tuned (?debug). The wheel's drawing is made in parts, each in
 * the render of the component that draws it (WheelSvg.tsx), so that React may yield between two of them and drawing
 * the wheel is never one long task (docs/decisions/0067-the-svg-wheel-drawn-in-parts.md).
 */
function perLook<T>(draw: () => T): () => T {
  let made: { looks: number; value: T } | undefined;
  return () => {
    const { looks } = useWebgl.getState();
    if (made?.looks !== looks) made = { looks, value: draw() };
    return made.value;
  };
}

/** One segment's drawing from the wheel's look as it is now: its three outlines and inner wall, and its poses. */
function drawSegment(angle: number): SegmentDrawing {
  const { pop, lift } = look;
  const shape = segmentShape(look, angle);
  return {
    angle,
    foot: path(shape.foot),
    shoulder: path(shape.shoulder),
    top: path(shape.top),
    innerWall: path(shape.innerWall),
    selected: cssPose(angle, pop.selected, lift.selected),
    hovered: cssPose(angle, pop.hover, lift.hover),
  };
}

const segmentsByAngle = perLook(() => new Map<number, SegmentDrawing>());

/** One segment's drawing. */
export function segmentDrawing(angle: number): SegmentDrawing {
  const drawn = segmentsByAngle();
  let drawing = drawn.get(angle);
  if (!drawing) {
    drawing = drawSegment(angle);
    drawn.set(angle, drawing);
  }
  return drawing;
}

/**
 * The segments' angles back to front: the far (upper) segments first, so a lifted one in front overlaps the rest as
 * in the scene.
 */
export const SEGMENT_ORDER: readonly number[] = [...SEGMENT_ANGLES].sort(
  (a, b) => Math.cos((b * Math.PI) / 180) - Math.cos((a * Math.PI) / 180),
);

/** The vertical extent of the wheel's faces in the viewBox: the span of the faces' and walls' gradients. */
export const wheelSpan = perLook(() => {
  const ys = SEGMENT_ANGLES.flatMap((a) => {
    const s = segmentShape(look, a, 8);
    return [...s.top, ...s.foot].map((p) => p.y * VIEW);
  });
  return { top: Math.min(...ys), bottom: Math.max(...ys) };
});

/** The shadow's stops: its opacity along the ramp it shows on screen, to the hundredth (as it was measured). */
export const shadowStops = perLook(() =>
  look.svg.shadowRamp.map(([offset = 0, share = 0]) => [
    offset,
    Math.round(look.shadow.opacity * share * 100) / 100,
  ]),
);

/** The hub (WheelScene.tsx): its cylinder's foot and top, and the blue ring on it with its tube's width. */
export const wheelHub = perLook(() => {
  const { band, hub } = look;
  const { inset, tube, z } = look.ring;
  return {
    foot: scaled(ring(look, band.inner - hub.footInset, hub.foot)),
    top: scaled(ring(look, band.inner - hub.topInset, hub.top)),
    ring: scaled(ring(look, band.inner - inset, z)),
    /** Its lit upper half and its shaded lower half are drawn as two strokes, each half as wide. */
    ringWidth: (project(look, { x: tube, y: 0, z }).x - project(look, { x: -tube, y: 0, z }).x) * VIEW,
  };
});

/** The soft shadow under the wheel (WheelScene.tsx: a square plane, fading from its centre). */
export const wheelShadow = perLook(() => {
  const { shadow } = look;
  const [px = 0, py = 0, pz = 0] = shadow.position;
  const half = shadow.size / 2;
  const plane = (x: number, y: number) => project(look, { x: px + x, y: py + y, z: pz });
  const [left, right, top, bottom] = [plane(-half, 0), plane(half, 0), plane(0, half), plane(0, -half)];
  // Its nearer (lower) half comes out larger in perspective: the ellipse spans both projected ends.
  return {
    cx: ((left.x + right.x) / 2) * VIEW,
    cy: ((top.y + bottom.y) / 2) * VIEW,
    rx: ((right.x - left.x) / 2) * VIEW,
    ry: ((bottom.y - top.y) / 2) * VIEW,
  };
});

/** Where the twins and the hub's icon sit before the scene reports its own projections: exactly there. */
export const restingAnchors = perLook(() => {
  const { pop, lift } = look;
  const restAnchors: readonly Point[] = SEGMENT_ANGLES.map((a) => labelAnchor(look, a));
  /** How far the selected segment's label moves with its pose, as a fraction of the box. */
  const selectedLabelShift: readonly Point[] = SEGMENT_ANGLES.map((angle) => {
    const rest = labelAnchor(look, angle);
    const { dx, dy, scale } = poseTransform(look, angle, pop.selected, lift.selected);
    return { x: (scale - 1) * (rest.x - 0.5) + dx, y: (scale - 1) * (rest.y - 0.5) + dy };
  });
  return { restAnchors, selectedLabelShift, hubPoint: hubAnchor(look) };
});

export type RestingAnchors = ReturnType<typeof restingAnchors>;
