import type { MouseEvent } from 'react';
import { pageError } from '../content/pageError';
import { paths } from '../content/paths';
import { ButtonLink } from '../ui/Button';
import { Container, H1, Lead } from '../ui/layout';
import { MessageActions, MessageSection } from '../ui/MessagePage';
import { reloadPage } from './reloadPage';

/** Loads this address again as a document, not through the app that failed to show it. */
const reloadDocument = (event: MouseEvent<HTMLAnchorElement>) => {
  event.preventDefault();
  reloadPage();
};

/** What shows in place of a page that could not be shown (src/app/PageBoundary.tsx). */
export function PageError() {
  const here = `${location.pathname}${location.search}`;
  return (
    <MessageSection aria-labelledby="page-error-heading">
      <Container>
        <H1 id="page-error-heading">{pageError.heading}</H1>
        <Lead>{pageError.text}</Lead>
        <MessageActions>
          <ButtonLink href={here} onClick={reloadDocument} $size="lg">
            {pageError.reload}
          </ButtonLink>
          <ButtonLink href={paths.home} $variant="secondary" $size="lg">
            {pageError.home}
          </ButtonLink>
        </MessageActions>
      </Container>
    </MessageSection>
  );
}
