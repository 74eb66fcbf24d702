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
 * its camera (projection.ts), from the SVG's look (wheelSvgLook.ts), computed once (again when the look is tuned). A segment is three outlines stacked as
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

/** The wheel's drawing from its look as it is now. */
function drawWheel() {
  const { band, hub, pop, lift, shadow } = look;
  const segments: readonly SegmentDrawing[] = SEGMENT_ANGLES.map((angle) => {
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
  });

  /** The vertical extent of the wheel's faces in the viewBox: the span of the faces' and walls' gradients. */
  const ys = SEGMENT_ANGLES.flatMap((a) => {
    const s = segmentShape(look, a, 8);
    return [...s.top, ...s.foot].map((p) => p.y * VIEW);
  });
  const span = { top: Math.min(...ys), bottom: Math.max(...ys) };

  /** The hub (WheelScene.tsx): its cylinder's foot and top, and the blue ring on it with its tube's width. */
  const { inset, tube, z } = look.ring;
  const hubShapes = {
    foot: scaled(ring(look, band.inner - hub.footInset, hub.foot)),
    top: scaled(ring(look, band.inner - hub.topInset, hub.top)),
    ring: scaled(ring(look, band.inner - inset, z)),
    /** Its lit upper half and its shaded lower half are drawn as two strokes, each half as wide. */
    ringWidth: (project(look, { x: tube, y: 0, z }).x - project(look, { x: -tube, y: 0, z }).x) * VIEW,
  };

  /** The soft shadow under the wheel (WheelScene.tsx: a square plane, fading from its centre). */
  const [px = 0, py = 0, pz = 0] = shadow.position;
  const half = shadow.size / 2;
  const plane = (x: number, y: number) => project(look, { x: px + x, y: py + y, z: pz });
  const [left, right, top, bottom] = [plane(-half, 0), plane(half, 0), plane(0, half), plane(0, -half)];
  // Its nearer (lower) half comes out larger in perspective: the ellipse spans both projected ends.
  const shadowShape = {
    cx: ((left.x + right.x) / 2) * VIEW,
    cy: ((top.y + bottom.y) / 2) * VIEW,
    rx: ((right.x - left.x) / 2) * VIEW,
    ry: ((bottom.y - top.y) / 2) * VIEW,
  };

  /** Where the twins and the hub's icon sit before the scene reports its own projections: exactly there. */
  const restAnchors: readonly Point[] = SEGMENT_ANGLES.map((a) => labelAnchor(look, a));
  /** How far the selected segment's label moves with its pose, as a fraction of the box. */
  const selectedLabelShift: readonly Point[] = SEGMENT_ANGLES.map((angle) => {
    const rest = labelAnchor(look, angle);
    const { dx, dy, scale } = poseTransform(look, angle, pop.selected, lift.selected);
    return { x: (scale - 1) * (rest.x - 0.5) + dx, y: (scale - 1) * (rest.y - 0.5) + dy };
  });

  return {
    segments,
    /** Back to front: the far (upper) segments first, so a lifted one in front overlaps the rest as in the scene. */
    order: [...segments].sort(
      (a, b) => Math.cos((b.angle * Math.PI) / 180) - Math.cos((a.angle * Math.PI) / 180),
    ),
    /** The shadow's stops: its opacity along the ramp it shows on screen, to the hundredth (as it was measured). */
    stops: look.svg.shadowRamp.map(([offset = 0, share = 0]) => [
      offset,
      Math.round(look.shadow.opacity * share * 100) / 100,
    ]),
    span,
    hub: hubShapes,
    shadow: shadowShape,
    restAnchors,
    hubPoint: hubAnchor(look),
    selectedLabelShift,
  };
}

export type WheelDrawing = ReturnType<typeof drawWheel>;

let drawn: { looks: number; drawing: WheelDrawing } | undefined;

/** The wheel's drawing, made on first use and again after its look is tuned (?debug). */
export function wheelDrawing(): WheelDrawing {
  const { looks } = useWebgl.getState();
  if (drawn?.looks !== looks) drawn = { looks, drawing: drawWheel() };
  return drawn.drawing;
}
