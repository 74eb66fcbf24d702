import styled, { keyframes } from 'styled-components';
import { AppLink } from '../../ui/AppLink';
import { SceneSlot } from '../../canvas/SceneSlot';
import { media } from '../../ui/theme';

/** Wheel beside its panel on wide screens, stacked between 768 and 1100px, wheel only on phones. */
export const WheelLayout = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space[10]};
  align-items: center;
  ${media.wide} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.08fr);
    gap: ${(p) => p.theme.space[16]};
  }
`;

export const TwinGroup = styled.div`
  position: absolute;
  inset: 0;
  pointer-events: none;
`;

export const SvgBox = styled.div`
  position: absolute;
  inset: 0;
  svg {
    width: 100%;
    height: 100%;
    overflow: visible;
  }
`;

/** The selected service's icon on the hub, in either rendering (phones show the hub's tap hint instead). */
export const HubIcon = styled.span`
  position: absolute;
  left: var(--x, 50%);
  top: var(--y, 50%);
  transform: translate(-50%, -50%);
  color: ${(p) => p.theme.color.solutions};
  svg {
    width: 2.25rem;
    height: 2.25rem;
  }
  ${media.mobile} {
    display: none;
  }
`;

/**
 * The square box the wheel fills, whether drawn in SVG or WebGL. In WebGL mode the overlay layer lets the
 * pointer through to the canvas everywhere except on the twin buttons.
 */
export const WheelStage = styled(SceneSlot)`
  width: min(100%, 34rem);
  aspect-ratio: 1;
  margin-inline: auto;
  ${media.mobile} {
    width: min(100%, 24rem);
  }
`;

/** A segment's label and its accessible twin: a real button centred on the segment. */
export const TwinButton = styled.button`
  position: absolute;
  left: var(--x);
  top: var(--y);
  transform: translate(-50%, -50%);
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space[1]};
  min-width: 4.75rem;
  padding: ${(p) => p.theme.space[2]};
  border: 0;
  border-radius: ${(p) => p.theme.radius.md};
  background: transparent;
  color: ${(p) => p.theme.color.solutionsStrong};
  font-size: ${(p) => p.theme.text.sm};
  font-weight: ${(p) => p.theme.weight.semibold};
  line-height: 1.1;
  letter-spacing: 0.01em;
  cursor: pointer;
  pointer-events: auto;
  -webkit-tap-highlight-color: transparent;
  transition: color ${(p) => p.theme.motion.slow} ${(p) => p.theme.motion.ease};
  svg {
    width: 1.75rem;
    height: 1.75rem;
  }
  ${media.desktop} {
    &[aria-pressed='true'] {
      color: ${(p) => p.theme.color.textInverse};
    }
    /* Over the SVG, the pressed label rides with its lifted segment, as the scene moves it. */
    [data-scene-mode='svg'] &[aria-pressed='true'] {
      left: calc(var(--x) + var(--shift-x));
      top: calc(var(--y) + var(--shift-y));
    }
  }
  ${media.mobile} {
    min-width: 4rem;
    font-size: ${(p) => p.theme.text.xs};
    svg {
      width: 1.4rem;
      height: 1.4rem;
    }
  }
