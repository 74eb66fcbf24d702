import { useEffect, useRef, useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { partners, partnersHeading } from '../../content/partners';
import { uiCopy } from '../../content/uiCopy';
import { Icon } from '../../ui/Icon';
import { noLoneWord } from '../../ui/noLoneWord';
import { Container } from '../../ui/layout';
import { watchScrolling } from '../../ui/scrolling';
import { media } from '../../ui/theme';

const slide = keyframes`
  to { transform: translateX(-50%); }
`;

const Band = styled.section`
  padding-block: ${(p) => p.theme.space[10]};
  border-block: 1px solid ${(p) => p.theme.color.surfaceSunken};
  background: ${(p) => p.theme.color.surface};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[4]};
  margin-bottom: ${(p) => p.theme.space[6]};
  h2 {
    font-size: ${(p) => p.theme.text.sm};
    font-weight: ${(p) => p.theme.weight.semibold};
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: ${(p) => p.theme.color.textMuted};
  }
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]};
  min-height: 2.75rem;
  padding: 0 ${(p) => p.theme.space[3]};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.pill};
  background: transparent;
  font-size: ${(p) => p.theme.text.sm};
  cursor: pointer;
  ${media.reducedMotion} {
    display: none;
  }
  /* Phones: the icon alone (the label stays the button's accessible name), so the heading keeps the width. */
  ${media.mobile} {
    justify-content: center;
    min-width: 2.75rem;
    padding: 0;
    span {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
`;

const Viewport = styled.div`
  overflow: hidden;
  mask-image: linear-gradient(90deg, transparent, #000 8%, #000 92%, transparent);
`;

const Track = styled.ul<{ $paused: boolean }>`
  display: flex;
  width: max-content;
  margin: 0;
  padding: 0;
  list-style: none;
  animation: ${slide} 40s linear infinite;
  ${(p) =>
    p.$paused &&
    css`
      animation-play-state: paused;
    `}
  ${Viewport}:hover &,
  ${Viewport}:focus-within &,
  ${Viewport}[data-scrolling] & {
    animation-play-state: paused;
  }
  /* Away from the screen the slide is removed, not paused: a transform animation, even a paused one, gives the track
     a compositor layer of its own (3,700 px wide), and that layer is built and rasterized when it comes on screen,
     in the middle of the scroll that brings it there (docs/view-layer.md, "Scrolling"). Without the animation the
     track is painted with the page; the slide starts again from its first position, unseen, once the page is still. */
  ${Viewport}[data-offscreen] & {
    animation-name: none;
  }
  ${media.reducedMotion} {
    animation: none;
    flex-wrap: wrap;
    justify-content: center;
    width: auto;
  }
`;

const Badge = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[3]};
  margin-right: ${(p) => p.theme.space[6]};
  padding: ${(p) => p.theme.space[3]} ${(p) => p.theme.space[6]};
  border: 1px solid ${(p) => p.theme.color.surfaceSunken};
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => p.theme.color.surfaceAlt};
  white-space: nowrap;
  strong {
    font-size: ${(p) => p.theme.text.lg};
    color: ${(p) => p.theme.color.ink};
  }
  span {
    font-size: ${(p) => p.theme.text.sm};
    color: ${(p) => p.theme.color.textMuted};
  }
  svg {
    color: ${(p) => p.theme.color.solutions};
  }
  &[aria-hidden='true'] {
    ${media.reducedMotion} {
      display: none;
    }
  }
`;

/** Copies of the badges so the loop is seamless; only the first copy is read out. */
const COPIES = 4;

/** Cloud partner badges sliding by; paused on hover, focus, the toggle or while the page scrolls, removed off screen, still under reduced motion. */
export function PartnerMarquee() {
  const [paused, setPaused] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  // Off screen the loop is removed, so an idle page draws nothing (the attributes are set outside React: no
  // re-render). It comes back once the track is on screen and the page is still: a scroll that brings it on screen
  // paints it with the page and builds no layer for it (docs/view-layer.md, "Scrolling").
  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    let scrolling = false;
    let onScreen = true;
    const show = () => {
      if (onScreen && !scrolling) delete el.dataset.offscreen;
    };
    const observer = new IntersectionObserver(([entry]) => {
      onScreen = entry?.isIntersecting ?? false;
      if (onScreen) show();
      else el.dataset.offscreen = '';
    });
    observer.observe(el);
    // While the page scrolls the loop stands still: a compositor animation on screen during a scroll makes every
    // frame of it composite the moving track as well, which doubled the scroll's frame time under software
    // compositing (docs/view-layer.md, "Scrolling").
    const stopWatching = watchScrolling(
      () => {
        scrolling = true;
        el.dataset.scrolling = '';
      },
      () => {
        scrolling = false;
        delete el.dataset.scrolling;
        show();
      },
    );
    return () => {
      observer.disconnect();
      stopWatching();
    };
  }, []);
  return (
    <Band aria-labelledby="partners-heading">
      <Container>
        <Top>
          <h2 id="partners-heading">{noLoneWord(partnersHeading)}</h2>
          <Toggle type="button" aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
            <Icon name={paused ? 'play' : 'pause'} size={16} />
            <span>{uiCopy.pauseMarquee}</span>
          </Toggle>
        </Top>
      </Container>
      <Viewport ref={viewport}>
        <Track $paused={paused} data-testid="partner-track">
          {Array.from({ length: COPIES }, (_, copy) =>
            partners.map((p) => (
              <Badge key={`${copy}-${p.name}`} aria-hidden={copy > 0 ? 'true' : undefined}>
                <Icon name="cloud" size={22} />
                <strong>{p.name}</strong>
                <span>{p.tier}</span>
              </Badge>
            )),
          )}
        </Track>
      </Viewport>
    </Band>
  );
}
