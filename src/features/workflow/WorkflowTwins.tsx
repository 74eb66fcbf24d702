import styled from 'styled-components';
import { diagramCss } from '../../diagram/layout';
import { DiagramTwins, TwinButton } from '../../diagram/DiagramTwins';
import { Icon } from '../../ui/Icon';
import { media } from '../../ui/theme';
import { WORKFLOW_GROUP_LABEL, workflowDiagram } from './diagram';
import { WORKFLOW_PAD_CSS, tileSize } from './layout';
import { workflowLook as look } from './look';
import { workflowTwinName } from './twinName';

const { icon, badge } = look;

const Twin = styled(TwinButton)`
  display: grid;
  place-items: center;
  border-radius: 14px;
  svg {
    width: ${() => icon.size}%;
    height: ${() => icon.size}%;
    transition: transform ${(p) => p.theme.motion.base} ${(p) => p.theme.motion.ease};
  }
  ${media.hover} {
    &:hover svg {
      transform: scale(${() => icon.grow});
    }
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.color.focusOnDark};
    outline-offset: 4px;
  }
`;

const Label = styled.span`
  position: absolute;
  top: calc(100% + ${() => badge.gap}px);
  left: 50%;
  transform: translateX(-50%);
  font-size: ${() => badge.sizeRem}rem;
  font-weight: ${(p) => p.theme.weight.semibold};
  line-height: ${(p) => p.theme.leading.normal};
  letter-spacing: ${() => badge.letterSpacingEm}em;
  text-transform: uppercase;
  white-space: nowrap;
  color: ${() => badge.color};
  ${media.mobile} {
    top: calc(100% + ${() => badge.phone.gap}px);
    font-size: ${() => badge.phone.sizeRem}rem;
    letter-spacing: ${() => badge.phone.letterSpacingEm}em;
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
            color: look.color[node.type],
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
