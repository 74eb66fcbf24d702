import { useId, type ReactNode } from 'react';
import type { CtaPlace } from '../content/ctaPlaces';
import type { CallToAction, FaqItem, SectionIntro, ServiceInterest } from '../content/types';
import { uiCopy } from '../content/uiCopy';
import { Accordion } from '../ui/Accordion';
import { AfterFirstScreen, offPhoneFirstScreen } from '../ui/AfterFirstScreen';
import { ContactButton } from '../ui/ContactButton';
import { CtaBand } from '../ui/CtaBand';
import { Container, Section, type Tone } from '../ui/layout';
import { PageHero, type PageHeroProps } from '../ui/PageHero';
import { PageSection } from '../ui/PageSection';

/** One section of an offer page, under its own heading. */
export interface OfferSection {
  /** Names the section (its key); its heading's id is this, prefixed to be unique in the document. */
  id: string;
  intro: SectionIntro;
  content: ReactNode;
}

interface OfferPageProps {
  hero: PageHeroProps;
  sections: readonly OfferSection[];
  faqs?: readonly FaqItem[];
  closing: CallToAction;
  /** Where the closing call to action sits, and the service it preselects. */
  closingPlace: CtaPlace;
  interest: ServiceInterest;
}

const toneAt = (index: number): Tone => (index % 2 === 0 ? 'plain' : 'alt');

/**
 * The one template of the service and industry pages (docs/product.md#page-template): the hero, then sections that
 * each open with a heading, alternating white and grey, then the page's FAQ where it has one, and one closing call
 * to action.
 */
export function OfferPage({ hero, sections, faqs, closing, closingPlace, interest }: OfferPageProps) {
  const faqId = 'page-faq';
  // Ids of the page's own: pages rendered ahead share the document with the page on screen
  // (docs/decisions/0033-pages-rendered-ahead-and-swapped-after-a-frame.md).
  const idPrefix = useId();
  const all: OfferSection[] = [
    ...sections,
    ...(faqs
      ? [{ id: faqId, intro: { heading: uiCopy.faqHeading }, content: <Accordion items={faqs} /> }]
      : []),
  ];
  const renderSection = (section: OfferSection, i: number) => (
    <PageSection
      key={section.id}
      id={`${idPrefix}${section.id}`}
      intro={section.intro}
      tone={toneAt(i)}
      layout={section.id === faqId ? 'beside' : 'stacked'}
    >
      {section.content}
    </PageSection>
  );
  return (
    <>
      <PageHero {...hero} />
      {/* A phone's first screen ends at the first section's heading (746–841 px at 390×844): its content, below
          that, renders after the first screen when a tap renders the page (docs/decisions/0051). */}
      {all.slice(0, 1).map((section) =>
        renderSection(
          {
            ...section,
            content: (
              <AfterFirstScreen offFirstScreen={offPhoneFirstScreen}>{section.content}</AfterFirstScreen>
            ),
          },
          0,
        ),
      )}
      {/* Below the first screen: after it, when a tap renders the page. */}
      <AfterFirstScreen>
        {all.slice(1).map((section, i) => renderSection(section, i + 1))}
        <Section $tone={toneAt(all.length)}>
          <Container>
            <CtaBand
              level={2}
              heading={closing.heading}
              body={closing.body}
              action={
                <ContactButton place={closingPlace} interest={interest} variant="inverse">
                  {closing.button}
                </ContactButton>
              }
            />
          </Container>
        </Section>
      </AfterFirstScreen>
    </>
  );
}
