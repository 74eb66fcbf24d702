import { uiCopy } from '../content/uiCopy';
import type { ServiceId } from '../content/types';
import { ContactButton } from '../ui/ContactButton';
import { ServiceTabPanel } from '../features/service-tabs/ServiceTabPanel';
import { useSection } from '../features/service-tabs/useSection';
import { cardImage } from '../seo/cardImage';
import { faqPageNode, serviceNode } from '../seo/jsonLd';
import { PageMeta } from '../seo/PageMeta';
import { Tabs } from '../ui/Tabs';
import { useOfferContent } from './offerContent';
import { OfferPage } from './OfferPage';

/**
 * The one template behind the six tabbed service pages, driven by `content/services`: each page's content and
 * picture is a chunk of its own (src/pages/service/, docs/decisions/0052-a-chunk-per-offer-page.md).
 */
export default function ServicePage({ id }: { id: ServiceId }) {
  const { content: page, picture } = useOfferContent('service', id);
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
      <OfferPage
        hero={{
          eyebrow: page.eyebrow,
          heading: page.heading,
          lead: page.lead,
          picture,
          actions: (
            <ContactButton place="service-hero" interest={page.interest}>
              {uiCopy.consultationButton}
            </ContactButton>
          ),
        }}
        sections={[
          {
            id: 'service-offers',
            intro: page.offers,
            content: (
              <Tabs
                label={uiCopy.offersLabel(page.title)}
                tabs={page.tabs}
                selectedId={selected}
                onSelect={select}
              >
                {tab && <ServiceTabPanel tab={tab} interest={page.interest} />}
              </Tabs>
            ),
          },
        ]}
        faqs={page.faqs}
        closing={page.closing}
        closingPlace="service-final"
        interest={page.interest}
      />
    </>
  );
}
