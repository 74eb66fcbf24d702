import styled, { css } from 'styled-components';
import type { HeroTab } from '../../store/hero';
import { media } from '../../ui/theme';
import { backdropCss } from './backdrop';
import { heroLook } from './look';
import { DIVIDER, DIVIDER_LEAN } from './divider';

export type Side = HeroTab;

/** The smallest window (em of the default font) in which the hero's copy ends above its art box: 1024 × 800 px. */
export const COPY_CLEAR_OF_ART = { width: 64, height: 50 } as const;

/** Where the page's content starts and ends on desktop: the container's edge, or 4 % of a narrow window. */
const CONTENT_EDGE = (t: { layout: { maxWidth: string; gutter: string } }) =>
  `max(4%, calc((100% - ${t.layout.maxWidth}) / 2 + ${t.layout.gutter}))`;

/**
 * The talent side's copy stays right of the diagonal at its default position (docs/product.md#hero): at the height
 * of the headline's first line (about 12 % down the hero) the diagonal is at `start + lean × 0.76` percent, and the
 * copy keeps 1.5rem clear of it. Dragged further right, the divider covers the copy, as it may.
 */
const talentCopyWidth = (t: { layout: { maxWidth: string; gutter: string } }) =>
  `calc(${100 - DIVIDER.start - 0.76 * DIVIDER_LEAN}% - ${CONTENT_EDGE(t)} - 1.5rem)`;

/**
 * Both headlines at one size: the fluid size, capped where the talent copy is narrow (a wide window, whose diagonal
 * moves right while the copy keeps to the container) so that its longest line, "Proven tech" (5.6 em), still fits. In
 * viewport units, as the hero spans the window.
 */
const HEADLINE_SIZE = (t: { layout: { maxWidth: string; gutter: string } }) =>
  `min(clamp(2.125rem, 1.3rem + 2.3vw, 3.5rem), calc(0.17 * (${100 - DIVIDER.start - 0.76 * DIVIDER_LEAN}vw - max(4vw, calc(50vw - ${t.layout.maxWidth} / 2 + ${t.layout.gutter})) - 1.5rem)))`;

/**
 * The workflow's art box ends at 52 % of the hero (clear of the diagonal) and starts where its first node's tile lines
 * up with the copy's left edge. The workflow places that node (the trigger: x = 8 of 100, a 1.2 × 46 px tile) in the
 * box less 40 px of padding (features/workflow/layout.ts), so with E the content edge and R the box's right end:
 * left + 40 + 0.08 × (R − left − 80) − 27.6 = E, that is left = (E − 6 px − 0.08 R) / 0.92. tests/home-dom.spec.ts
 * checks the alignment.
 */
const WORKFLOW_ART = { right: 52, pad: 40, firstX: 0.08, firstHalfTile: (46 * 1.2) / 2 } as const;
const workflowArtLeft = (t: { layout: { maxWidth: string; gutter: string } }) => {
  const { right, pad, firstX, firstHalfTile } = WORKFLOW_ART;
  const constant = pad - 2 * firstX * pad - firstHalfTile;
  return `calc((${CONTENT_EDGE(t)} - ${constant.toFixed(2)}px - ${firstX * right}%) / ${1 - firstX})`;
};

const top = `calc((var(--split) + ${DIVIDER_LEAN}) * 1%)`;
const bottom = `calc((var(--split) - ${DIVIDER_LEAN}) * 1%)`;

/** The two halves of the diagonal, as clip paths driven by the `--split` custom property. */
export const clipFor = (side: Side) =>
  side === 'solutions'
    ? `polygon(0 0, ${top} 0, ${bottom} 100%, 0 100%)`
    : `polygon(${top} 0, 100% 0, 100% 100%, ${bottom} 100%)`;

export const Root = styled.section`
  --split: ${DIVIDER.start};
  position: relative;
  isolation: auto;
  color: ${(p) => p.theme.color.textInverse};
  background: ${() => heroLook.base};
  overflow: hidden;
  ${media.desktop} {
    height: clamp(640px, calc(100vh - ${(p) => p.theme.layout.headerHeight}), 900px);
  }
  ${media.mobile} {
    padding: ${(p) => p.theme.space[6]} ${(p) => p.theme.layout.gutter} ${(p) => p.theme.space[8]};
  }
`;

