import { describe, expect, it } from 'vitest';
import { byId, must } from './testHelpers';
import { talentNodes } from './talent';
import { workflowNodes, workflowOrder } from './workflow';

// The two node diagrams of the home hero: the talent network's 46 profiles and the workflow's steps.

describe('talent network', () => {
  const ids = byId(talentNodes);

  it('has exactly 46 profiles with unique ids', () => {
    expect(talentNodes).toHaveLength(46);
    expect(ids.size).toBe(46);
  });

  it('references only existing ids and never connects a node to itself', () => {
    for (const node of talentNodes) {
      for (const target of node.connections) {
        expect(ids.has(target), `${node.id} -> ${target}`).toBe(true);
        expect(target).not.toBe(node.id);
      }
    }
  });

  it('lists each edge once, on the node with the smaller index, giving every node 2-3 edges', () => {
    const index = new Map(talentNodes.map((n, i) => [n.id, i]));
    const degree = new Map(talentNodes.map((n) => [n.id, 0]));
    const seen = new Set<string>();
    for (const [i, node] of talentNodes.entries()) {
      for (const target of node.connections) {
        expect(must(index.get(target), target)).toBeGreaterThan(i);
        const key = `${node.id}-${target}`;
        expect(seen.has(key)).toBe(false);
        seen.add(key);
        degree.set(node.id, (degree.get(node.id) ?? 0) + 1);
        degree.set(target, (degree.get(target) ?? 0) + 1);
      }
    }
    for (const [id, d] of degree) {
      expect(d, id).toBeGreaterThanOrEqual(2);
      expect(d, id).toBeLessThanOrEqual(3);
    }
  });

  it('forms one connected graph', () => {
    const adjacency = new Map<string, string[]>(talentNodes.map((n) => [n.id, []]));
    for (const node of talentNodes) {
      for (const target of node.connections) {
        adjacency.get(node.id)?.push(target);
        adjacency.get(target)?.push(node.id);
      }
    }
    const start = must(talentNodes[0], 'first node').id;
    const reached = new Set<string>([start]);
    const queue = [start];
    while (queue.length) {
      for (const next of adjacency.get(queue.shift() ?? '') ?? []) {
        if (!reached.has(next)) {
          reached.add(next);
          queue.push(next);
        }
      }
    }
    expect(reached.size).toBe(46);
  });

  it('keeps every node inside the 0..100 panel (6..94) and at least 6 apart from every other', () => {
    for (const node of talentNodes) {
      expect(node.x).toBeGreaterThanOrEqual(6);
      expect(node.x).toBeLessThanOrEqual(94);
      expect(node.y).toBeGreaterThanOrEqual(6);
      expect(node.y).toBeLessThanOrEqual(94);
    }
    for (const [i, a] of talentNodes.entries()) {
      for (const b of talentNodes.slice(i + 1)) {
        expect(Math.hypot(a.x - b.x, a.y - b.y), `${a.id}/${b.id}`).toBeGreaterThanOrEqual(6);
      }
    }
  });

  it('uses only the sizes small, medium and large (8 large, 14 medium, 24 small)', () => {
    const count = (size: string) => talentNodes.filter((n) => n.size === size).length;
    expect(talentNodes.every((n) => ['small', 'medium', 'large'].includes(n.size))).toBe(true);
    expect([count('large'), count('medium'), count('small')]).toEqual([8, 14, 24]);
  });

  it('gives every profile a name, a role and 3-5 skills', () => {
    for (const node of talentNodes) {
      expect(node.name.length).toBeGreaterThan(0);
      expect(node.role.length).toBeGreaterThan(0);
      expect(node.skills.length).toBeGreaterThanOrEqual(3);
      expect(node.skills.length).toBeLessThanOrEqual(5);
    }
  });
});

describe('workflow diagram', () => {
  const nodes = byId(workflowNodes);

  it('has 8-10 nodes with unique ids, valid connections and only the four node types', () => {
    expect(workflowNodes.length).toBeGreaterThanOrEqual(8);
    expect(workflowNodes.length).toBeLessThanOrEqual(10);
    expect(nodes.size).toBe(workflowNodes.length);
    for (const node of workflowNodes) {
      expect(['trigger', 'action', 'decision', 'service']).toContain(node.type);
      for (const target of node.connections) expect(nodes.has(target), `${node.id} -> ${target}`).toBe(true);
    }
  });

  it('is acyclic and every node is reachable from the single trigger', () => {
    const triggers = workflowNodes.filter((n) => n.type === 'trigger');
    expect(triggers).toHaveLength(1);
    const state = new Map<string, 'visiting' | 'done'>();
    const visit = (id: string): void => {
      expect(state.get(id), `cycle through ${id}`).not.toBe('visiting');
      if (state.get(id) === 'done') return;
      state.set(id, 'visiting');
      for (const next of must(nodes.get(id), id).connections) visit(next);
      state.set(id, 'done');
    };
    visit(must(triggers[0], 'trigger').id);
    expect(state.size).toBe(workflowNodes.length);
  });

  it('keeps nodes inside the panel and at least 12 apart', () => {
    for (const [i, a] of workflowNodes.entries()) {
      expect(a.x).toBeGreaterThanOrEqual(0);
      expect(a.x).toBeLessThanOrEqual(100);
      expect(a.y).toBeGreaterThanOrEqual(0);
      expect(a.y).toBeLessThanOrEqual(100);
      for (const b of workflowNodes.slice(i + 1)) {
        expect(Math.hypot(a.x - b.x, a.y - b.y), `${a.id}/${b.id}`).toBeGreaterThanOrEqual(12);
      }
    }
  });

  it('advances the active step along a path: valid ids, starting at the trigger, each step connected to the next', () => {
    expect(nodes.get(workflowOrder[0] ?? '')?.type).toBe('trigger');
    for (const id of workflowOrder) expect(nodes.has(id), id).toBe(true);
    for (let i = 1; i < workflowOrder.length; i++) {
      expect(nodes.get(workflowOrder[i - 1] ?? '')?.connections).toContain(workflowOrder[i]);
    }
  });
});
