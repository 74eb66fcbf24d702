import styled from 'styled-components';
import { talentNodes } from '../../content/talent';
import { invalidateScenes } from '../../canvas/invalidate';
import { useTalentSelection } from '../../store/heroSelection';
import { nodeCss, twinSize } from './layout';
import { TALENT_GROUP_LABEL, TALENT_POPUP_ID, talentTwinId } from './signal';

const Group = styled.div`
  position: absolute;
  inset: 0;
  pointer-events: none;
`;

const Twin = styled.button`
  position: absolute;
  transform: translate(-50%, -50%);
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  cursor: pointer;
  pointer-events: auto;
  -webkit-tap-highlight-color: transparent;
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.talentGlow};
    outline-offset: 1px;
  }
`;

const hover = (id: string | null) => {
  useTalentSelection.getState().setHovered(id);
  invalidateScenes();
};

/**
 * The network's accessible twins: one real button per engineer over its node (the same layout function as the
 * scene and the SVG), so a pointer click at a node hits its button and keyboard users reach every profile.
 */
export function TalentTwins() {
  const selected = useTalentSelection((s) => s.selected);
  const select = useTalentSelection((s) => s.select);
  return (
    <Group role="group" aria-label={TALENT_GROUP_LABEL} data-twin-group="talent">
      {talentNodes.map((node) => {
        const size = twinSize(node.size);
        const open = selected === node.id;
        return (
          <Twin
            key={node.id}
            id={talentTwinId(node.id)}
            type="button"
            style={{ ...nodeCss(node.x, node.y), width: size, height: size }}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? TALENT_POPUP_ID : undefined}
            data-node={node.id}
            onClick={() => {
              select(open ? null : node.id);
              invalidateScenes();
            }}
            onPointerEnter={() => hover(node.id)}
            onPointerLeave={() => hover(null)}
            onFocus={() => hover(node.id)}
            onBlur={() => hover(null)}
          >
            <span className="visually-hidden">{`${node.name}, ${node.role}`}</span>
          </Twin>
        );
      })}
    </Group>
  );
}
