import { describe, expect, it } from 'vitest';
import { workflowNodes, workflowOrder } from '../../content/workflow';
import { activeStep, tileSize, workflowCss, workflowEdges, workflowPoint } from './layout';

describe('workflow layout', () => {
  it('keeps every tile inside the panel', () => {
    for (const node of workflowNodes) {
      const [x, y] = workflowPoint(node.x, node.y, 560, 340);
      const half = tileSize(node) / 2;
      expect(x - half).toBeGreaterThanOrEqual(0);
      expect(y - half).toBeGreaterThanOrEqual(0);
      expect(x + half).toBeLessThanOrEqual(560);
      expect(y + half).toBeLessThanOrEqual(340);
    }
  });

  it('has valid connections and an order made of known nodes', () => {
    expect(workflowEdges(workflowNodes).length).toBeGreaterThan(0);
    const ids = new Set(workflowNodes.map((n) => n.id));
    for (const id of workflowOrder) expect(ids.has(id)).toBe(true);
  });

  it('matches CSS and pixel positions', () => {
    expect(workflowCss(50, 50, '40px').left).toBe('calc(40px + (100% - 2 * 40px) * 0.5)');
    expect(workflowCss(25, 75).top).toBe(
      'calc(var(--workflow-pad, 40px) + (100% - 2 * var(--workflow-pad, 40px)) * 0.75)',
    );
    expect(workflowPoint(50, 50, 480, 280, 40)).toEqual([240, 140]);
  });

  it('advances one step per tick and wraps around', () => {
    const first = activeStep(workflowNodes, workflowOrder, 0);
    expect(workflowNodes[first.active]?.id).toBe(workflowOrder[0]);
    expect(first.previous).toBe(-1);
    const second = activeStep(workflowNodes, workflowOrder, 1);
    expect(workflowNodes[second.active]?.id).toBe(workflowOrder[1]);
    expect(workflowNodes[second.previous]?.id).toBe(workflowOrder[0]);
    expect(activeStep(workflowNodes, workflowOrder, workflowOrder.length).active).toBe(first.active);
  });
});
