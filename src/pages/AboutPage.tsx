import styled from 'styled-components';
import { about } from '../content/about';
import { paths } from '../content/paths';
import { uiCopy } from '../content/uiCopy';
import { ContactButton } from '../ui/ContactButton';
import { aboutPageNode } from '../seo/jsonLd';
import { PageMeta } from '../seo/PageMeta';
import { Icon } from '../ui/Icon';
import {
  Card,
  CheckList,
  Container,
  Grid,
  H2,
  H3,
  IconTile,
  Lead,
  Section,
  SectionHeader,
} from '../ui/layout';
import { PageHero } from '../ui/PageHero';
import { StatRow } from '../ui/StatRow';
import { media } from '../ui/theme';

const Story = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${(p) => p.theme.space[12]};
  align-items: start;
  ${media.mobile} {
    grid-template-columns: 1fr;
    gap: ${(p) => p.theme.space[8]};
  }
  p + p {
    margin-top: ${(p) => p.theme.space[4]};
  }
`;

const Mission = styled.div`
  padding: ${(p) => p.theme.space[8]};
  border-radius: ${(p) => p.theme.radius.xl};
  color: ${(p) => p.theme.color.textInverse};
  background: linear-gradient(
    135deg,
    ${(p) => p.theme.color.solutionsStrong},
    ${(p) => p.theme.color.talentStrong}
  );
  p {
    margin-top: ${(p) => p.theme.space[3]};
    font-size: ${(p) => p.theme.text.lg};
  }
`;

const Muted = styled.p`
  color: ${(p) => p.theme.color.textMuted};
`;

const Pills = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[2]};
  list-style: none;
  margin: ${(p) => p.theme.space[3]} 0 0;
  padding: 0;
  li {
    padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[4]};
    border-radius: ${(p) => p.theme.radius.pill};
    background: ${(p) => p.theme.color.solutionsSoft};
    color: ${(p) => p.theme.color.solutionsStrong};
    font-weight: ${(p) => p.theme.weight.semibold};
  }
`;

const Avatar = styled.span`
  display: grid;
  place-items: center;
  width: 3.5rem;
  height: 3.5rem;
  border-radius: ${(p) => p.theme.radius.pill};
  background: linear-gradient(135deg, ${(p) => p.theme.color.solutions}, ${(p) => p.theme.color.talent});
  color: ${(p) => p.theme.color.textInverse};
  font-weight: ${(p) => p.theme.weight.bold};
`;

const Role = styled.p`
  color: ${(p) => p.theme.color.solutions};
  font-weight: ${(p) => p.theme.weight.semibold};
  font-size: ${(p) => p.theme.text.sm};
`;

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

export default function AboutPage() {
  return (
    <>
      <PageMeta
        title={about.title}
        description={about.description}
        path={paths.about}
        structuredData={[aboutPageNode(about.title, about.description, paths.about)]}
      />
      <PageHero
        eyebrow={about.eyebrow}
        heading={about.heading}
        lead={about.lead}
        icon="building"
        actions={
          <ContactButton place="about-hero" interest="consultation">
            {uiCopy.consultationButton}
          </ContactButton>
        }
      />
      <Section>
        <Container>
          <Story>
            <div>
              {about.story.map((paragraph) => (
                <Lead as="p" key={paragraph}>
                  {paragraph}
                </Lead>
              ))}
            </div>
            <div>
              <StatRow stats={about.stats} />
              <Mission>
                <H2 as="h2">{about.mission.heading}</H2>
                <p>{about.mission.body}</p>
              </Mission>
            </div>
          </Story>
        </Container>
      </Section>
      <Section $tone="alt" aria-labelledby="values-heading">
        <Container>
          <SectionHeader>
            <H2 id="values-heading">{about.valuesHeading}</H2>
          </SectionHeader>
          <Grid $min="15rem">
            {about.values.map((v) => (
              <Card key={v.title}>
                <IconTile>
                  <Icon name={v.icon} />
                </IconTile>
                <H3>{v.title}</H3>
                <Muted>{v.body}</Muted>
              </Card>
            ))}
          </Grid>
        </Container>
      </Section>
      <Section aria-labelledby="partnerships-heading">
        <Container>
          <SectionHeader>
            <H2 id="partnerships-heading">{about.partnerships.heading}</H2>
            <Lead>{about.partnerships.lead}</Lead>
          </SectionHeader>
          <Grid $min="18rem">
            <Card>
              <H3>{about.partnerships.cloudHeading}</H3>
              <Pills>
                {about.partnerships.cloud.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </Pills>
            </Card>
            <Card>
              <H3>{about.partnerships.securityHeading}</H3>
              <CheckList>
                {about.partnerships.security.map((s) => (
                  <li key={s}>
                    <Icon name="shield" size={18} />
                    {s}
                  </li>
                ))}
              </CheckList>
            </Card>
            <Card>
              <H3>{about.certificationsHeading}</H3>
              <CheckList>
                {about.certifications.map((c) => (
                  <li key={c}>
                    <Icon name="award" size={18} />
                    {c}
                  </li>
                ))}
              </CheckList>
            </Card>
          </Grid>
        </Container>
      </Section>
      <Section $tone="alt" aria-labelledby="leadership-heading">
        <Container>
          <SectionHeader>
            <H2 id="leadership-heading">{about.leadershipHeading}</H2>
          </SectionHeader>
          <Grid $min="15rem">
            {about.leadership.map((person) => (
              <Card key={person.name}>
                <Avatar aria-hidden="true">{initials(person.name)}</Avatar>
                <H3>{person.name}</H3>
                <Role>{person.role}</Role>
                <Muted>{person.bio}</Muted>
              </Card>
            ))}
          </Grid>
          <Lead>
            {about.contactLine.text} <a href={about.contactLine.href}>{about.contactLine.email}</a>.
          </Lead>
        </Container>
      </Section>
    </>
  );
}
