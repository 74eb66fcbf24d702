import type { FaqItem } from '../../content/types';
import { Accordion } from '../../ui/Accordion';
import { Container, Eyebrow, H2, Lead, Section, SectionHeader } from '../../ui/layout';
import { noLoneWord } from '../../ui/noLoneWord';

interface FaqSectionProps {
  id: string;
  eyebrow?: string;
  heading: string;
  lead?: string;
  items: readonly FaqItem[];
}

/** A titled section of questions in a single-open accordion. */
export function FaqSection({ id, eyebrow, heading, lead, items }: FaqSectionProps) {
  return (
    <Section $tone="alt" aria-labelledby={id}>
      <Container>
        <SectionHeader $center>
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <H2 id={id}>{noLoneWord(heading)}</H2>
          {lead && <Lead>{noLoneWord(lead)}</Lead>}
        </SectionHeader>
        <Accordion items={items} />
      </Container>
    </Section>
  );
}
