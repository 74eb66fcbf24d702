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
import { sceneLook } from './sceneLook';

/**
 * What the SVG wheel draws, in its viewBox (0–1000 square, the scene box): the shapes of the WebGL scene through
 * its camera (projection.ts), computed once. A segment is three outlines stacked as the scene shows it: the foot of
 * its side wall, the shoulder where its bevel starts, its top face.
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
  const { dx, dy, scale } = poseTransform(angle, out, up);
  // Scaling is about the box centre: translate((1 − s) × centre + shift), then scale(s), in viewBox units.
  const tx = ((1 - scale) * 0.5 + dx) * VIEW;
  const ty = ((1 - scale) * 0.5 + dy) * VIEW;
  return `translate(${tx.toFixed(2)}px, ${ty.toFixed(2)}px) scale(${scale.toFixed(5)})`;
};

export const segmentDrawings: readonly SegmentDrawing[] = SEGMENT_ANGLES.map((angle) => {
  const shape = segmentShape(angle);
  return {
    angle,
    foot: path(shape.foot),
    shoulder: path(shape.shoulder),
    top: path(shape.top),
    innerWall: path(shape.innerWall),
    selected: cssPose(angle, sceneLook.pop.selected, sceneLook.lift.selected),
    hovered: cssPose(angle, sceneLook.pop.hover, sceneLook.lift.hover),
  };
});

/** The vertical extent of the wheel's faces in the viewBox: the span of the faces' and walls' gradients. */
export const wheelSpan = (() => {
  const ys = SEGMENT_ANGLES.flatMap((a) => {
    const s = segmentShape(a, 8);
    return [...s.top, ...s.foot].map((p) => p.y * VIEW);
  });
  return { top: Math.min(...ys), bottom: Math.max(...ys) };
})();

const { band } = sceneLook;
const scaled = (e: ReturnType<typeof ring>) => ({
  cx: e.cx * VIEW,
  cy: e.cy * VIEW,
  rx: e.rx * VIEW,
  ry: e.ry * VIEW,
});
/** The hub: its cylinder's foot and top (WheelScene.tsx: radius inner − 0.12 at z −0.05, inner − 0.16 at 0.29). */
export const hubDrawing = {
  foot: scaled(ring(band.inner - 0.12, -0.05)),
  top: scaled(ring(band.inner - 0.16, 0.29)),
  /** The blue ring on it (the torus: radius inner − 0.42 at z 0.3, its tube 0.035). */
  ring: scaled(ring(band.inner - 0.42, 0.3)),
  /** The tube's width: its lit upper half and its shaded lower half are drawn as two strokes, each half as wide. */
  ringWidth: (project({ x: 0.035, y: 0, z: 0.3 }).x - project({ x: -0.035, y: 0, z: 0.3 }).x) * VIEW,
};

/** The soft shadow under the wheel (WheelScene.tsx: a plane 5.2 across at (0.1, −0.12, −0.4), fading from its centre). */
export const shadowDrawing = (() => {
  const plane = (x: number, y: number) => project({ x: 0.1 + x, y: -0.12 + y, z: -0.4 });
  const [left, right, top, bottom] = [plane(-2.6, 0), plane(2.6, 0), plane(0, 2.6), plane(0, -2.6)];
  // Its nearer (lower) half comes out larger in perspective: the ellipse spans both projected ends.
  return {
    cx: ((left.x + right.x) / 2) * VIEW,
    cy: ((top.y + bottom.y) / 2) * VIEW,
    rx: ((right.x - left.x) / 2) * VIEW,
    ry: ((bottom.y - top.y) / 2) * VIEW,
  };
})();

/** Where the twins and the hub's icon sit before the scene reports its own projections: exactly there. */
export const restAnchors: readonly Point[] = SEGMENT_ANGLES.map((a) => labelAnchor(a));
export const hubPoint: Point = hubAnchor();
/** How far the selected segment's label moves with its pose, as a fraction of the box. */
export const selectedLabelShift: readonly Point[] = SEGMENT_ANGLES.map((angle) => {
  const rest = labelAnchor(angle);
  const { dx, dy, scale } = poseTransform(angle, sceneLook.pop.selected, sceneLook.lift.selected);
  return { x: (scale - 1) * (rest.x - 0.5) + dx, y: (scale - 1) * (rest.y - 0.5) + dy };
});
