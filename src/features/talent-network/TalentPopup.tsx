import { useCallback } from 'react';
import styled from 'styled-components';
import { hero } from '../../content/home';
import { talentNodes } from '../../content/talent';
import { invalidateScenes } from '../../canvas/invalidate';
import { ScenePopup } from '../../canvas/ScenePopup';
import { useTalentSelection } from '../../store/heroSelection';
import { TALENT_POPUP_ID, talentTwinId } from './signal';

const Name = styled.h3`
  font-size: ${(p) => p.theme.text.lg};
  font-weight: ${(p) => p.theme.weight.bold};
`;

const Role = styled.p`
  margin-top: ${(p) => p.theme.space[1]};
  color: ${(p) => p.theme.color.talentGlow};
  font-size: ${(p) => p.theme.text.sm};
  font-weight: ${(p) => p.theme.weight.semibold};
`;

const SkillsLabel = styled.p`
  margin-top: ${(p) => p.theme.space[3]};
  font-size: ${(p) => p.theme.text.xs};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${(p) => p.theme.color.textInverseMuted};
`;

const Skills = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[2]};
  margin: ${(p) => p.theme.space[2]} 0 0;
  padding: 0;
  list-style: none;
  li {
    padding: 0.125rem 0.625rem;
    border-radius: ${(p) => p.theme.radius.pill};
    font-size: ${(p) => p.theme.text.xs};
    font-weight: ${(p) => p.theme.weight.medium};
    color: ${(p) => p.theme.color.talentSoft};
    background: rgba(45, 212, 191, 0.12);
    border: 1px solid rgba(45, 212, 191, 0.28);
  }
`;

/** The picked engineer's profile: name, role and skills, next to the node. */
export function TalentPopup() {
  const selected = useTalentSelection((s) => s.selected);
  const select = useTalentSelection((s) => s.select);
  const close = useCallback(() => {
    select(null);
    invalidateScenes();
  }, [select]);
  const node = talentNodes.find((n) => n.id === selected);
  const anchor = node ? document.getElementById(talentTwinId(node.id)) : null;
  if (!node || !anchor) return null;
  return (
    <ScenePopup
      key={node.id}
      id={TALENT_POPUP_ID}
      anchor={anchor}
      label={node.name}
      tone="talent"
      twinSelector='[data-twin-group="talent"]'
      onClose={close}
    >
      <Name>{node.name}</Name>
      <Role>{node.role}</Role>
      <SkillsLabel id={`${TALENT_POPUP_ID}-skills`}>{hero.skillsLabel}</SkillsLabel>
      <Skills aria-labelledby={`${TALENT_POPUP_ID}-skills`}>
        {node.skills.map((skill) => (
          <li key={skill}>{skill}</li>
        ))}
      </Skills>
    </ScenePopup>
  );
}
