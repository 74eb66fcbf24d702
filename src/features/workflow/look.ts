import type { WorkflowNode, WorkflowNodeType } from '../../content/types';
import type { NodeDecals, TextDecal } from '../../diagram/defineDiagram';
import { iconPaths } from '../../ui/iconPaths';
import { ICON_FRAME, ICON_SVG_ATTRIBUTES } from '../../ui/ShellIcon';
import { theme } from '../../ui/theme';

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

/** How much a step's icon grows while the step is hovered. */
export const ICON_HOVER_GROW = 1.12;

/** The badge under a step's tile on desktop (the twins' CSS and the scene's decal both set it from here). */
export const BADGE_FONT: TextDecal['font'] = {
  family: theme.font.body,
  weight: theme.weight.semibold,
  sizeRem: 0.6875,
  letterSpacingEm: 0.08,
  lineHeight: theme.leading.normal,
};

/** What a step's twin shows on its tile, which the WebGL scene draws: its icon and its badge. */
export const workflowDecals = (node: WorkflowNode): NodeDecals => ({
  icon: {
    markup: iconPaths[node.icon],
    frame: ICON_FRAME,
    attributes: ICON_SVG_ATTRIBUTES,
    color: TYPE_COLOR[node.type],
    grow: ICON_HOVER_GROW,
  },
  badge: { text: node.label.toUpperCase(), color: theme.color.textInverseMuted, font: BADGE_FONT },
});

/** A twin's accessible name: its title, and the visible badge under it unless the title already says it (WCAG 2.5.3). */
export const workflowTwinName = ({ title, label }: { title: string; label: string }) =>
  title.toLowerCase().includes(label.toLowerCase()) ? title : `${title}, ${label}`;
