import { useCallback } from 'react';
import styled from 'styled-components';
import { workflowNodes } from '../../content/workflow';
import { invalidateScenes } from '../../canvas/invalidate';
import { ScenePopup } from '../../canvas/ScenePopup';
import { useWorkflowSelection } from '../../store/heroSelection';
import { TYPE_COLOR, WORKFLOW_POPUP_ID, workflowTwinId } from './look';

const Badge = styled.p`
  display: inline-block;
  padding: 0.125rem 0.625rem;
  border-radius: ${(p) => p.theme.radius.pill};
  font-size: ${(p) => p.theme.text.xs};
  font-weight: ${(p) => p.theme.weight.semibold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  background: rgba(255, 255, 255, 0.06);
  border: 1px solid currentColor;
`;

const Title = styled.h3`
  margin-top: ${(p) => p.theme.space[2]};
  font-size: ${(p) => p.theme.text.lg};
  font-weight: ${(p) => p.theme.weight.bold};
`;

const Description = styled.p`
  margin-top: ${(p) => p.theme.space[2]};
  font-size: ${(p) => p.theme.text.sm};
  line-height: ${(p) => p.theme.leading.normal};
  color: ${(p) => p.theme.color.textInverseMuted};
`;

/** The picked workflow step: its label, title and description, next to the node. */
export function WorkflowDetails() {
  const selected = useWorkflowSelection((s) => s.selected);
  const select = useWorkflowSelection((s) => s.select);
  const close = useCallback(() => {
    select(null);
    invalidateScenes();
  }, [select]);
  const node = workflowNodes.find((n) => n.id === selected);
  const anchor = node ? document.getElementById(workflowTwinId(node.id)) : null;
  if (!node || !anchor) return null;
  return (
    <ScenePopup
      key={node.id}
      id={WORKFLOW_POPUP_ID}
      anchor={anchor}
      label={node.title}
      tone="solutions"
      twinSelector='[data-twin-group="workflow"]'
      onClose={close}
    >
      <Badge style={{ color: TYPE_COLOR[node.type] }}>{node.label}</Badge>
      <Title>{node.title}</Title>
      <Description>{node.description}</Description>
    </ScenePopup>
  );
}
