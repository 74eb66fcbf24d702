import { sceneFlags } from '../canvas/sceneFlags';
import { homeFaqs, homeMeta, whereWeExcel } from '../content/home';
import { paths } from '../content/paths';
import { uiCopy } from '../content/uiCopy';
import { FaqSection } from '../features/faq/FaqSection';
import { HelpSection } from '../features/help/HelpSection';
import { Hero } from '../features/hero/Hero';
import { PartnerMarquee } from '../features/marquee/PartnerMarquee';
import { TalentNetwork } from '../features/talent-network/TalentNetwork';
import { TalentPopup } from '../features/talent-network/TalentPopup';
import { Workflow } from '../features/workflow/Workflow';
import { WorkflowDetails } from '../features/workflow/WorkflowDetails';
import { ServiceWheel } from '../features/service-wheel/ServiceWheel';
import { faqPageNode, organizationNode, webSiteNode } from '../seo/jsonLd';
import { PageMeta } from '../seo/PageMeta';
import { useWebgl } from '../store/webgl';
import { AfterFirstScreen } from '../ui/AfterFirstScreen';
import { Container, H2, Lead, Section, SectionHeader } from '../ui/layout';
import { noLoneWord } from '../ui/noLoneWord';

// The scenes' tuning panel, only under ?debug: a chunk of its own (docs/decisions/0046-one-look-module-per-scene.md).
if (sceneFlags().debug) void import('../tuning/mountTuning');

export default function HomePage() {
  // A look tuned in the ?debug panel renders the page again: each scene's SVG, CSS and twins read their look anew.
  useWebgl((s) => s.looks);
  return (
    <>
      <PageMeta
        title={homeMeta.title}
        description={homeMeta.description}
        path={paths.home}
        structuredData={[organizationNode(), webSiteNode(), faqPageNode(homeFaqs, paths.home)]}
      />
      <Hero
        solutionsArt={<Workflow />}
        solutionsPopup={<WorkflowDetails />}
        talentArt={<TalentNetwork />}
        talentPopup={<TalentPopup />}
      />
      <PartnerMarquee />
      <AfterFirstScreen>
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
      </AfterFirstScreen>
    </>
  );
}
