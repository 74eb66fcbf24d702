import { sceneFlags } from '../canvas/sceneFlags';
import { homeFaqs, homeMeta } from '../content/home';
import { paths } from '../content/paths';
import { Hero } from '../features/hero/Hero';
import { PartnerMarquee } from '../features/marquee/PartnerMarquee';
import { TalentNetwork } from '../features/talent-network/TalentNetwork';
import { TalentPopup } from '../features/talent-network/TalentPopup';
import { Workflow } from '../features/workflow/Workflow';
import { WorkflowDetails } from '../features/workflow/WorkflowDetails';
import { faqPageNode, organizationNode, webSiteNode } from '../seo/jsonLd';
import { PageMeta } from '../seo/PageMeta';
import { useWebgl } from '../store/webgl';
import { AfterFirstScreen, pagePart } from '../ui/AfterFirstScreen';

// The scenes' tuning panel, only under ?debug: a chunk of its own (docs/decisions/0046-one-look-module-per-scene.md).
if (sceneFlags().debug) void import('../tuning/mountTuning');

/** The wheel, the help section and the FAQ: a chunk of their own, which a tap to the page does not wait for. */
const BelowFirstScreen = pagePart(() => import('./HomeBelowFirstScreen'));

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
        <BelowFirstScreen />
      </AfterFirstScreen>
    </>
  );
}
