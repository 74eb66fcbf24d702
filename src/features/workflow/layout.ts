import type { WorkflowNode } from '../../content/types';

/** Inset (px) between the scene box and the 0–100 panel space (room for the tiles and their labels). */
export const WORKFLOW_PAD = 40;

/** Edge (px) of a node tile at size 1. */
export const TILE_SIZE = 46;

export const tileSize = (node: Pick<WorkflowNode, 'size'>): number => Math.round(TILE_SIZE * node.size);

export function workflowPoint(
  x: number,
  y: number,
  w: number,
  h: number,
  pad = WORKFLOW_PAD,
): [number, number] {
  return [pad + (x / 100) * (w - 2 * pad), pad + (y / 100) * (h - 2 * pad)];
}

/**
 * The pad in CSS: the `--workflow-pad` custom property, which a narrow box (the phone hero) lowers to give the
 * diagram more room, else WORKFLOW_PAD. The SVG and the twins both use it; the WebGL scene (desktop) keeps the default.
 */
export const WORKFLOW_PAD_CSS = `var(--workflow-pad, ${WORKFLOW_PAD}px)`;

/** A node's position in CSS, inside a box padded by `pad` (a CSS length). */
export function workflowCss(x: number, y: number, pad = WORKFLOW_PAD_CSS): { left: string; top: string } {
  return {
    left: `calc(${pad} + (100% - 2 * ${pad}) * ${x / 100})`,
    top: `calc(${pad} + (100% - 2 * ${pad}) * ${y / 100})`,
  };
}

export function workflowEdges(nodes: readonly WorkflowNode[]): [number, number][] {
  const index = new Map(nodes.map((n, i) => [n.id, i]));
  return nodes.flatMap((node, i) =>
    node.connections.map((to): [number, number] => {
      const j = index.get(to);
      if (j === undefined) throw new Error(`Workflow node ${node.id} connects to unknown ${to}`);
      return [i, j];
    }),
  );
}

/** Index of the node active at `tick` (one step of `order` per 1000 ms tick) and of the step before it. */
export function activeStep(
  nodes: readonly WorkflowNode[],
  order: readonly string[],
  tick: number,
): { active: number; previous: number } {
  const at = (k: number) => {
    if (order.length === 0) return -1;
    const id = order[((k % order.length) + order.length) % order.length];
    return nodes.findIndex((n) => n.id === id);
  };
  return { active: at(tick), previous: tick % order.length === 0 ? -1 : at(tick - 1) };
}
