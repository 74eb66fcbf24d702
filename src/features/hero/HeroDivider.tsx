import { useDrag } from '@use-gesture/react';
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import styled, { css } from 'styled-components';
import { hero } from '../../content/home';
import { media } from '../../ui/theme';
import { useWebgl } from '../../store/webgl';
import { EARLY_DRAG_EVENT, type EarlyDragEvent } from '../../boot/earlyInput';
import { DIVIDER, DIVIDER_LEAN, dividerAtPoint, dividerKeyStep } from './divider';
import type { Split } from './useSplit';

/** The handle's glow under a hovering pointer or the keyboard's focus. */
const handleGlow = css`
  box-shadow:
    0 0 0 8px rgba(255, 255, 255, 0.14),
    0 0 36px rgba(147, 197, 253, 0.8),
    0 8px 24px rgba(0, 0, 0, 0.45);
`;

const Handle = styled.div`
  position: absolute;
  z-index: ${(p) => p.theme.z.heroDivider};
  top: 50%;
  left: calc(var(--split) * 1%);
  width: 2.75rem;
  height: 2.75rem;
  transform: translate(-50%, -50%);
  display: grid;
  place-items: center;
  border-radius: 50%;
  color: #0b1220;
  background: radial-gradient(circle at 35% 30%, #ffffff, #dbeafe 60%, #a5f3fc);
  box-shadow:
    0 0 0 6px rgba(255, 255, 255, 0.08),
    0 0 28px rgba(147, 197, 253, 0.55),
    0 8px 24px rgba(0, 0, 0, 0.45);
  cursor: ew-resize;
  touch-action: none;
  user-select: none;
  transition: box-shadow ${(p) => p.theme.motion.base};
  ${media.hover} {
    &:hover {
      ${handleGlow}
    }
  }
  &:focus-visible {
    ${handleGlow}
    outline: 3px solid ${(p) => p.theme.color.focusOnDark};
    outline-offset: 4px;
  }
  svg {
    width: 1.25rem;
    height: 1.25rem;
  }
  ${media.mobile} {
    display: none;
  }
`;

/** A 24px grab strip along the diagonal, so the whole seam can be dragged. */
const Strip = styled.div`
  position: absolute;
  inset: 0;
  z-index: ${(p) => p.theme.z.heroDivider};
  cursor: ew-resize;
  touch-action: none;
  clip-path: polygon(
    calc((var(--split) + ${DIVIDER_LEAN}) * 1% - 12px) 0,
    calc((var(--split) + ${DIVIDER_LEAN}) * 1% + 12px) 0,
    calc((var(--split) - ${DIVIDER_LEAN}) * 1% + 12px) 100%,
    calc((var(--split) - ${DIVIDER_LEAN}) * 1% - 12px) 100%
  );
  ${media.mobile} {
    display: none;
  }
`;

export interface HeroDividerProps {
  root: RefObject<HTMLElement | null>;
  separator: RefObject<HTMLDivElement | null>;
  /** The divider's position and its setter (useSplit). */
  split: Split;
  /** Id of the solutions panel the separator resizes. */
  controls: string;
}

/**
 * The draggable diagonal divider: a WAI-ARIA window splitter (arrows ±5, Page keys ±10, Home/End to the bounds). The
 * handle and the seam strip share one drag (@use-gesture), bound from hydration on; a drag made before that is
 * replayed by the app as its latest pointer position (`earlydrag`, src/app/replayEarlyInput.ts). The hero's box is
 * measured once per drag.
 */
export function HeroDivider({ root, separator, split, controls }: HeroDividerProps) {
  const onMove = split.set;
  const strip = useRef<HTMLDivElement>(null);
  const drag = useDrag(
    ({ xy: [x, y], first, last, memo }) => {
      const rect = (first ? root.current?.getBoundingClientRect() : (memo as DOMRect | undefined)) ?? null;
      if (!rect) return memo;
      if (first) useWebgl.getState().setInteracting(true);
      onMove(dividerAtPoint(rect, x, y));
      if (last) useWebgl.getState().setInteracting(false);
      return rect;
    },
    { pointer: { keys: false }, filterTaps: false },
  );
  useEffect(() => {
    const targets = [separator.current, strip.current];
    const onEarlyDrag = (event: Event) => {
      const rect = root.current?.getBoundingClientRect();
      const { clientX, clientY } = (event as EarlyDragEvent).detail;
      if (rect) onMove(dividerAtPoint(rect, clientX, clientY));
    };
    for (const target of targets) target?.addEventListener(EARLY_DRAG_EVENT, onEarlyDrag);
    return () => {
      for (const target of targets) target?.removeEventListener(EARLY_DRAG_EVENT, onEarlyDrag);
    };
  }, [root, separator, onMove]);
  const onKeyDown = (event: KeyboardEvent) => {
    const next = dividerKeyStep(split.value(), event.key);
    if (next === null) return;
    event.preventDefault();
    onMove(next);
  };
  return (
    <>
      <Strip ref={strip} aria-hidden="true" data-testid="hero-divider-strip" data-replay="drag" {...drag()} />
      <Handle
        {...drag()}
        ref={separator}
        role="separator"
        data-replay="drag"
        tabIndex={0}
        aria-orientation="vertical"
        aria-label={hero.dividerLabel}
        aria-controls={controls}
        aria-valuemin={DIVIDER.min}
        aria-valuemax={DIVIDER.max}
        aria-valuenow={DIVIDER.start}
        onKeyDown={onKeyDown}
      >
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
          <path d="M9 6l-5 6 5 6M15 6l5 6-5 6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </Handle>
    </>
  );
}
