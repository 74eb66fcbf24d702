import { describe, expect, it } from 'vitest';
import { workflowNodes, workflowOrder } from '../../content/workflow';
import { diagramPoint } from '../../diagram/layout';
import { litAt } from '../../diagram/route';
import { workflowDiagram } from './diagram';
import { WORKFLOW_PAD, tileSize } from './layout';

const { edges: workflowEdgeList, route: workflowRoute } = workflowDiagram;

describe('workflow layout', () => {
  it('keeps every tile inside the panel', () => {
    for (const node of workflowNodes) {
      const [x, y] = diagramPoint(node.x, node.y, 560, 340, WORKFLOW_PAD);
      const half = tileSize(node) / 2;
      expect(x - half).toBeGreaterThanOrEqual(0);
      expect(y - half).toBeGreaterThanOrEqual(0);
      expect(x + half).toBeLessThanOrEqual(560);
      expect(y + half).toBeLessThanOrEqual(340);
    }
  });

  it('has connections, every one pointing forward, and an order made of known nodes', () => {
    expect(workflowEdgeList.length).toBeGreaterThan(0);
    for (const [a, b] of workflowEdgeList) {
      const from = workflowNodes[a]!;
      const to = workflowNodes[b]!;
      expect(to.x > from.x || (to.x === from.x && to.y > from.y)).toBe(true);
    }
    const ids = new Set(workflowNodes.map((n) => n.id));
    for (const id of workflowOrder) expect(ids.has(id)).toBe(true);
  });

  it('advances one step per tick along connections and starts each run over at the trigger', () => {
    const first = litAt(workflowRoute, 0);
    expect(workflowNodes[first.active]?.id).toBe(workflowOrder[0]);
    expect(first.previous).toBe(-1);
    const second = litAt(workflowRoute, 1);
    expect(workflowNodes[second.active]?.id).toBe(workflowOrder[1]);
    expect(workflowNodes[second.previous]?.id).toBe(workflowOrder[0]);
    expect(litAt(workflowRoute, workflowOrder.length)).toEqual(first);
    const edges = new Set(workflowEdgeList.map(([a, b]) => `${a}-${b}`));
    for (let k = 1; k < workflowOrder.length; k += 1) {
      const { previous, active } = litAt(workflowRoute, k);
      expect(edges.has(`${previous}-${active}`)).toBe(true);
    }
  });
});
