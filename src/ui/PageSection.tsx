import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { SectionIntro } from '../content/types';
import { Container, H2, Lead, Section, type Tone } from './layout';
import { noLoneWord } from './noLoneWord';
import { media } from './theme';

const Header = styled.header`
  margin-bottom: ${(p) => p.theme.space[10]};
  ${media.mobile} {
    margin-bottom: ${(p) => p.theme.space[8]};
  }
`;

/** Heading beside the content from 1024 px: the first of the grid's three columns, the content in the other two. */
const Beside = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space[6]};
  @media (min-width: 1024px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    column-gap: ${(p) => p.theme.space[6]};
    > header {
      margin: 0;
    }
    /* A side heading: a size under the section headings above, to fit its column. */
    h2 {
      font-size: ${(p) => p.theme.text['3xl']};
    }
    > :last-child {
      grid-column: span 2;
    }
  }
`;

interface PageSectionProps {
  /** Id of the heading, which names the section. */
  id: string;
  intro: SectionIntro;
  tone?: Tone;
  /** `stacked`: heading above the content; `beside`: heading in the first column on wide screens (an FAQ). */
  layout?: 'stacked' | 'beside';
  children: ReactNode;
}

/** A section of a page under its own heading (docs/product.md#page-template). */
export function PageSection({ id, intro, tone = 'plain', layout = 'stacked', children }: PageSectionProps) {
  const header = (
    <Header>
      <H2 id={id}>{noLoneWord(intro.heading)}</H2>
      {intro.lead && <Lead>{noLoneWord(intro.lead)}</Lead>}
    </Header>
  );
  return (
    <Section $tone={tone} aria-labelledby={id}>
      <Container>
        {layout === 'beside' ? (
          <Beside>
            {header}
            <div>{children}</div>
          </Beside>
        ) : (
          <>
            {header}
            {children}
          </>
        )}
      </Container>
    </Section>
  );
}
