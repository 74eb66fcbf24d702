import { useCallback, useEffect, useMemo, useRef, type RefObject } from 'react';
import { heroClips } from '../../store/hero';
import { clampDivider, clipLineInBox, DIVIDER, type Box } from './divider';

interface Geometry {
  hero: { w: number; h: number };
  workflow: Box | null;
  talent: Box | null;
}

const boxOf = (root: HTMLElement, rootRect: DOMRect, name: string): Box | null => {
  const el = root.querySelector(`[data-art="${name}"]`);
  if (!el) return null;
  const r = el.getBoundingClientRect();
  return { x: r.left - rootRect.left, y: r.top - rootRect.top, w: r.width, h: r.height };
};

/** The divider's position (percent) and its setter, which keeps it within the divider's bounds. */
export interface Split {
  readonly value: () => number;
  readonly set: (value: number) => void;
}

/**
 * Owns the divider position outside React, from `DIVIDER.start`: the setter clamps any value to the bounds
 * (`clampDivider`), writes `--split` on the hero, `aria-valuenow` on the separator and the diagrams' clip lines (from
 * geometry measured on resize only), then tells the scenes, which redraw their views in the next frame. Dragging
 * costs no React render and no layout read per move.
 */
export function useSplit(
  rootRef: RefObject<HTMLElement | null>,
  separatorRef: RefObject<HTMLElement | null>,
): Split {
  const geometry = useRef<Geometry | null>(null);
  const split = useRef<number>(DIVIDER.start);

  const apply = useCallback(
    (to: number) => {
      const value = clampDivider(to);
      split.current = value;
      rootRef.current?.style.setProperty('--split', String(value));
      separatorRef.current?.setAttribute('aria-valuenow', String(Math.round(value)));
      const g = geometry.current;
      const { workflow, talent } = heroClips;
      if (g?.workflow) workflow.line = clipLineInBox(value, g.hero, g.workflow, 'left');
      if (g?.talent) talent.line = clipLineInBox(value, g.hero, g.talent, 'right');
      workflow.moved.emit();
      talent.moved.emit();
    },
    [rootRef, separatorRef],
  );

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const measure = () => {
      const rect = root.getBoundingClientRect();
      geometry.current = {
        hero: { w: rect.width, h: rect.height },
        workflow: boxOf(root, rect, 'workflow'),
        talent: boxOf(root, rect, 'talent'),
      };
      apply(split.current);
    };
    // Measured first by the observer's first notification, in the frame after layout: measuring here would make the
    // browser style and lay out the whole page inside the task that shows it (docs/decisions/0033, "The hero
    // measured in its frame").
    const observer = new ResizeObserver(measure);
    observer.observe(root);
    return () => observer.disconnect();
  }, [rootRef, apply]);

  return useMemo(() => ({ value: () => split.current, set: apply }), [apply]);
}
