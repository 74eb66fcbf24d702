import type { WorkflowNode } from '../../content/types';

/** Inset (px) between the scene box and the 0–100 panel space (room for the tiles and their labels). */
export const WORKFLOW_PAD = 40;

/**
 * The pad in CSS: the `--workflow-pad` custom property, which a narrow box (the phone hero) lowers to give the
 * diagram more room, else WORKFLOW_PAD. The SVG and the twins both use it; the WebGL scene (desktop) keeps the default.
 */
export const WORKFLOW_PAD_CSS = `var(--workflow-pad, ${WORKFLOW_PAD}px)`;

/** Edge (px) of a node tile at size 1. */
export const TILE_SIZE = 46;

export const tileSize = (node: Pick<WorkflowNode, 'size'>): number => Math.round(TILE_SIZE * node.size);
