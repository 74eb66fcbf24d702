import { useDrag } from '@use-gesture/react';
import { useEffect, type RefObject } from 'react';
import { useWebgl } from '../../store/webgl';
import { dividerAtPoint } from './divider';

interface DividerGestureProps {
  /** The hero box the divider splits. */
  root: RefObject<HTMLElement | null>;
  /** Elements that start a drag (the handle and the seam strip). */
  targets: readonly RefObject<HTMLElement | null>[];
  /** Writes a new divider value (no React state). */
  onMove: (value: number) => void;
  /** Called once the drags are live: from then on the divider's plain pointer drag stands aside. */
  onReady: () => void;
}

function Drag({
  root,
  target,
  onMove,
}: {
  root: DividerGestureProps['root'];
  target: RefObject<HTMLElement | null>;
  onMove: (v: number) => void;
}) {
  useDrag(
    ({ xy: [x, y], first, last, memo }) => {
      const rect = (first ? root.current?.getBoundingClientRect() : (memo as DOMRect | undefined)) ?? null;
      if (!rect) return memo;
      if (first) useWebgl.getState().setInteracting(true);
      onMove(dividerAtPoint(rect, x, y));
      if (last) useWebgl.getState().setInteracting(false);
      return rect;
    },
    { target, pointer: { keys: false }, filterTaps: false },
  );
  return null;
}

/**
 * Pointer dragging of the divider (@use-gesture). Loaded lazily after hydration so the gesture library stays off
 * the critical path; the keyboard works before it arrives. The hero's box is measured once per drag.
 */
export default function DividerGesture({ root, targets, onMove, onReady }: DividerGestureProps) {
  // Effects run children first: the Drag hooks have bound their targets by now.
  useEffect(() => onReady(), [onReady]);
  return (
    <>
      {targets.map((target, i) => (
        <Drag key={i} root={root} target={target} onMove={onMove} />
      ))}
    </>
  );
}
