import { homeFaqs, whereWeExcel } from '../content/home';
import { uiCopy } from '../content/uiCopy';
import { FaqSection } from '../features/faq/FaqSection';
import { HelpSection } from '../features/help/HelpSection';
import { ServiceWheel } from '../features/service-wheel/ServiceWheel';
import { Container, H2, Lead, Section, SectionHeader } from '../ui/layout';
import { noLoneWord } from '../ui/noLoneWord';

/**
 * The home page below its first screen (src/pages/HomePage.tsx): the service wheel, the help section and the FAQ. A
 * chunk of its own, so a tap to the home page waits only for the hero's code
 * (docs/decisions/0051-a-page-s-first-screen-in-a-chunk-of-its-own.md).
 */
export default function HomeBelowFirstScreen() {
  return (
    <>
      <Section aria-labelledby="excel-heading">
        <Container>
          <SectionHeader $center>
            <H2 id="excel-heading">{noLoneWord(whereWeExcel.heading)}</H2>
            <Lead>{noLoneWord(whereWeExcel.lead)}</Lead>
          </SectionHeader>
          <ServiceWheel />
        </Container>
      </Section>
      <HelpSection />
      <FaqSection id="home-faq" heading={uiCopy.faqHeading} items={homeFaqs} />
    </>
  );
}
