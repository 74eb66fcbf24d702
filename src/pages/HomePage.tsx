import { sceneFlags } from '../canvas/sceneFlags';
import { isMobileViewport, whenWidened } from '../canvas/sceneSupport';
import { homeFaqs, homeMeta } from '../content/home';
import { paths } from '../content/paths';
import { Hero } from '../features/hero/Hero';
import { PictureBackdrop } from '../features/hero/PictureBackdrop';
import { PartnerMarquee } from '../features/marquee/PartnerMarquee';
import { Workflow } from '../features/workflow/Workflow';
import { WorkflowDetails } from '../features/workflow/WorkflowDetails';
import { faqPageNode, organizationNode, webSiteNode } from '../seo/jsonLd';
import { PageMeta } from '../seo/PageMeta';
import { useHero, type HeroTab } from '../store/hero';
import { useWebgl } from '../store/webgl';
import { AfterFirstScreen, pagePart } from '../ui/AfterFirstScreen';
import { deferredEmptyPart, deferredPagePart } from '../ui/DeferredPart';
import { deferPagePart } from '../ui/pageCode';

// The scenes' tuning panel, only under ?debug: a chunk of its own (docs/decisions/0046-one-look-module-per-scene.md).
if (sceneFlags().debug) void import('../tuning/mountTuning');

/** The wheel, the help section and the FAQ: a chunk of their own, which a tap to the page does not wait for. */
const BelowFirstScreen = pagePart(() => import('./HomeBelowFirstScreen'));

/**
 * The hero's parts a phone's first screen does not show (the divider, the talent side's network and popup), in one
 * chunk of their own (docs/decisions/0054-the-home-hero-s-desktop-parts-in-a-chunk-of-their-own.md). A desktop shows
 * them on its first screen and requests them with the page. A phone requests them when the visitor reaches for the
 * Talent tab, when its window widens to a desktop's, or when a tap shows the page; until then its prerendered page
 * keeps the server's HTML of them, unhydrated, and its hydration neither waits for them nor runs them
 * (docs/decisions/0068-the-home-hero-s-desktop-parts-hydrated-when-a-phone-reaches-for-them.md).
 */
const heroParts = deferPagePart(() => import('./HomeHeroParts'));
if (!isMobileViewport()) heroParts.request();
else {
  whenWidened(heroParts.request);
  useHero.subscribe((state) => state.mobileTab === 'talent' && heroParts.request());
}
const reachTab = (tab: HeroTab) => tab === 'talent' && heroParts.request();
const HeroDivider = deferredPagePart(heroParts, (parts) => parts.HeroDivider, {
  holdWithin: '[role="separator"]',
});
const TalentNetwork = deferredPagePart(heroParts, (parts) => parts.TalentNetwork, {
  holdWithin: '[data-art="talent"]',
});
const TalentPopup = deferredEmptyPart(heroParts, (parts) => parts.TalentPopup);

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
        onTabReach={reachTab}
      />
      <PartnerMarquee />
      <AfterFirstScreen>
        <BelowFirstScreen />
      </AfterFirstScreen>
    </>
  );
}
