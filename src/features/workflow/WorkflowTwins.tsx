import styled from 'styled-components';
import { diagramCss } from '../../diagram/layout';
import { DiagramTwins, TwinButton } from '../../diagram/DiagramTwins';
import { Icon } from '../../ui/Icon';
import { media } from '../../ui/theme';
import { WORKFLOW_GROUP_LABEL, workflowDiagram } from './diagram';
import { WORKFLOW_PAD_CSS, tileSize } from './layout';
import { BADGE_FONT, ICON_HOVER_GROW, TYPE_COLOR, workflowTwinName } from './look';

const Twin = styled(TwinButton)`
  display: grid;
  place-items: center;
  border-radius: 14px;
  svg {
    width: 44%;
    height: 44%;
    transition: transform ${(p) => p.theme.motion.base} ${(p) => p.theme.motion.ease};
  }
  &:hover svg {
    transform: scale(${ICON_HOVER_GROW});
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.color.focusOnDark};
    outline-offset: 4px;
  }
`;

const Label = styled.span`
  position: absolute;
  top: calc(100% + 8px);
  left: 50%;
  transform: translateX(-50%);
  font-size: ${BADGE_FONT.sizeRem}rem;
  font-weight: ${BADGE_FONT.weight};
  line-height: ${BADGE_FONT.lineHeight};
  letter-spacing: ${BADGE_FONT.letterSpacingEm}em;
  text-transform: uppercase;
  white-space: nowrap;
  color: ${(p) => p.theme.color.textInverseMuted};
  ${media.mobile} {
    top: calc(100% + 4px);
    font-size: 0.5625rem;
    letter-spacing: 0.05em;
  }
`;

/**
 * The diagram's twins: a button per step (named by its title and badge) carrying the step's icon and badge, which
 * the WebGL scene draws as decals from the same data while it shows (workflowDecals; the SVG does not draw them:
 * here they show over it).
 */
export function WorkflowTwins() {
  return (
    <DiagramTwins
      diagram={workflowDiagram}
      label={WORKFLOW_GROUP_LABEL}
      button={Twin}
      twin={(node) => {
        const size = `calc(var(--tile-scale, 1) * ${tileSize(node)}px)`;
        return {
          style: {
            ...diagramCss(node.x, node.y, WORKFLOW_PAD_CSS),
            width: size,
            height: size,
            color: TYPE_COLOR[node.type],
          },
          label: workflowTwinName(node),
          content: (
            <>
              <Icon name={node.icon} data-decal="icon" />
              <Label data-decal="badge">{node.label}</Label>
            </>
          ),
        };
      }}
    />
  );
}
