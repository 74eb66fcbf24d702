import type { WorkflowNode } from '../../content/types';
import type { NodeDecals, TextDecal } from '../../diagram/defineDiagram';
import { iconPaths } from '../../ui/iconPaths';
import { ICON_FRAME, ICON_SVG_ATTRIBUTES } from '../../ui/ShellIcon';
import { theme } from '../../ui/theme';
import { workflowLook } from './look';

/** The badge's font on desktop: the site's own, at the look's size and tracking (the twins' CSS sets the same). */
export const badgeFont = (): TextDecal['font'] => ({
  family: theme.font.body,
  weight: theme.weight.semibold,
  sizeRem: workflowLook.badge.sizeRem,
  letterSpacingEm: workflowLook.badge.letterSpacingEm,
  lineHeight: theme.leading.normal,
});

/** What a step's twin shows on its tile, which the WebGL scene draws: its icon and its badge. */
export const workflowDecals = (node: WorkflowNode): NodeDecals => ({
  icon: {
    markup: iconPaths[node.icon],
    frame: ICON_FRAME,
    attributes: ICON_SVG_ATTRIBUTES,
    color: workflowLook.color[node.type],
    grow: workflowLook.icon.grow,
  },
  badge: { text: node.label.toUpperCase(), color: workflowLook.badge.color, font: badgeFont() },
});
