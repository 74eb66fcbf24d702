import styled from 'styled-components';
import { workflowNodes } from '../../content/workflow';
import { invalidateScenes } from '../../canvas/invalidate';
import { useWorkflowSelection } from '../../store/heroSelection';
import { Icon } from '../../ui/Icon';
import { media } from '../../ui/theme';
import { tileSize, workflowCss } from './layout';
import {
  TYPE_COLOR,
  WORKFLOW_GROUP_LABEL,
  WORKFLOW_POPUP_ID,
  workflowTwinId,
  workflowTwinName,
} from './look';

const Group = styled.div`
  position: absolute;
  inset: 0;
  pointer-events: none;
`;

const Twin = styled.button`
  position: absolute;
  display: grid;
  place-items: center;
  transform: translate(-50%, -50%);
  padding: 0;
  border: 0;
  border-radius: 14px;
  background: transparent;
  cursor: pointer;
  pointer-events: auto;
  -webkit-tap-highlight-color: transparent;
  svg {
    width: 44%;
    height: 44%;
    transition: transform ${(p) => p.theme.motion.base} ${(p) => p.theme.motion.ease};
  }
  &:hover svg {
    transform: scale(1.12);
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.solutionsGlow};
    outline-offset: 4px;
  }
`;

const Label = styled.span`
  position: absolute;
  top: calc(100% + 8px);
  left: 50%;
  transform: translateX(-50%);
  font-size: 0.6875rem;
  font-weight: ${(p) => p.theme.weight.semibold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  white-space: nowrap;
  color: ${(p) => p.theme.color.textInverseMuted};
  ${media.mobile} {
    top: calc(100% + 4px);
    font-size: 0.5625rem;
    letter-spacing: 0.05em;
  }
`;

const hover = (id: string | null) => {
  useWorkflowSelection.getState().setHovered(id);
  invalidateScenes();
};

/** The diagram's twins: a button per node (named by its title) carrying the node's icon and label. */
export function WorkflowTwins() {
  const selected = useWorkflowSelection((s) => s.selected);
  const select = useWorkflowSelection((s) => s.select);
  return (
    <Group role="group" aria-label={WORKFLOW_GROUP_LABEL} data-twin-group="workflow">
      {workflowNodes.map((node) => {
        const size = tileSize(node);
        const open = selected === node.id;
        return (
          <Twin
            key={node.id}
            id={workflowTwinId(node.id)}
            type="button"
            aria-label={workflowTwinName(node)}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? WORKFLOW_POPUP_ID : undefined}
            data-node={node.id}
            style={{
              ...workflowCss(node.x, node.y),
              width: `calc(var(--tile-scale, 1) * ${size}px)`,
              height: `calc(var(--tile-scale, 1) * ${size}px)`,
              color: TYPE_COLOR[node.type],
            }}
            onClick={() => {
              select(open ? null : node.id);
              invalidateScenes();
            }}
            onPointerEnter={() => hover(node.id)}
            onPointerLeave={() => hover(null)}
            onFocus={() => hover(node.id)}
            onBlur={() => hover(null)}
          >
            <Icon name={node.icon} />
            <Label>{node.label}</Label>
          </Twin>
        );
      })}
    </Group>
  );
}
