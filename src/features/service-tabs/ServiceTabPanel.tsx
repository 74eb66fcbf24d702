import styled from 'styled-components';
import type { ServiceInterest, ServiceTab } from '../../content/types';
import { Accordion } from '../../ui/Accordion';
import { Icon } from '../../ui/Icon';
import { CardGrid, CheckList, H2, Lead } from '../../ui/layout';
import { noLoneWord } from '../../ui/noLoneWord';
import { StatRow } from '../../ui/StatRow';
import { media } from '../../ui/theme';
import { ContactButton } from '../../ui/ContactButton';
import { ComparisonTableView } from './ComparisonTableView';
import { RecommendationView } from './RecommendationView';
import { ServiceCardView } from './ServiceCardView';

const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space[10]};
  ${media.mobile} {
    gap: ${(p) => p.theme.space[8]};
  }
`;

/** The introduction on the grid: copy over the first two columns, the highlights in the third (stacked on phones). */
const Intro = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space[6]};
  align-items: start;
  @media (min-width: 1024px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    > :first-child {
      grid-column: span 2;
    }
  }
`;

/** The panel's title: one level under the section's heading, set a size under it. */
const Title = styled(H2)`
  font-size: ${(p) => p.theme.text['3xl']};
`;

const Action = styled.div`
  margin-top: ${(p) => p.theme.space[6]};
`;

const Highlights = styled(CheckList)`
  padding: ${(p) => p.theme.space[6]};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.surfaceAlt};
`;

interface ServiceTabPanelProps {
  tab: ServiceTab;
  /** Service preselected by this panel's call to action. */
  interest: ServiceInterest;
}

/** The content of one service tab: its introduction with its call to action, then its figures, offers and extras. */
export function ServiceTabPanel({ tab, interest }: ServiceTabPanelProps) {
  return (
    <Stack>
      <Intro>
        <div>
          <Title as="h3">{noLoneWord(tab.heading)}</Title>
          <Lead>{noLoneWord(tab.intro)}</Lead>
          <Action>
            <ContactButton place="service-panel" interest={interest}>
              {tab.action}
            </ContactButton>
          </Action>
        </div>
        <Highlights>
          {tab.highlights.map((h) => (
            <li key={h}>
              <Icon name="check" size={18} />
              {h}
            </li>
          ))}
        </Highlights>
      </Intro>
      {tab.stats && <StatRow stats={tab.stats} />}
      {tab.cards && (
        <CardGrid>
          {tab.cards.map((card) => (
            <ServiceCardView key={card.title} card={card} />
          ))}
        </CardGrid>
      )}
      {tab.comparison && <ComparisonTableView table={tab.comparison} />}
      {tab.recommendation && <RecommendationView recommendation={tab.recommendation} />}
      {tab.faqs && <Accordion items={tab.faqs} headingLevel={4} />}
    </Stack>
  );
}
