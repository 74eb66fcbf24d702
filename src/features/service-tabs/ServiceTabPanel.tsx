import styled from 'styled-components';
import type { ServiceInterest, ServiceTab } from '../../content/types';
import { Accordion } from '../../ui/Accordion';
import { CtaBand } from '../../ui/CtaBand';
import { Icon } from '../../ui/Icon';
import { CheckList, Grid, H2, Lead } from '../../ui/layout';
import { StatRow } from '../../ui/StatRow';
import { media } from '../../ui/theme';
import { ContactButton } from '../../ui/ContactButton';
import { ComparisonTableView } from './ComparisonTableView';
import { RecommendationView } from './RecommendationView';
import { ServiceCardView } from './ServiceCardView';

const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space[12]};
  ${media.mobile} {
    gap: ${(p) => p.theme.space[8]};
  }
`;

const Intro = styled.div`
  display: grid;
  grid-template-columns: 1.2fr 1fr;
  gap: ${(p) => p.theme.space[10]};
  align-items: start;
  > * {
    min-width: 0;
  }
  ${media.mobile} {
    grid-template-columns: 1fr;
    gap: ${(p) => p.theme.space[6]};
  }
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

/** The content of one service tab, always closing with a call to action that opens the contact dialog. */
export function ServiceTabPanel({ tab, interest }: ServiceTabPanelProps) {
  return (
    <Stack>
      <Intro>
        <div>
          <H2>{tab.heading}</H2>
          <Lead>{tab.intro}</Lead>
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
        <Grid $min="18rem">
          {tab.cards.map((card) => (
            <ServiceCardView key={card.title} card={card} />
          ))}
        </Grid>
      )}
      {tab.comparison && <ComparisonTableView table={tab.comparison} />}
      {tab.recommendation && <RecommendationView recommendation={tab.recommendation} />}
      {tab.faqs && <Accordion items={tab.faqs} />}
      <CtaBand
        heading={tab.cta.heading}
        body={tab.cta.body}
        action={
          <ContactButton place="service-panel" interest={interest} variant="inverse">
            {tab.cta.button}
          </ContactButton>
        }
      />
    </Stack>
  );
}
