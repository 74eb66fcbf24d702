import styled from 'styled-components';
import { servicePaths } from '../content/paths';
import { serviceSummaries } from '../content/services/summaries';
import type { ServiceId } from '../content/types';
import { uiCopy } from '../content/uiCopy';
import { AppLink } from '../ui/AppLink';
import { ContactButton } from '../ui/ContactButton';
import { cardImage } from '../seo/cardImage';
import { faqPageNode, serviceNode } from '../seo/jsonLd';
import { PageMeta } from '../seo/PageMeta';
import { Icon } from '../ui/Icon';
import { Card, CardGrid, CheckList, H3, IconTile } from '../ui/layout';
import { noLoneWord } from '../ui/noLoneWord';
import { StatRow } from '../ui/StatRow';
import { useOfferContent } from './offerContent';
import { OfferPage } from './OfferPage';
import { media } from '../ui/theme';

const Body = styled.p`
  color: ${(p) => p.theme.color.textMuted};
`;

const Stats = styled.div`
  margin-bottom: ${(p) => p.theme.space[6]};
`;

const ServiceLink = styled(AppLink)`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[3]};
  height: 100%;
  padding: ${(p) => p.theme.space[4]} ${(p) => p.theme.space[5]};
  border-radius: ${(p) => p.theme.radius.lg};
  border: 1px solid ${(p) => p.theme.color.surfaceSunken};
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  font-weight: ${(p) => p.theme.weight.semibold};
  line-height: ${(p) => p.theme.leading.snug};
  text-decoration: none;
  ${media.hover} {
    &:hover {
      border-color: ${(p) => p.theme.color.solutions};
      color: ${(p) => p.theme.color.solutions};
    }
  }
  /* The arrow keeps its size when the title wraps. */
  > svg:last-child {
    flex: none;
    margin-left: auto;
  }
`;

/**
 * A static industry description on the offer-page template (healthcare carries the most content): each page's content
 * and picture is a chunk of its own (src/pages/industry/, docs/decisions/0052-a-chunk-per-offer-page.md), and the
 * services it links to are named by their summaries.
 */
export default function IndustryPage({ id }: { id: string }) {
  const { content: page, picture } = useOfferContent('industry', id);
  // In menu order, as before the pages' content was split.
  const related = (Object.keys(servicePaths) as ServiceId[])
    .filter((service) => page.relatedServices.includes(service))
    .map((service) => ({ id: service, path: servicePaths[service], ...serviceSummaries[service] }));
  return (
    <>
      <PageMeta
        title={page.title}
        description={page.description}
        path={page.path}
        structuredData={[
          serviceNode({
            name: page.title,
            description: page.description,
            path: page.path,
            image: cardImage(page.path)?.url,
            audience: page.name,
          }),
          ...(page.faqs ? [faqPageNode(page.faqs, page.path)] : []),
        ]}
      />
      <OfferPage
        hero={{
          eyebrow: page.name,
          heading: page.heading,
          lead: page.lead,
          picture,
          actions: (
            <ContactButton place="industry-hero" interest="consultation">
              {uiCopy.consultationButton}
            </ContactButton>
          ),
        }}
        sections={[
          {
            id: 'industry-capabilities',
            intro: page.capabilities,
            content: (
              <>
                {page.stats && (
                  <Stats>
                    <StatRow stats={page.stats} />
                  </Stats>
                )}
                <CardGrid>
                  {page.sections.map((s) => (
                    <Card key={s.heading}>
                      <H3>{noLoneWord(s.heading)}</H3>
                      <Body>{noLoneWord(s.body)}</Body>
                      {s.points && (
                        <CheckList>
                          {s.points.map((pt) => (
                            <li key={pt}>
                              <Icon name="check" size={18} />
                              {pt}
                            </li>
                          ))}
                        </CheckList>
                      )}
                    </Card>
                  ))}
                </CardGrid>
              </>
            ),
          },
          {
            id: 'industry-services',
            intro: { heading: uiCopy.relatedServices },
            content: (
              <CardGrid $columns={4}>
                {related.map((s) => (
                  <ServiceLink key={s.id} href={s.path}>
                    <IconTile>
                      <Icon name={s.icon} />
                    </IconTile>
                    {s.eyebrow}
                    <Icon name="arrow-right" size={18} />
                  </ServiceLink>
                ))}
              </CardGrid>
            ),
          },
        ]}
        faqs={page.faqs}
        closing={page.closing}
        closingPlace="industry-final"
        interest="consultation"
      />
    </>
  );
}
