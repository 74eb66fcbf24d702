import { useRef } from 'react';
import styled from 'styled-components';
import { hero } from '../../content/home';
import { paths } from '../../content/paths';
import { useHero } from '../../store/hero';
import { ButtonLink } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { TalentNetwork } from '../talent-network/TalentNetwork';
import { TalentPopup } from '../talent-network/TalentPopup';
import { Workflow } from '../workflow/Workflow';
import { WorkflowDetails } from '../workflow/WorkflowDetails';
import {
  Actions,
  ArtClip,
  artBox,
  Backdrop,
  Body,
  Copy,
  Eyebrow,
  Headline,
  Panel,
  Root,
  Seam,
} from './Hero.styles';
import { HeroDivider } from './HeroDivider';
import { HeroTabs, heroPanelId, heroTabId } from './HeroTabs';
import { useSplit } from './useSplit';

const WorkflowArt = styled(Workflow)`
  ${artBox('solutions')}
`;

const TalentArt = styled(TalentNetwork)`
  ${artBox('talent')}
`;

/**
 * The home hero: solutions (workflow diagram) and talent (network) split by a draggable diagonal on desktop,
 * Solutions / Talent tabs on mobile. The text is plain prerendered HTML (the largest paint); the art is WebGL
 * from the shared canvas where available and SVG otherwise, with the same accessible twins either way.
 */
export function Hero() {
  const root = useRef<HTMLElement>(null);
  const separator = useRef<HTMLDivElement>(null);
  const tab = useHero((s) => s.mobileTab);
  const setSplit = useSplit(root, separator);
  const { solutions, talent } = hero;

  return (
    <Root ref={root} data-tab={tab} aria-labelledby="hero-solutions-heading">
      <Backdrop $side="solutions" aria-hidden="true" />
      <Backdrop $side="talent" aria-hidden="true" />
      <Seam aria-hidden="true" />
      <HeroTabs />
      <Panel
        $side="solutions"
        id={heroPanelId('solutions')}
        role="tabpanel"
        aria-labelledby={heroTabId('solutions')}
      >
        <Copy $side="solutions">
          <Eyebrow $side="solutions">{solutions.eyebrow}</Eyebrow>
          <Headline id="hero-solutions-heading">{solutions.headline}</Headline>
          <Body>{solutions.body}</Body>
          <Actions>
            <ButtonLink href={paths.customDevelopment} $variant="primary" $size="lg">
              {solutions.cta}
              <Icon name="arrow-right" size={20} />
            </ButtonLink>
          </Actions>
        </Copy>
        <ArtClip $side="solutions">
          <WorkflowArt data-art="workflow" />
        </ArtClip>
        <WorkflowDetails />
      </Panel>
      <Panel $side="talent" id={heroPanelId('talent')} role="tabpanel" aria-labelledby={heroTabId('talent')}>
        <Copy $side="talent">
          <Eyebrow $side="talent">{talent.eyebrow}</Eyebrow>
          <Headline as="h2">{talent.headline}</Headline>
          <Body>{talent.body}</Body>
          <Actions>
            <ButtonLink href={paths.itTalent} $variant="talent" $size="lg">
              {talent.cta}
              <Icon name="arrow-right" size={20} />
            </ButtonLink>
          </Actions>
        </Copy>
        <ArtClip $side="talent">
          <TalentArt data-art="talent" />
        </ArtClip>
        <TalentPopup />
      </Panel>
      <HeroDivider root={root} separator={separator} onMove={setSplit} controls={heroPanelId('solutions')} />
    </Root>
  );
}
