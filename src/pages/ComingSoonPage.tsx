import { comingSoonPages } from '../content/comingSoon';
import { contactSentPage } from '../content/contactSent';
import { paths } from '../content/paths';
import { uiCopy } from '../content/uiCopy';
import { PageMeta } from '../seo/PageMeta';
import { ButtonLink } from '../ui/Button';
import { ContactButton } from '../ui/ContactButton';
import { FirstPaintMark } from '../ui/FirstPaintMark';
import { Container, Eyebrow, H1, Lead } from '../ui/layout';
import { MessageActions, MessageSection } from '../ui/MessagePage';
import { noLoneWord } from '../ui/noLoneWord';

/** Blog, Careers and Contact: placeholders that only say they are coming soon (Contact's also opens the contact
 * dialog, which every page has); and the same kind of one-message page for the contact form's confirmation. */
export default function ComingSoonPage({ id }: { id: string }) {
  const page = [...comingSoonPages, contactSentPage].find((p) => p.id === id);
  if (!page) throw new Error(`No placeholder content for "${id}"`);
  const contactCta = 'contactCta' in page ? page.contactCta : undefined;
  return (
    <>
      <PageMeta title={page.title} description={page.description} path={page.path} noIndex />
      <MessageSection>
        <Container>
          <Eyebrow>{page.eyebrow ?? uiCopy.comingSoon}</Eyebrow>
          <H1>{noLoneWord(page.heading)}</H1>
          <Lead>{noLoneWord(page.text)}</Lead>
          <MessageActions>
            {contactCta ? <ContactButton place="contact-page">{contactCta}</ContactButton> : null}
            <ButtonLink href={paths.home} $size="lg" $variant={contactCta ? 'secondary' : 'primary'}>
              {page.backLink ?? uiCopy.backHome}
            </ButtonLink>
          </MessageActions>
          <FirstPaintMark />
        </Container>
      </MessageSection>
    </>
  );
}
