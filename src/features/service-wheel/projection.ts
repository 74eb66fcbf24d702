import { SEGMENT_STEP, segmentOutline, type Point } from './layout';
import type { WheelLook } from './look';

/**
 * The WebGL wheel seen through its camera, in pure math: where each part of the 3D scene (WheelScene.tsx) lands in
 * the square box, as fractions of the box (0–1, y down). The SVG first paint draws these shapes, and the DOM twins
 * start where the scene will put them, so the swap to WebGL changes nothing a visitor can see
 * (docs/decisions/0035-one-wheel-two-renderers.md). Same transforms as three.js: the segment's rotation about z, its
 * pose offsets, the wheel's tilt about x, a camera on the z axis, a perspective projection with a square aspect.
 */

const RAD = Math.PI / 180;

/** What of the wheel's look the projection needs: its shape and its camera (the scene's look, or the SVG's). */
export type WheelShape = Pick<WheelLook, 'band' | 'bevel' | 'depth' | 'tilt' | 'camera'> & {
  hub: Pick<WheelLook['hub'], 'top'>;
};

/** The top face of a segment, in its local z: the extrusion plus its bevel (wheelGeometry.ts). */
export const topZ = (g: WheelShape): number => g.depth + g.bevel.thickness;

export interface Vec3 {
  x: number;
  y: number;
  z: number;
}

/** A point of the tilted wheel group (x right, y up, z towards the viewer) in the box, with its depth. */
export function project(g: WheelShape, p: Vec3): Point & { depth: number } {
  const { tilt, camera } = g;
  const focal = 1 / Math.tan((camera.fov / 2) * RAD);
  const cosT = Math.cos(tilt);
  const sinT = Math.sin(tilt);
  // The group's rotation about x, then the camera `distance` away on the z axis.
  const y = p.y * cosT - p.z * sinT;
  const z = p.y * sinT + p.z * cosT - camera.distance;
  const x = p.x;
  return { x: 0.5 + (focal * x) / -z / 2, y: 0.5 - (focal * y) / -z / 2, depth: -z };
}

/** A point of a segment's own frame (centred on 12 o'clock) placed at `angle` and moved by `offset`. */
const placed = (p: Point, z: number, angle: number, offset: Vec3 = { x: 0, y: 0, z: 0 }): Vec3 => {
  const a = -angle * RAD;
  return {
    x: p.x * Math.cos(a) - p.y * Math.sin(a) + offset.x,
    y: p.x * Math.sin(a) + p.y * Math.cos(a) + offset.y,
    z: z + offset.z,
  };
};

/** How far a pose moves a segment: `out` along its centre line, `up` towards the viewer (WheelSegments.tsx). */
export const poseOffset = (angle: number, out: number, up: number): Vec3 => ({
  x: Math.sin(angle * RAD) * out,
  y: Math.cos(angle * RAD) * out,
  z: up,
});

/** The outlines of one segment at rest, as the box sees them: the body's foot, its upper bevel, its top face. */
export interface SegmentShape {
  /** The widest outline at the foot of the side wall (z = 0): what shows below the top is the wall. */
  foot: Point[];
  /** The widest outline at the top of the side wall (z = depth), where the bevel starts. */
  shoulder: Point[];
  /** The top face (z = depth + bevel). */
  top: Point[];
  /** The inner wall, between the foot's inner arc and the top's: it shows under the faces nearest the hub. */
  innerWall: Point[];
}

export function segmentShape(g: WheelShape, angle: number, steps = 32): SegmentShape {
  const { band, bevel, depth } = g;
  // The outline widened by the bevel (three.js moves the contour outwards by `bevel.size`).
  const widened = {
    inner: band.inner - bevel.size,
    outer: band.outer + bevel.size,
    halfGap: band.halfGap - bevel.size,
  };
  const at = (outline: Point[], z: number) => outline.map((p) => project(g, placed(p, z, angle)));
  const foot = at(segmentOutline(widened, steps), 0);
  const top = at(segmentOutline(band, steps), topZ(g));
  // segmentOutline gives the outer arc, then the inner arc back: the last `steps + 1` points are the inner arc.
  const inner = (outline: Point[]) => outline.slice(steps + 1);
  return {
    foot,
    shoulder: at(segmentOutline(widened, steps), depth),
    top,
    innerWall: [...inner(foot), ...inner(top).reverse()],
  };
}

/** Where a segment's label (its twin button) sits at rest: the middle of its top face, on its centre line. */
export const labelAnchor = (g: WheelShape, angle: number): Point =>
  project(g, placed({ x: 0, y: (g.band.inner + g.band.outer) / 2 }, topZ(g), angle));

/** Where the hub's icon sits: the top of the hub. */
export const hubAnchor = (g: WheelShape): Point => project(g, { x: 0, y: 0, z: g.hub.top });

/**
 * A pose as a similarity of the box about its centre: `scale` (nearer the camera is larger) and a shift, both in box
 * fractions. Exact for the segment's label point; within a fraction of a pixel elsewhere (the segment's own depth
 * varies little against the camera's distance).
 */
export function poseTransform(
  g: WheelShape,
  angle: number,
  out: number,
  up: number,
): { dx: number; dy: number; scale: number } {
  const mid = { x: 0, y: (g.band.inner + g.band.outer) / 2 };
  const rest = project(g, placed(mid, topZ(g), angle));
  const moved = project(g, placed(mid, topZ(g), angle, poseOffset(angle, out, up)));
  const scale = rest.depth / moved.depth;
  return {
    scale,
    dx: moved.x - 0.5 - scale * (rest.x - 0.5),
    dy: moved.y - 0.5 - scale * (rest.y - 0.5),
  };
}

/** An ellipse in the box: the projection of a circle of `radius` around the axis at height z. */
export function ring(
  g: WheelShape,
  radius: number,
  z: number,
): { cx: number; cy: number; rx: number; ry: number } {
  const left = project(g, { x: -radius, y: 0, z });
  const right = project(g, { x: radius, y: 0, z });
  const top = project(g, { x: 0, y: radius, z });
  const bottom = project(g, { x: 0, y: -radius, z });
  return {
    cx: (left.x + right.x) / 2,
    cy: (top.y + bottom.y) / 2,
    rx: (right.x - left.x) / 2,
    ry: (bottom.y - top.y) / 2,
  };
}

/** The segments' centre angles, 0 to 300. */
export const SEGMENT_ANGLES = Array.from({ length: 360 / SEGMENT_STEP }, (_, i) => i * SEGMENT_STEP);