`;

export const wheelSvgClass = {
  segment: 'wheel-segment',
  hovered: 'is-hovered',
  selected: 'is-selected',
  wall: 'wheel-wall',
  innerWall: 'wheel-inner-wall',
  shoulder: 'wheel-shoulder',
  top: 'wheel-top',
  hubHint: 'wheel-hub-hint',
} as const;

/**
 * Segment states of the SVG wheel: the scene's poses as transforms (set per segment by WheelSvg) and its colours.
 * The selection shows only at ≥ 768px: on phones a tap navigates, so no segment is 'selected' there, and CSS (not a
 * hook) decides, which keeps the prerendered markup valid.
 */
export const SvgWheel = styled.svg`
  touch-action: manipulation;
  .${wheelSvgClass.segment} {
    cursor: pointer;
    transition: transform ${(p) => p.theme.motion.slow} ${(p) => p.theme.motion.ease};
  }
  .${wheelSvgClass.wall} {
    fill: var(--wheel-wall);
  }
  .${wheelSvgClass.innerWall} {
    fill: var(--wheel-inner-wall);
  }
  .${wheelSvgClass.shoulder} {
    fill: var(--wheel-shoulder);
  }
  .${wheelSvgClass.top} {
    fill: var(--wheel-top);
    transition: fill ${(p) => p.theme.motion.base} ${(p) => p.theme.motion.ease};
  }
  .${wheelSvgClass.hovered} {
    transform: var(--hover);
    .${wheelSvgClass.top} {
      fill: var(--wheel-hover-top);
    }
  }
  .${wheelSvgClass.hubHint} {
    display: none;
    fill: ${(p) => p.theme.color.solutionsStrong};
    font-size: 40px;
    font-weight: ${(p) => p.theme.weight.semibold};
    letter-spacing: 0.02em;
  }
  ${media.desktop} {
    .${wheelSvgClass.selected} {
      transform: var(--select);
      .${wheelSvgClass.top} {
        fill: var(--wheel-selected-top);
      }
      .${wheelSvgClass.shoulder} {
        fill: var(--wheel-selected-shoulder);
      }
      .${wheelSvgClass.wall}, .${wheelSvgClass.innerWall} {
        fill: var(--wheel-selected-wall);
      }
    }
  }
  ${media.mobile} {
    .${wheelSvgClass.hubHint} {
      display: inline;
    }
  }
`;

const panelIn = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: none; }
`;

/** The description panel: desktop only (phones go straight to the service page). */
export const Panel = styled.div`
  ${media.mobile} {
    display: none;
  }
`;

export const PanelBody = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space[5]};
  animation: ${panelIn} ${(p) => p.theme.motion.slow} ${(p) => p.theme.motion.ease} both;
`;

export const PanelTitle = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[3]};
  h3 {
    font-size: ${(p) => p.theme.text['2xl']};
    font-weight: ${(p) => p.theme.weight.bold};
  }
`;

export const PanelText = styled.p`
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.text.lg};
  max-width: 38rem;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[3]};
`;

export const SubList = styled.ul`
  list-style: none;
  margin: ${(p) => p.theme.space[2]} 0 0;
  padding: 0;
  display: grid;
  gap: ${(p) => p.theme.space[3]};
  /* Two by two: the four offers of a service, their titles on one line beside their icons. */
  grid-template-columns: repeat(2, minmax(0, 1fr));
`;

/** A sub-service card: the whole card is the link to its tab. */
export const SubCard = styled(AppLink)`
  display: grid;
  grid-template-columns: auto 1fr;
  align-content: start;
  gap: ${(p) => p.theme.space[1]} ${(p) => p.theme.space[3]};
  height: 100%;
  padding: ${(p) => p.theme.space[4]};
  border: 1px solid ${(p) => p.theme.color.surfaceSunken};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.surface};
  box-shadow: ${(p) => p.theme.shadow.sm};
  color: inherit;
  text-decoration: none;
  transition:
    border-color ${(p) => p.theme.motion.base} ${(p) => p.theme.motion.ease},
    box-shadow ${(p) => p.theme.motion.base} ${(p) => p.theme.motion.ease},
    transform ${(p) => p.theme.motion.base} ${(p) => p.theme.motion.ease};
  ${media.hover} {
    &:hover {
      border-color: ${(p) => p.theme.color.solutionsGlow};
      box-shadow: ${(p) => p.theme.shadow.md};
      transform: translateY(-2px);
    }
  }
  > span:first-child {
    grid-row: span 2;
  }
  h4 {
    margin: 0;
    font-size: ${(p) => p.theme.text.base};
    font-weight: ${(p) => p.theme.weight.semibold};
    color: ${(p) => p.theme.color.text};
  }
  p {
    font-size: ${(p) => p.theme.text.sm};
    color: ${(p) => p.theme.color.textMuted};
    line-height: ${(p) => p.theme.leading.snug};
  }
`;
