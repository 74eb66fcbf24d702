import styled from 'styled-components';
import { Lead } from './layout';

/**
 * A page that says one thing, centred, with its actions below: the placeholders (src/pages/ComingSoonPage.tsx) and
 * the page that could not be shown (src/app/PageError.tsx).
 */
export const MessageSection = styled.section`
  display: grid;
  place-items: center;
  min-height: 60vh;
  padding-block: ${(p) => p.theme.section};
  text-align: center;
  ${Lead} {
    margin-inline: auto;
    margin-bottom: ${(p) => p.theme.space[8]};
  }
`;

export const MessageActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${(p) => p.theme.space[4]};
`;
