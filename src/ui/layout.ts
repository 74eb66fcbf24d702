import styled, { css } from 'styled-components';
import { media } from './theme';

export { Container } from './Container';

export type Tone = 'plain' | 'alt' | 'dark';

/**
 * A page section with the shared vertical rhythm. Its tone is also an attribute, so a plain section that follows a
 * plain one drops its top padding: two white sections in a row are one gap apart, as sections of two tones are.
 */
export const Section = styled.section.attrs<{ $tone?: Tone; 'data-tone'?: Tone }>((p) => ({
  'data-tone': p.$tone ?? 'plain',
}))`
  padding-block: ${(p) => p.theme.section};
  section[data-tone='plain'] + &[data-tone='plain'] {
    padding-top: 0;
  }
  ${(p) =>
    p.$tone === 'alt' &&
    css`
      background: ${p.theme.color.surfaceAlt};
    `}
  ${(p) =>
    p.$tone === 'dark' &&
    css`
      background: ${p.theme.color.ink};
      color: ${p.theme.color.textInverse};
    `}
`;

/**
 * The grid of the service and industry pages (docs/product.md#page-template): three equal columns from 768 px, one
 * on phones, so cards, stat tiles and the sections above them share their edges. A row of four (links) is two by
 * two below 1024 px.
 */
export const CardGrid = styled.div<{ $columns?: 3 | 4 }>`
  display: grid;
  gap: ${(p) => p.theme.space[6]};
  grid-template-columns: repeat(${(p) => p.$columns ?? 3}, minmax(0, 1fr));
  @media (max-width: 1023px) {
    grid-template-columns: repeat(${(p) => (p.$columns === 4 ? 2 : 3)}, minmax(0, 1fr));
  }
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${(p) => p.theme.space[4]};
  }
`;

/** Responsive card grid: one column on phones, `$min`-wide tracks above. */
export const Grid = styled.div<{ $min?: string }>`
  display: grid;
  gap: ${(p) => p.theme.space[6]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${(p) => p.$min ?? '16rem'}), 1fr));
`;

export const Eyebrow = styled.p<{ $tone?: 'solutions' | 'talent' | 'inverse' }>`
  font-size: ${(p) => p.theme.text.sm};
  font-weight: ${(p) => p.theme.weight.semibold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${(p) =>
    p.$tone === 'talent'
      ? p.theme.color.talent
      : p.$tone === 'inverse'
        ? p.theme.color.textInverseMuted
        : p.theme.color.solutions};
  margin-bottom: ${(p) => p.theme.space[3]};
`;

export const H1 = styled.h1`
  font-size: ${(p) => p.theme.text['5xl']};
  font-weight: ${(p) => p.theme.weight.heavy};
`;

export const H2 = styled.h2`
  font-size: ${(p) => p.theme.text['4xl']};
  font-weight: ${(p) => p.theme.weight.bold};
`;

export const H3 = styled.h3`
  font-size: ${(p) => p.theme.text.xl};
  font-weight: ${(p) => p.theme.weight.semibold};
  line-height: ${(p) => p.theme.leading.snug};
`;

export const Lead = styled.p`
  font-size: ${(p) => p.theme.text.lg};
  color: inherit;
  opacity: 0.86;
  max-width: 42rem;
  margin-top: ${(p) => p.theme.space[4]};
`;

/** Heading block at the top of a section. */
export const SectionHeader = styled.header<{ $center?: boolean }>`
  margin-bottom: ${(p) => p.theme.space[10]};
  ${(p) =>
    p.$center &&
    css`
      text-align: center;
      ${Lead} {
        margin-inline: auto;
      }
    `}
  ${media.mobile} {
    margin-bottom: ${(p) => p.theme.space[8]};
  }
`;

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[3]};
  padding: ${(p) => p.theme.space[6]};
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.surfaceSunken};
  border-radius: ${(p) => p.theme.radius.lg};
  box-shadow: ${(p) => p.theme.shadow.sm};
`;

/** The square tinted tile that holds a card's icon. */
export const IconTile = styled.span<{ $tone?: 'solutions' | 'talent' }>`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: ${(p) => p.theme.radius.md};
  color: ${(p) => (p.$tone === 'talent' ? p.theme.color.talent : p.theme.color.solutions)};
  background: ${(p) => (p.$tone === 'talent' ? p.theme.color.talentSoft : p.theme.color.solutionsSoft)};
  flex: none;
`;

export const CheckList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${(p) => p.theme.space[2]};
  li {
    display: flex;
    gap: ${(p) => p.theme.space[2]};
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 0.2em;
    color: ${(p) => p.theme.color.success};
  }
`;
