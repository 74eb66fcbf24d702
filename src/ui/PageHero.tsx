import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { IconName } from '../content/types';
import { Icon } from './Icon';
import { Container, Eyebrow, H1, Lead } from './layout';
import { media } from './theme';

const Band = styled.section`
  position: relative;
  overflow: hidden;
  color: ${(p) => p.theme.color.textInverse};
  background:
    radial-gradient(ellipse at 80% 0%, rgba(56, 189, 248, 0.22), transparent 55%),
    radial-gradient(ellipse at 0% 100%, rgba(45, 212, 191, 0.16), transparent 50%),
    ${(p) => p.theme.color.ink};
  padding-block: clamp(3.5rem, 2rem + 6vw, 7rem);
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background-image:
      linear-gradient(rgba(148, 163, 184, 0.07) 1px, transparent 1px),
      linear-gradient(90deg, rgba(148, 163, 184, 0.07) 1px, transparent 1px);
    background-size: 48px 48px;
    mask-image: linear-gradient(180deg, #000 30%, transparent);
    pointer-events: none;
  }
`;

const Inner = styled(Container)`
  position: relative;
  z-index: ${(p) => p.theme.z.raised};
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: ${(p) => p.theme.space[8]};
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[3]};
  margin-top: ${(p) => p.theme.space[8]};
`;

const Badge = styled.div`
  display: grid;
  place-items: center;
  width: 9rem;
  height: 9rem;
  border-radius: 2rem;
  color: ${(p) => p.theme.color.solutionsGlow};
  background: linear-gradient(145deg, rgba(59, 130, 246, 0.25), rgba(15, 118, 110, 0.2));
  border: 1px solid rgba(148, 163, 184, 0.25);
  box-shadow: 0 0 80px rgba(56, 189, 248, 0.18);
  ${media.mobile} {
    display: none;
  }
`;

interface PageHeroProps {
  eyebrow: string;
  heading: string;
  lead: string;
  icon?: IconName;
  actions?: ReactNode;
}

/** The dark opening band of every inner page, holding its one <h1>. */
export function PageHero({ eyebrow, heading, lead, icon, actions }: PageHeroProps) {
  return (
    <Band>
      <Inner>
        <div>
          <Eyebrow $tone="inverse">{eyebrow}</Eyebrow>
          <H1>{heading}</H1>
          <Lead>{lead}</Lead>
          {actions && <Actions>{actions}</Actions>}
        </div>
        {icon && (
          <Badge>
            <Icon name={icon} size={72} />
          </Badge>
        )}
      </Inner>
    </Band>
  );
}
