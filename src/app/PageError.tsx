import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { pageError } from '../content/pageError';
import { paths } from '../content/paths';
import { ButtonLink } from '../ui/Button';
import { Container, H1, Lead } from '../ui/layout';

const Wrap = styled.section`
  display: grid;
  place-items: center;
  min-height: 60vh;
  padding-block: ${(p) => p.theme.section};
  text-align: center;
  p {
    margin: ${(p) => p.theme.space[4]} auto ${(p) => p.theme.space[8]};
    max-width: 40rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${(p) => p.theme.space[4]};
`;

/** Loads this address again as a document, not through the app that failed to show it. */
const reloadDocument = (event: MouseEvent<HTMLAnchorElement>) => {
  event.preventDefault();
  location.assign(event.currentTarget.href);
};

/** What shows in place of a page that could not be shown (src/app/PageBoundary.tsx). */
export function PageError() {
  const here = `${location.pathname}${location.search}`;
  return (
    <Wrap aria-labelledby="page-error-heading">
      <Container>
        <H1 id="page-error-heading">{pageError.heading}</H1>
        <Lead>{pageError.text}</Lead>
        <Actions>
          <ButtonLink href={here} onClick={reloadDocument} $size="lg">
            {pageError.reload}
          </ButtonLink>
          <ButtonLink href={paths.home} $variant="secondary" $size="lg">
            {pageError.home}
          </ButtonLink>
        </Actions>
      </Container>
    </Wrap>
  );
}
