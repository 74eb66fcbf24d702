import type { WorkflowNodeType } from '../../content/types';

/** Accent of each workflow node type, shared by the WebGL scene, the SVG and the twins' icons. */
export const TYPE_COLOR: Record<WorkflowNodeType, string> = {
  trigger: '#fbbf24',
  action: '#60a5fa',
  decision: '#a78bfa',
  service: '#22d3ee',
};

/** Shape index used by the tile shader: 0 circle, 1 rounded square, 2 diamond, 3 squircle with inner ring. */
export const TYPE_SHAPE: Record<WorkflowNodeType, number> = {
  trigger: 0,
  action: 1,
  decision: 2,
  service: 3,
};

/** A twin's accessible name: its title, and the visible badge under it unless the title already says it (WCAG 2.5.3). */
export const workflowTwinName = ({ title, label }: { title: string; label: string }) =>
  title.toLowerCase().includes(label.toLowerCase()) ? title : `${title}, ${label}`;
