import { sceneFlags } from '../canvas/sceneFlags';
import { homeFaqs, homeMeta } from '../content/home';
import { paths } from '../content/paths';
import { Hero } from '../features/hero/Hero';
import type { HeroDividerProps } from '../features/hero/HeroDivider';
import { PictureBackdrop } from '../features/hero/PictureBackdrop';
import { PartnerMarquee } from '../features/marquee/PartnerMarquee';
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

/**
 * The hero's parts a phone's first screen does not show, in one chunk of their own: nothing stands in for them until
 * it has arrived (docs/decisions/0054-the-home-hero-s-desktop-parts-in-a-chunk-of-their-own.md).
 */
const heroParts = () => import('./HomeHeroParts');
const HeroDivider = pagePart<HeroDividerProps>(
  () => heroParts().then((parts) => ({ default: parts.HeroDivider })),
  null,
);
const TalentNetwork = pagePart(() => heroParts().then((parts) => ({ default: parts.TalentNetwork })), null);
const TalentPopup = pagePart(() => heroParts().then((parts) => ({ default: parts.TalentPopup })), null);

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
        Divider={HeroDivider}
        BackdropLayer={PictureBackdrop}
      />
      <PartnerMarquee />
      <AfterFirstScreen>
        <BelowFirstScreen />
      </AfterFirstScreen>
    </>
  );
}