/**
 * One side's backdrop (`data-side`): its gradients, glows and dot grid as CSS (backdrop.ts), clipped to its half of the
 * diagonal on desktop. That is how the page's opening paints it, before the page's code has come
 * (src/app/PageOpening.tsx). The page itself paints it on desktop as pictures (PictureBackdrop.ts), which software
 * raster redraws far faster as the divider moves.
 */
export const Backdrop = styled.div<{ 'data-side': Side }>`
  position: absolute;
  inset: 0;
  &[data-side='solutions'] {
    background: ${() => backdropCss('solutions')};
  }
  &[data-side='talent'] {
    background: ${() => backdropCss('talent')};
  }
  ${media.mobile} {
    [data-tab='solutions'] > &[data-side='talent'],
    [data-tab='talent'] > &[data-side='solutions'] {
      display: none;
    }
  }
  ${media.desktop} {
    &[data-side='solutions'] {
      clip-path: ${clipFor('solutions')};
    }
    &[data-side='talent'] {
      clip-path: ${clipFor('talent')};
    }
  }
`;

/** The seam's colours spread evenly from the top of the hero down. */
const seamStops = () => {
  const { colors } = heroLook.seam;
  return colors.map((colour, i) => `${colour} ${(i * 100) / (colors.length - 1)}%`).join(', ');
};

/** The glowing seam along the diagonal. */
export const Seam = styled.div`
  position: absolute;
  inset: 0;
  pointer-events: none;
  background: linear-gradient(180deg, ${() => seamStops()});
  clip-path: polygon(
    calc(${top} - ${() => heroLook.seam.halfWidth}px) 0,
    calc(${top} + ${() => heroLook.seam.halfWidth}px) 0,
    calc(${bottom} + ${() => heroLook.seam.halfWidth}px) 100%,
    calc(${bottom} - ${() => heroLook.seam.halfWidth}px) 100%
  );
  opacity: ${() => heroLook.seam.alpha};
  ${media.mobile} {
    display: none;
  }
`;

/**
 * One side's tab panel. On desktop it spans the hero without a stacking context of its own, so its copy and its
 * art layer (above the scene canvas) stack on their own: see Copy.
 */
export const Panel = styled.div<{ $side: Side }>`
  ${media.desktop} {
    position: absolute;
    inset: 0;
    pointer-events: none;
  }
  ${media.mobile} {
    position: relative;
    [data-tab='solutions'] > & {
      display: ${(p) => (p.$side === 'talent' ? 'none' : 'block')};
    }
    [data-tab='talent'] > & {
      display: ${(p) => (p.$side === 'solutions' ? 'none' : 'block')};
    }
  }
`;

/**
 * On a desktop tall and wide enough that the art box (from 49 % of the hero down) always starts below the copy,
 * the copy paints with the backdrop, under the scene canvas. Above the canvas it would be composited in a layer of
 * its own over the scenes, and under software GL the browser redraws that layer's pixels at every frame the scenes
 * draw (about a sixth of the page's idle CPU). Where the art can reach the copy (a short or narrow window, or a
 * larger default font: the limits are in em) the copy stacks above the canvas and above the art layer, so no node
 * covers its text and no node's twin takes a click meant for its button. An open popup still rises above it.
 */
export const Copy = styled.div<{ $side: Side }>`
  pointer-events: auto;
  ${media.desktop} {
    position: absolute;
    z-index: ${(p) => p.theme.z.heroCopy};
    @media (min-width: ${COPY_CLEAR_OF_ART.width}em) and (min-height: ${COPY_CLEAR_OF_ART.height}em) {
      z-index: auto;
    }
    top: 7%;
    width: ${(p) => (p.$side === 'solutions' ? 'min(31rem, 40%)' : `min(31rem, ${talentCopyWidth(p.theme)})`)};
    /* Both sides lay out as a column, so their eyebrows and headlines start at the same height. */
    display: flex;
    flex-direction: column;
    ${(p) =>
      p.$side === 'solutions'
        ? css`
            left: ${CONTENT_EDGE(p.theme)};
            align-items: flex-start;
          `
        : css`
            right: ${CONTENT_EDGE(p.theme)};
            text-align: right;
            align-items: flex-end;
          `}
  }
`;

