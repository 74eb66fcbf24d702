import styled from 'styled-components';
import { helpSection } from '../../content/home';
import { Icon } from '../../ui/Icon';
import { Card, CheckList, Container, H2, H3, IconTile, Lead, Section, SectionHeader } from '../../ui/layout';
import { ContactButton } from '../../ui/ContactButton';
import { noLoneWord } from '../../ui/noLoneWord';

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: ${(p) => p.theme.space[6]};
`;

const Action = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${(p) => p.theme.space[10]};
`;

const Body = styled.p`
  color: ${(p) => p.theme.color.textMuted};
`;

/** 'You need more done. We bring the how.': the AI Solutions and Staffing cards and the contact call to action. */
export function HelpSection() {
  return (
    <Section aria-labelledby="help-heading">
      <Container>
        <SectionHeader $center>
          <H2 id="help-heading">{noLoneWord(helpSection.heading)}</H2>
          <Lead>{noLoneWord(helpSection.lead)}</Lead>
        </SectionHeader>
        <Cards>
          {helpSection.cards.map((card, i) => (
            <Card key={card.title}>
              <IconTile $tone={i === 0 ? 'solutions' : 'talent'}>
                <Icon name={card.icon} />
              </IconTile>
              <H3>{noLoneWord(card.title)}</H3>
              <Body>{noLoneWord(card.description)}</Body>
              <CheckList>
                {card.features.map((f) => (
                  <li key={f}>
                    <Icon name="check" size={18} />
                    {f}
                  </li>
                ))}
              </CheckList>
            </Card>
          ))}
        </Cards>
        <Action>
          <ContactButton place="home-help" interest={helpSection.interest}>
            {helpSection.button}
          </ContactButton>
        </Action>
      </Container>
    </Section>
  );
}
