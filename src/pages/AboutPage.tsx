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
  CardGrid,
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
import { noLoneWord } from '../ui/noLoneWord';
import { CtaBand } from '../ui/CtaBand';
import { partners } from '../content/partners';
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

/** The figures and the mission, one gap apart. */
const Facts = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space[6]};
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

/** The page's three-column grid: cloud partners across it, then security (one column) and certifications (two). */
const Partnerships = styled(CardGrid)`
  > :first-child {
    grid-column: 1 / -1;
  }
`;

/** The cloud partners as text badges (docs/decisions/0010-partner-badges-as-text.md), beside their heading. */
const CloudCard = styled(Card)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  align-items: center;
  column-gap: ${(p) => p.theme.space[6]};
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Badges = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${(p) => p.theme.space[3]};
  list-style: none;
  margin: 0;
  padding: 0;
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  li {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space[3]};
    padding: ${(p) => p.theme.space[3]} ${(p) => p.theme.space[4]};
    border-radius: ${(p) => p.theme.radius.md};
    background: ${(p) => p.theme.color.solutionsSoft};
    color: ${(p) => p.theme.color.solutionsStrong};
    font-size: ${(p) => p.theme.text.sm};
    line-height: ${(p) => p.theme.leading.snug};
  }
  svg {
    flex: none;
  }
  strong {
    display: block;
    font-size: ${(p) => p.theme.text.base};
    color: ${(p) => p.theme.color.text};
  }
`;

const WideCard = styled(Card)`
  grid-column: span 2;
  ${media.mobile} {
    grid-column: auto;
  }
`;

const TwoColumnList = styled(CheckList)`
  grid-template-columns: repeat(2, minmax(0, 1fr));
  column-gap: ${(p) => p.theme.space[6]};
  @media (max-width: 1023px) {
    grid-template-columns: minmax(0, 1fr);
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
            <Facts>
              <StatRow stats={about.stats} columns={2} />
              <Mission>
                <H2>{noLoneWord(about.mission.heading)}</H2>
                <p>{noLoneWord(about.mission.body)}</p>
              </Mission>
            </Facts>
          </Story>
        </Container>
      </Section>
      <Section $tone="alt" aria-labelledby="values-heading">
        <Container>
          <SectionHeader>
            <H2 id="values-heading">{noLoneWord(about.valuesHeading)}</H2>
          </SectionHeader>
          <Grid $min="15rem">
            {about.values.map((v) => (
              <Card key={v.title}>
                <IconTile>
                  <Icon name={v.icon} />
                </IconTile>
                <H3>{noLoneWord(v.title)}</H3>
                <Muted>{noLoneWord(v.body)}</Muted>
              </Card>
            ))}
          </Grid>
        </Container>
      </Section>
      <Section aria-labelledby="partnerships-heading">
        <Container>
          <SectionHeader>
            <H2 id="partnerships-heading">{noLoneWord(about.partnerships.heading)}</H2>
            <Lead>{noLoneWord(about.partnerships.lead)}</Lead>
          </SectionHeader>
          <Partnerships>
            <CloudCard>
              <H3>{noLoneWord(about.partnerships.cloudHeading)}</H3>
              <Badges>
                {partners.map((partner) => (
                  <li key={partner.name}>
                    <Icon name="cloud" size={22} />
                    <span>
                      <strong>{partner.name}</strong>
                      {partner.tier}
                    </span>
                  </li>
                ))}
              </Badges>
            </CloudCard>
            <Card>
              <H3>{noLoneWord(about.partnerships.securityHeading)}</H3>
              <CheckList>
                {about.partnerships.security.map((s) => (
                  <li key={s}>
                    <Icon name="shield" size={18} />
                    {s}
                  </li>
                ))}
              </CheckList>
            </Card>
            <WideCard>
              <H3>{noLoneWord(about.certificationsHeading)}</H3>
              <TwoColumnList>
                {about.certifications.map((c) => (
                  <li key={c}>
                    <Icon name="award" size={18} />
                    {c}
                  </li>
                ))}
              </TwoColumnList>
            </WideCard>
          </Partnerships>
        </Container>
      </Section>
      <Section $tone="alt" aria-labelledby="leadership-heading">
        <Container>
          <SectionHeader>
            <H2 id="leadership-heading">{noLoneWord(about.leadershipHeading)}</H2>
          </SectionHeader>
          <Grid $min="15rem">
            {about.leadership.map((person) => (
              <Card key={person.name}>
                <Avatar aria-hidden="true">{initials(person.name)}</Avatar>
                <H3>{noLoneWord(person.name)}</H3>
                <Role>{noLoneWord(person.role)}</Role>
                <Muted>{person.bio}</Muted>
              </Card>
            ))}
          </Grid>
        </Container>
      </Section>
      <Section>
        <Container>
          <CtaBand
            level={2}
            heading={about.closing.heading}
            body={
              <>
                {about.closing.before} <a href={about.closing.href}>{about.closing.email}</a>{' '}
                {noLoneWord(about.closing.after)}
              </>
            }
            action={
              <ContactButton place="about-final" interest="consultation" variant="inverse">
                {about.closing.button}
              </ContactButton>
            }
          />
        </Container>
      </Section>
    </>
  );
}
