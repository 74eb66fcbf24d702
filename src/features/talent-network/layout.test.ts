import { describe, expect, it } from 'vitest';
import { talentNodes } from '../../content/talent';
import { diagramPoint } from '../../diagram/layout';
import { litAt } from '../../diagram/route';
import { talentDiagram } from './diagram';
import { TALENT_PAD, signalWalk, twinSize } from './layout';
import { talentLook } from './look';

const { edges, route } = talentDiagram;

describe('talent network layout', () => {
  it('places all 46 nodes inside the panel', () => {
    expect(talentNodes).toHaveLength(46);
    for (const node of talentNodes) {
      const [x, y] = diagramPoint(node.x, node.y, 600, 400, TALENT_PAD);
      const r = talentLook.radius[node.size];
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

  it('lights the walk one node per tick, with where the signal came from and its trail', () => {
    const steps = route.steps;
    const lit = litAt(route, 5);
    expect(lit.active).toBe(steps[5]);
    expect(lit.previous).toBe(steps[4]);
    expect(lit.trail).toEqual([steps[4], steps[3], steps[2]]);
    expect(litAt(route, steps.length).active).toBe(steps[0]);
    expect(litAt(route, steps.length).previous).toBe(steps[steps.length - 1]);
  });

  it('follows connections from tick to tick', () => {
    const adjacent = new Set(edges.flatMap(([a, b]) => [`${a}-${b}`, `${b}-${a}`]));
    for (let k = 1; k < route.steps.length; k += 1) {
      const { previous, active } = litAt(route, k);
      expect(adjacent.has(`${previous}-${active}`)).toBe(true);
    }
  });
});
