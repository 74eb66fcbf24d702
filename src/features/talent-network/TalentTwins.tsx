import styled from 'styled-components';
import { diagramCss } from '../../diagram/layout';
import { DiagramTwins, TwinButton } from '../../diagram/DiagramTwins';
import { TALENT_GROUP_LABEL, talentDiagram } from './diagram';
import { TALENT_PAD_CSS, twinSize } from './layout';

const Twin = styled(TwinButton)`
  border-radius: 50%;
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.color.focusOnDark};
    outline-offset: 2px;
  }
`;

/** The network's twins: a round button per engineer over its node, named by name and role. */
export function TalentTwins() {
  return (
    <DiagramTwins
      diagram={talentDiagram}
      label={TALENT_GROUP_LABEL}
      button={Twin}
      twin={(node) => {
        const size = twinSize(node.size);
        return {
          style: { ...diagramCss(node.x, node.y, TALENT_PAD_CSS), width: size, height: size },
          label: `${node.name}, ${node.role}`,
          content: null,
        };
      }}
    />
  );
}
