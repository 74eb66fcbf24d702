import { growBox, setBox, type SceneBox } from '../../canvas/boxes';
import type { LitNodes } from '../route';
import type { EdgeSampler } from './DiagramEdges';

/**
 * Where a change to one node can show, per node, in the view's frame: its quad (the node, its glow and pulse) and
 * every edge that ends at it (a tick lights the edge between the node it left and the one it reached), as
 * minX, minY, maxX, maxY. Computed when the layout changes, never per tick.
 */
export function nodeReach(
  points: Float32Array,
  quads: readonly number[],
  edges: readonly (readonly [number, number])[],
  sample: EdgeSampler,
  segments: number,
): Float32Array {
  const count = quads.length;
  const reach = new Float32Array(count * 4);
  const grow = (i: number, x: number, y: number) => {
    reach[i * 4] = Math.min(reach[i * 4] ?? x, x);
    reach[i * 4 + 1] = Math.min(reach[i * 4 + 1] ?? y, y);
    reach[i * 4 + 2] = Math.max(reach[i * 4 + 2] ?? x, x);
    reach[i * 4 + 3] = Math.max(reach[i * 4 + 3] ?? y, y);
  };
  for (let i = 0; i < count; i += 1) {
    const half = (quads[i] ?? 0) / 2;
    const x = points[i * 2] ?? 0;
    const y = points[i * 2 + 1] ?? 0;
    reach.set([x - half, y - half, x + half, y + half], i * 4);
  }
  const curve = new Float32Array((segments + 1) * 2);
  for (const [a, b] of edges) {
    sample(points[a * 2] ?? 0, points[a * 2 + 1] ?? 0, points[b * 2] ?? 0, points[b * 2 + 1] ?? 0, curve);
    for (let s = 0; s <= segments; s += 1) {
      const x = curve[s * 2] ?? 0;
      const y = curve[s * 2 + 1] ?? 0;
      grow(a, x, y);
      grow(b, x, y);
    }
  }
  return reach;
}

/** Adds a node's reach to `out` (empty when its width is 0); -1 and unknown nodes add nothing. */
export function addReach(reach: Float32Array, node: number, out: SceneBox): void {
  if (node < 0 || node * 4 + 3 >= reach.length) return;
  const left = reach[node * 4] ?? 0;
  const bottom = reach[node * 4 + 1] ?? 0;
  growBox(out, left, bottom, (reach[node * 4 + 2] ?? 0) - left, (reach[node * 4 + 3] ?? 0) - bottom);
}

/**
 * The part of the view a tick changes: the reach of every node lit before or after it (reached, left, trail),
 * written into `out` (width 0 when no node is lit either side).
 */
export function tickDamage(reach: Float32Array, before: LitNodes, after: LitNodes, out: SceneBox): SceneBox {
  addLit(reach, before, setBox(out, 0, 0, 0, 0));
  addLit(reach, after, out);
  return out;
}

function addLit(reach: Float32Array, lit: LitNodes, out: SceneBox): void {
  addReach(reach, lit.active, out);
  addReach(reach, lit.previous, out);
  for (const node of lit.trail) addReach(reach, node, out);
}
