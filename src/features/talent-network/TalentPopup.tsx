import styled from 'styled-components';
import { hero } from '../../content/home';
import { DiagramPopup } from '../../diagram/DiagramPopup';
import { talentDiagram } from './diagram';

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

const skillsId = `${talentDiagram.popupId}-skills`;

/** The picked engineer's profile: name, role and skills, next to the node. */
export function TalentPopup() {
  return (
    <DiagramPopup diagram={talentDiagram} tone="talent" label={(node) => node.name}>
      {(node) => (
        <>
          <Name>{node.name}</Name>
          <Role>{node.role}</Role>
          <SkillsLabel id={skillsId}>{hero.skillsLabel}</SkillsLabel>
          <Skills aria-labelledby={skillsId}>
            {node.skills.map((skill) => (
              <li key={skill}>{skill}</li>
            ))}
          </Skills>
        </>
      )}
    </DiagramPopup>
  );
}
