import { lazy, Suspense, useCallback, useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import styled from 'styled-components';
import { hero } from '../../content/home';
import { useHydrated } from '../../ui/useHydrated';
import { media } from '../../ui/theme';
import { heroFrame } from '../../store/hero';
import { useWebgl } from '../../store/webgl';
import { EARLY_DRAG_EVENT, type EarlyDragEvent } from '../../boot/earlyInput';
import { DIVIDER, DIVIDER_LEAN, dividerAtPoint, dividerKeyStep } from './divider';

const DividerGesture = lazy(() => import('./DividerGesture'));

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
  &:hover,
  &:focus-visible {
    box-shadow:
      0 0 0 8px rgba(255, 255, 255, 0.14),
      0 0 36px rgba(147, 197, 253, 0.8),
      0 8px 24px rgba(0, 0, 0, 0.45);
  }
  &:focus-visible {
    outline: 3px solid #ffffff;
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

interface HeroDividerProps {
  root: RefObject<HTMLElement | null>;
  separator: RefObject<HTMLDivElement | null>;
  onMove: (value: number) => void;
  /** Id of the solutions panel the separator resizes. */
  controls: string;
}

/** The draggable diagonal divider: a WAI-ARIA window splitter (arrows ±5, Page keys ±10, Home/End to the bounds). */
export function HeroDivider({ root, separator, onMove, controls }: HeroDividerProps) {
  const strip = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  // A drag made before the app took over arrives as its latest pointer position (src/app/replayEarlyInput.ts).
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
  // From hydration until the gesture library has arrived, a plain pointer drag moves the divider: the early-input
  // recorder hands over at hydration, so a drag started in between would otherwise be lost. A drag begun this way
  // is followed to its end; the next one is the gesture library's.
  const gestureReady = useRef(false);
  const markGestureReady = useCallback(() => {
    gestureReady.current = true;
  }, []);
  useEffect(() => {
    const targets = [separator.current, strip.current].filter((t): t is HTMLDivElement => t !== null);
    let rect: DOMRect | null = null;
    const follow = (event: PointerEvent) => {
      if (rect) onMove(dividerAtPoint(rect, event.clientX, event.clientY));
    };
    const start = (event: PointerEvent) => {
      if (gestureReady.current || event.button !== 0 || !root.current) return;
      rect = root.current.getBoundingClientRect();
      (event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
      useWebgl.getState().setInteracting(true);
      follow(event);
    };
    const end = () => {
      if (!rect) return;
      rect = null;
      useWebgl.getState().setInteracting(false);
    };
    const listeners = {
      pointerdown: start,
      pointermove: follow,
      pointerup: end,
      pointercancel: end,
    } as const;
    for (const target of targets)
      for (const [type, listener] of Object.entries(listeners))
        target.addEventListener(type, listener as EventListener);
    return () => {
      for (const target of targets)
        for (const [type, listener] of Object.entries(listeners))
          target.removeEventListener(type, listener as EventListener);
    };
  }, [root, separator, onMove]);
  const onKeyDown = (event: KeyboardEvent) => {
    const next = dividerKeyStep(heroFrame.split, event.key);
    if (next === null) return;
    event.preventDefault();
    onMove(next);
  };
  return (
    <>
      <Strip ref={strip} aria-hidden="true" data-testid="hero-divider-strip" data-replay="drag" />
      <Handle
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
      {hydrated && (
        <Suspense fallback={null}>
          <DividerGesture
            root={root}
            targets={[separator, strip]}
            onMove={onMove}
            onReady={markGestureReady}
          />
        </Suspense>
      )}
    </>
  );
}
