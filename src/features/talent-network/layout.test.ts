import { describe, expect, it } from 'vitest';
import { talentNodes } from '../../content/talent';
import { NODE_RADIUS, edgeIndices, nodeCss, nodePoint, signalAt, signalWalk, twinSize } from './layout';

const edges = edgeIndices(talentNodes);

describe('talent network layout', () => {
  it('places all 46 nodes inside the panel', () => {
    expect(talentNodes).toHaveLength(46);
    for (const node of talentNodes) {
      const [x, y] = nodePoint(node.x, node.y, 600, 400);
      const r = NODE_RADIUS[node.size];
      expect(x - r).toBeGreaterThanOrEqual(0);
      expect(y - r).toBeGreaterThanOrEqual(0);
      expect(x + r).toBeLessThanOrEqual(600);
      expect(y + r).toBeLessThanOrEqual(400);
    }
  });

  it('has valid connections, each edge once, and three node sizes', () => {
    const keys = edges.map(([a, b]) => [Math.min(a, b), Math.max(a, b)].join('-'));
    expect(new Set(keys).size).toBe(keys.length);
    for (const [a, b] of edges) expect(a).not.toBe(b);
    expect(new Set(talentNodes.map((n) => n.size))).toEqual(new Set(['small', 'medium', 'large']));
  });

  it('rejects a connection to an unknown node', () => {
    expect(() => edgeIndices([{ ...talentNodes[0]!, connections: ['nope'] }])).toThrow(/unknown/);
  });

  it('maps CSS and pixel positions the same way', () => {
    expect(nodeCss(50, 25, 28)).toEqual({
      left: 'calc(28px + (100% - 56px) * 0.5)',
      top: 'calc(28px + (100% - 56px) * 0.25)',
    });
    expect(nodePoint(50, 25, 656, 456, 28)).toEqual([328, 128]);
  });

  it('gives every twin a pointer target of at least 28px', () => {
    for (const size of ['small', 'medium', 'large'] as const)
      expect(twinSize(size)).toBeGreaterThanOrEqual(28);
  });
});

describe('signal walk', () => {
  const walk = signalWalk(talentNodes.length, edges, 120);

  it('moves along connections only, deterministically', () => {
    const adjacent = new Set(edges.flatMap(([a, b]) => [`${a}-${b}`, `${b}-${a}`]));
    for (let i = 1; i < walk.length; i += 1) expect(adjacent.has(`${walk[i - 1]}-${walk[i]}`)).toBe(true);
    expect(signalWalk(talentNodes.length, edges, 120)).toEqual(walk);
  });

  it('roams most of the network', () => {
    expect(new Set(walk).size).toBeGreaterThan(30);
  });

  it('derives the active node, its predecessor and the trail from the tick', () => {
    const s = signalAt(walk, 5);
    expect(s.active).toBe(walk[5]);
    expect(s.previous).toBe(walk[4]);
    expect(s.trail).toEqual([walk[4], walk[3], walk[2]]);
    expect(signalAt(walk, walk.length).active).toBe(walk[0]);
  });
});
