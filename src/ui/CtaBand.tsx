import type { ReactNode } from 'react';
import styled from 'styled-components';
import { noLoneWord } from './noLoneWord';
import { media } from './theme';

const Band = styled.aside`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[6]};
  padding: ${(p) => p.theme.space[8]} ${(p) => p.theme.space[10]};
  border-radius: ${(p) => p.theme.radius.xl};
  color: ${(p) => p.theme.color.textInverse};
  background:
    radial-gradient(circle at 85% 20%, rgba(96, 165, 250, 0.35), transparent 45%),
    linear-gradient(120deg, ${(p) => p.theme.color.ink}, #172554);
  h2,
  h3 {
    font-size: ${(p) => p.theme.text['2xl']};
  }
  p {
    margin-top: ${(p) => p.theme.space[2]};
    color: ${(p) => p.theme.color.textInverseMuted};
    max-width: 40rem;
  }
  a {
    color: ${(p) => p.theme.color.textInverse};
    overflow-wrap: anywhere;
  }
  ${media.mobile} {
    flex-direction: column;
    align-items: flex-start;
    padding: ${(p) => p.theme.space[6]};
  }
`;

interface CtaBandProps {
  heading: string;
  /** One or two sentences (a string is kept from ending on a lone word), or text with a link. */
  body: ReactNode;
  /** The action, usually a ContactButton. */
  action: ReactNode;
  /** Heading level inside the page outline. */
  level?: 2 | 3;
}

/** The dark call-to-action band closing a panel or a page. */
export function CtaBand({ heading, body, action, level = 3 }: CtaBandProps) {
  const Heading = `h${level}` as const;
  return (
    <Band aria-label={heading}>
      <div>
        <Heading>{noLoneWord(heading)}</Heading>
        <p>{typeof body === 'string' ? noLoneWord(body) : body}</p>
      </div>
      {action}
    </Band>
  );
}
