import { describe, expect, it } from 'vitest';
import { sceneBox } from '../../canvas/boxes';
import { createLit, type LitNodes } from '../route';
import { straightEdge } from './DiagramEdges';
import { nodeReach, tickDamage } from './nodeReach';

// Three nodes on a line (view frame, origin at the centre): 0 at (-100, 0), 1 at (0, 0), 2 at (100, 40);
// edges 0–1 and 1–2; quads 10 px wide (node 2: 20 px).
const points = Float32Array.from([-100, 0, 0, 0, 100, 40]);
const quads = [10, 10, 20];
const edges = [
  [0, 1],
  [1, 2],
] as const;
const reach = nodeReach(points, quads, edges, straightEdge, 1);
const lit = (active: number, previous = -1, trail: LitNodes['trail'] = [-1, -1, -1]): LitNodes => ({
  active,
  previous,
  trail,
});
const box = () => sceneBox();

describe('nodeReach', () => {
  it('covers each node quad and every edge ending at the node', () => {
    expect([...reach.subarray(0, 4)]).toEqual([-105, -5, 0, 5]);
    expect([...reach.subarray(4, 8)]).toEqual([-100, -5, 100, 40]);
    expect([...reach.subarray(8, 12)]).toEqual([0, 0, 110, 50]);
  });

  it('follows the shape of a curved edge', () => {
    const bulge = (ax: number, ay: number, bx: number, by: number, out: Float32Array) => {
      out.set([ax, ay, (ax + bx) / 2, 80, bx, by]);
    };
    const curved = nodeReach(points, quads, [[0, 1]], bulge, 2);
    expect(curved[3]).toBe(80);
    expect(curved[7]).toBe(80);
  });
});

describe('tickDamage', () => {
  it('is the reach of the nodes lit before and after the tick (reached, left, trail)', () => {
    expect(tickDamage(reach, lit(0), lit(1, 0, [0, -1, -1]), box())).toEqual({
      x: -105,
      y: -5,
      w: 205,
      h: 45,
    });
    expect(tickDamage(reach, lit(1, 0), lit(2, 1, [1, 0, -1]), box())).toEqual({
      x: -105,
      y: -5,
      w: 215,
      h: 55,
    });
  });

  it('is empty when no node is lit on either side', () => {
    expect(tickDamage(reach, createLit(), createLit(), box()).w).toBe(0);
  });
});
