import styled from 'styled-components';
import { DiagramPopup } from '../../diagram/DiagramPopup';
import { workflowDiagram } from './diagram';
import { workflowLook } from './look';
import { noLoneWord } from '../../ui/noLoneWord';

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
  return (
    <DiagramPopup diagram={workflowDiagram} tone="solutions" label={(node) => node.title}>
      {(node) => (
        <>
          <Badge style={{ color: workflowLook.color[node.type] }}>{node.label}</Badge>
          <Title>{noLoneWord(node.title)}</Title>
          <Description>{node.description}</Description>
        </>
      )}
    </DiagramPopup>
  );
}