export const Eyebrow = styled.p<{ $side: Side }>`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]};
  margin-bottom: ${(p) => p.theme.space[4]};
  font-size: ${(p) => p.theme.text.xs};
  font-weight: ${(p) => p.theme.weight.semibold};
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: ${(p) => (p.$side === 'solutions' ? p.theme.color.solutionsGlow : p.theme.color.talentGlow)};
  &::before {
    content: '';
    width: 1.75rem;
    height: 1px;
    background: currentColor;
  }
`;

export const Headline = styled.h1`
  font-size: clamp(2.125rem, 1.3rem + 2.3vw, 3.5rem);
  ${media.desktop} {
    font-size: ${(p) => HEADLINE_SIZE(p.theme)};
  }
  font-weight: ${(p) => p.theme.weight.heavy};
  line-height: 1.04;
  letter-spacing: -0.03em;
  /* Greedy, so each sentence keeps its words together ("Proven tech / talent. / Ready Now."); balance would break
     "Proven / tech talent." to even the lines. The last two words still move as one (noLoneWord). */
  text-wrap: pretty;
  background: linear-gradient(180deg, #ffffff 30%, #c7d2fe 140%);
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;

export const Body = styled.p`
  margin-top: ${(p) => p.theme.space[4]};
  font-size: ${(p) => p.theme.text.base};
  line-height: ${(p) => p.theme.leading.normal};
  color: ${(p) => p.theme.color.textInverseMuted};
  max-width: 26rem;
`;

export const Actions = styled.div`
  margin-top: ${(p) => p.theme.space[6]};
`;

/**
 * Above the scene canvas on desktop: the art's twins (the workflow's icons and labels) and the popup. Under copy
 * that stacks above the canvas (see Copy) until its popup opens; then it rises above the copy and the other side's
 * art. Under the divider. A plain block on mobile.
 */
export const ArtLayer = styled.div`
  ${media.desktop} {
    position: absolute;
    inset: 0;
    z-index: ${(p) => p.theme.z.heroArt};
    pointer-events: none;
    &:has([role='dialog']) {
      z-index: ${(p) => p.theme.z.heroArtOpen};
    }
  }
`;

/** The art of one side: clipped to its half of the diagonal on desktop, in flow on mobile. */
export const ArtClip = styled.div<{ $side: Side }>`
  ${media.desktop} {
    position: absolute;
    inset: 0;
    clip-path: ${(p) => clipFor(p.$side)};
  }
  ${media.mobile} {
    margin-top: ${(p) => p.theme.space[8]};
  }
`;

/** Scene boxes in percent of the hero (desktop) or aspect boxes (mobile): reserved before the scene appears. */
export const artBox = (side: Side) => css`
  position: relative;
  ${media.desktop} {
    position: absolute;
    top: 49%;
    height: 48%;
    ${
      side === 'solutions'
        ? css`
            left: ${(p) => workflowArtLeft(p.theme)};
            right: ${100 - WORKFLOW_ART.right}%;
          `
        : css`
            left: 55%;
            width: 42%;
          `
    }
  }
  ${media.mobile} {
    width: 100%;
    aspect-ratio: ${side === 'solutions' ? '4 / 3' : '1 / 1'};
    --tile-scale: 0.72;
    /* A narrow box: the workflow spreads closer to its edges, so its labels do not collide. */
    --workflow-pad: 1.5rem;
    border-radius: ${(p) => p.theme.radius.lg};
    background: rgba(2, 6, 23, 0.35);
    border: 1px solid rgba(148, 163, 184, 0.14);
  }
`;
