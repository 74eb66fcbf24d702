import { useId } from 'react';
import { servicePages } from '../content/services';
import { uiCopy } from '../content/uiCopy';
import type { ServiceId } from '../content/types';
import { ContactButton } from '../ui/ContactButton';
import { ServiceTabPanel } from '../features/service-tabs/ServiceTabPanel';
import { useSection } from '../features/service-tabs/useSection';
import { cardImage } from '../seo/cardImage';
import { faqPageNode, serviceNode } from '../seo/jsonLd';
import { PageMeta } from '../seo/PageMeta';
import { Accordion } from '../ui/Accordion';
import { CtaBand } from '../ui/CtaBand';
import { Container, H2, Section, SectionHeader } from '../ui/layout';
import { PageHero } from '../ui/PageHero';
import { Tabs } from '../ui/Tabs';

/** The one template behind the six tabbed service pages, driven by `content/services`. */
export default function ServicePage({ id }: { id: ServiceId }) {
  // Ids of its own: the pages rendered ahead share the document with the page on screen.
  const faqHeadingId = useId();
  const page = servicePages.find((p) => p.id === id);
  if (!page) throw new Error(`No service page content for "${id}"`);
  const tabIds = page.tabs.map((t) => t.id);
  const [selected, select] = useSection(tabIds);
  const tab = page.tabs.find((t) => t.id === selected) ?? page.tabs[0];

  return (
    <>
      <PageMeta
        title={page.title}
        description={page.description}
        path={page.path}
        keywords={page.keywords}
        structuredData={[
          serviceNode({
            name: page.title,
            description: page.description,
            path: page.path,
            image: cardImage(page.path)?.url,
          }),
          ...(page.faqs ? [faqPageNode(page.faqs, page.path)] : []),
        ]}
      />
      <PageHero
        eyebrow={page.eyebrow}
        heading={page.heading}
        lead={page.lead}
        icon={page.icon}
        actions={
          <ContactButton place="service-hero" interest={page.interest}>
            {uiCopy.consultationButton}
          </ContactButton>
        }
      />
      <Section>
        <Container>
          <Tabs
            label={uiCopy.offersLabel(page.title)}
            tabs={page.tabs}
            selectedId={selected}
            onSelect={select}
          >
            {tab && <ServiceTabPanel tab={tab} interest={page.interest} />}
          </Tabs>
        </Container>
      </Section>
      {page.faqs && (
        <Section $tone="alt" aria-labelledby={faqHeadingId}>
          <Container>
            <SectionHeader $center>
              <H2 id={faqHeadingId}>{uiCopy.faqHeading}</H2>
            </SectionHeader>
            <Accordion items={page.faqs} />
          </Container>
        </Section>
      )}
      {page.finalCta && (
        <Section>
          <Container>
            <CtaBand
              level={2}
              heading={page.finalCta.heading}
              body={page.finalCta.body}
              action={
                <ContactButton place="service-final" interest={page.interest} variant="inverse">
                  {page.finalCta.button}
                </ContactButton>
              }
            />
          </Container>
        </Section>
      )}
    </>
  );
}
