import styled from 'styled-components';
import { comingSoonPages } from '../content/comingSoon';
import { contactSentPage } from '../content/contactSent';
import { paths } from '../content/paths';
import { uiCopy } from '../content/uiCopy';
import { PageMeta } from '../seo/PageMeta';
import { ButtonLink } from '../ui/Button';
import { ContactButton } from '../ui/ContactButton';
import { Container, Eyebrow, H1, Lead } from '../ui/layout';
import { noLoneWord } from '../ui/noLoneWord';

const Wrap = styled.section`
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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${(p) => p.theme.space[4]};
`;

/** Blog, Careers and Contact: placeholders that only say they are coming soon (Contact's also opens the contact
 * dialog, which every page has); and the same kind of one-message page for the contact form's confirmation. */
export default function ComingSoonPage({ id }: { id: string }) {
  const page = [...comingSoonPages, contactSentPage].find((p) => p.id === id);
  if (!page) throw new Error(`No placeholder content for "${id}"`);
  const contactCta = 'contactCta' in page ? page.contactCta : undefined;
  return (
    <>
      <PageMeta title={page.title} description={page.description} path={page.path} noIndex />
      <Wrap>
        <Container>
          <Eyebrow>{page.eyebrow ?? uiCopy.comingSoon}</Eyebrow>
          <H1>{noLoneWord(page.heading)}</H1>
          <Lead>{noLoneWord(page.text)}</Lead>
          <Actions>
            {contactCta ? <ContactButton place="contact-page">{contactCta}</ContactButton> : null}
            <ButtonLink href={paths.home} $size="lg" $variant={contactCta ? 'secondary' : 'primary'}>
              {page.backLink ?? uiCopy.backHome}
            </ButtonLink>
          </Actions>
        </Container>
      </Wrap>
    </>
  );
}
