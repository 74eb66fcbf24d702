import { useId } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { industryPages } from '../content/industries';
import { servicePages } from '../content/services';
import { uiCopy } from '../content/uiCopy';
import { ContactButton } from '../ui/ContactButton';
import { cardImage } from '../seo/cardImage';
import { faqPageNode, serviceNode } from '../seo/jsonLd';
import { PageMeta } from '../seo/PageMeta';
import { Accordion } from '../ui/Accordion';
import { Icon } from '../ui/Icon';
import { Card, CheckList, Container, Grid, H2, H3, IconTile, Section, SectionHeader } from '../ui/layout';
import { PageHero } from '../ui/PageHero';
import { StatRow } from '../ui/StatRow';

const Body = styled.p`
  color: ${(p) => p.theme.color.textMuted};
`;

const ServiceLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[3]};
  padding: ${(p) => p.theme.space[4]} ${(p) => p.theme.space[5]};
  border-radius: ${(p) => p.theme.radius.lg};
  border: 1px solid ${(p) => p.theme.color.surfaceSunken};
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  font-weight: ${(p) => p.theme.weight.semibold};
  text-decoration: none;
  &:hover {
    border-color: ${(p) => p.theme.color.solutions};
    color: ${(p) => p.theme.color.solutions};
  }
  svg:last-child {
    margin-left: auto;
  }
`;

/** A static industry description (healthcare carries the most content). */
export default function IndustryPage({ id }: { id: string }) {
  // Ids of its own: the pages rendered ahead share the document with the page on screen.
  const servicesHeadingId = useId();
  const faqHeadingId = useId();
  const page = industryPages.find((p) => p.id === id);
  if (!page) throw new Error(`No industry page content for "${id}"`);
  const related = servicePages.filter((s) => page.relatedServices.includes(s.id));
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
      <PageHero
        eyebrow={page.name}
        heading={page.heading}
        lead={page.lead}
        icon={page.icon}
        actions={
          <ContactButton place="industry-hero" interest="consultation">
            {uiCopy.consultationButton}
          </ContactButton>
        }
      />
      {page.stats && (
        <Section>
          <Container>
            <StatRow stats={page.stats} />
          </Container>
        </Section>
      )}
      <Section $tone={page.stats ? 'alt' : 'plain'}>
        <Container>
          <Grid $min="20rem">
            {page.sections.map((s) => (
              <Card key={s.heading}>
                <H3 as="h2">{s.heading}</H3>
                <Body>{s.body}</Body>
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
          </Grid>
        </Container>
      </Section>
      {related.length > 0 && (
        <Section aria-labelledby={servicesHeadingId}>
          <Container>
            <SectionHeader>
              <H2 id={servicesHeadingId}>{uiCopy.relatedServices}</H2>
            </SectionHeader>
            <Grid $min="16rem">
              {related.map((s) => (
                <ServiceLink key={s.id} href={s.path}>
                  <IconTile>
                    <Icon name={s.icon} />
                  </IconTile>
                  {s.title}
                  <Icon name="arrow-right" size={18} />
                </ServiceLink>
              ))}
            </Grid>
          </Container>
        </Section>
      )}
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
    </>
  );
}
