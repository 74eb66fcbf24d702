import { useRef, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { hero } from '../../content/homeHero';
import { paths } from '../../content/paths';
import { isMobileViewport } from '../../canvas/sceneSupport';
import { useHero, type HeroTab } from '../../store/hero';
import { AfterFirstScreen, offPhoneFirstScreen } from '../../ui/AfterFirstScreen';
import { ButtonLink } from '../../ui/Button';
import { FirstPaintMark } from '../../ui/FirstPaintMark';
import { ShellIcon } from '../../ui/ShellIcon';
import { bySentence, noLoneWord } from '../../ui/noLoneWord';
import {
  Actions,
  ArtClip,
  ArtLayer,
  artBox,
  Backdrop,
  Body,
  Copy,
  Eyebrow,
  Headline,
  Panel,
  Root,
  Seam,
  type Side,
} from './Hero.styles';
import type { HeroDividerProps } from './HeroDivider';
import { HeroTabs, heroPanelId, heroTabId } from './HeroTabs';
import { useSplit } from './useSplit';

const ArtBox = styled.div<{ $side: Side }>`
  ${(p) => artBox(p.$side)}
`;

/** One side's scene in its box and clip, with what it opens, in the layer above the scene canvas. */
function SideArt({ side, art, popup }: { side: Side; art: ReactNode; popup?: ReactNode }) {
  return (
    <ArtLayer>
      <ArtClip $side={side}>
        <ArtBox $side={side} data-art={side === 'solutions' ? 'workflow' : 'talent'}>
          {art}
        </ArtBox>
      </ArtClip>
      {popup}
    </ArtLayer>
  );
}

/**
 * On a phone the talent side is the tab behind the solutions one: its network (205 of the hero's 343 elements) renders
 * after the first screen when a tap renders the page, unless its tab is the one shown
 * (docs/decisions/0051-a-page-s-first-screen-in-a-chunk-of-its-own.md).
 */
const talentOffFirstScreen = () => isMobileViewport() && useHero.getState().mobileTab !== 'talent';

interface HeroProps {
  /**
   * The solutions side's scene (the workflow diagram), drawn in a box the hero sizes and clips. None in the page's
   * opening (src/app/PageOpening.tsx): the box is kept, empty, until the page's code has come.
   */
  solutionsArt?: ReactNode;
  /** What the solutions scene opens (its details popup), outside the clipped box. */
  solutionsPopup?: ReactNode;
  /** The talent side's scene (the talent network). */
  talentArt?: ReactNode;
  /** What the talent scene opens (the profile popup). */
  talentPopup?: ReactNode;
  /**
   * The draggable divider (`HeroDivider`), given by the page: a desktop's alone (a phone hides it), in a chunk of the
   * page's own, and rendered after the first screen when a tap renders the page on a phone
   * (docs/decisions/0054-the-home-hero-s-desktop-parts-in-a-chunk-of-their-own.md). None in the page's opening.
   */
  Divider?: ComponentType<HeroDividerProps>;
  /**
   * Each side's backdrop: its gradients (`Backdrop`) unless the page gives its pictures (`PictureBackdrop`, in the
   * page's chunk: the opening paints the gradients).
   */
  BackdropLayer?: typeof Backdrop;
  /**
   * The visitor reaches for a tab (a phone's): pressed or focused, or chosen. The home page then asks for the talent
   * side's code, which a phone's prerendered page hydrates only then
   * (docs/decisions/0068-the-home-hero-s-desktop-parts-hydrated-when-a-phone-reaches-for-them.md).
   */
  onTabReach?: (tab: HeroTab) => void;
}

/**
 * The home hero: solutions (workflow diagram) and talent (network) split by a draggable diagonal on desktop,
 * Solutions / Talent tabs on mobile. The text is plain prerendered HTML (the largest paint); the art is WebGL
 * from the shared canvas where available and SVG otherwise, with the same accessible twins either way. Without its art
 * and divider it is the home page's opening, which the app's shell holds (src/app/PageOpening.tsx).
 */
export function Hero({
  solutionsArt,
  solutionsPopup,
  talentArt,
  talentPopup,
  Divider,
  BackdropLayer = Backdrop,
  onTabReach,
}: HeroProps) {
  const root = useRef<HTMLElement>(null);
  const separator = useRef<HTMLDivElement>(null);
  const tab = useHero((s) => s.mobileTab);
  const split = useSplit(root, separator);
  const { solutions, talent } = hero;

  return (
    <Root ref={root} data-tab={tab} aria-labelledby="hero-solutions-heading">
      <BackdropLayer data-side="solutions" aria-hidden="true" />
      <BackdropLayer data-side="talent" aria-hidden="true" />
      <Seam aria-hidden="true" />
      <HeroTabs onReach={onTabReach} />
      <Panel
        $side="solutions"
        id={heroPanelId('solutions')}
        role="tabpanel"
        aria-labelledby={heroTabId('solutions')}
      >
        <Copy $side="solutions">
          <Eyebrow $side="solutions">{solutions.eyebrow}</Eyebrow>
          <Headline id="hero-solutions-heading">{bySentence(solutions.headline)}</Headline>
          <Body>{noLoneWord(solutions.body)}</Body>
          <Actions>
            <ButtonLink href={paths.customDevelopment} $variant="primary" $size="lg">
              {solutions.cta}
              <ShellIcon name="arrow-right" size={20} />
            </ButtonLink>
          </Actions>
          <FirstPaintMark />
        </Copy>
        <SideArt side="solutions" art={solutionsArt} popup={solutionsPopup} />
      </Panel>
      <Panel $side="talent" id={heroPanelId('talent')} role="tabpanel" aria-labelledby={heroTabId('talent')}>
        <Copy $side="talent">
          <Eyebrow $side="talent">{talent.eyebrow}</Eyebrow>
          <Headline as="h2">{bySentence(talent.headline)}</Headline>
          <Body>{noLoneWord(talent.body)}</Body>
          <Actions>
            <ButtonLink href={paths.itTalent} $variant="talent" $size="lg">
              {talent.cta}
              <ShellIcon name="arrow-right" size={20} />
            </ButtonLink>
          </Actions>
        </Copy>
        <SideArt
          side="talent"
          art={
            talentArt && (
              <AfterFirstScreen offFirstScreen={talentOffFirstScreen}>{talentArt}</AfterFirstScreen>
            )
          }
          popup={talentPopup}
        />
      </Panel>
      {Divider && (
        <AfterFirstScreen offFirstScreen={offPhoneFirstScreen} placeholder={null}>
          <Divider root={root} separator={separator} split={split} controls={heroPanelId('solutions')} />
        </AfterFirstScreen>
      )}
    </Root>
  );
}
