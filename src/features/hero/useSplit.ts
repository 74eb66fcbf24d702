import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { heroFrame } from '../../store/hero';
import { clipLineInBox, DIVIDER, type Box } from './divider';

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

/**
 * Owns the divider position outside React: writes `--split` on the hero, `aria-valuenow` on the separator and the
 * scenes' clip lines (from geometry measured on resize only), then tells the scenes, which redraw their views in
 * the next frame. Dragging costs no React render and no layout read per move.
 */
export function useSplit(
  rootRef: RefObject<HTMLElement | null>,
  separatorRef: RefObject<HTMLElement | null>,
) {
  const geometry = useRef<Geometry | null>(null);

  const apply = useCallback(
    (value: number) => {
      heroFrame.split = value;
      rootRef.current?.style.setProperty('--split', String(value));
      separatorRef.current?.setAttribute('aria-valuenow', String(Math.round(value)));
      const g = geometry.current;
      if (g?.workflow) heroFrame.clip.workflow = clipLineInBox(value, g.hero, g.workflow, 'left');
      if (g?.talent) heroFrame.clip.talent = clipLineInBox(value, g.hero, g.talent, 'right');
      heroFrame.clipMoved.emit();
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
      apply(heroFrame.split);
    };
    heroFrame.split = DIVIDER.start;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(root);
    return () => observer.disconnect();
  }, [rootRef, apply]);

  return apply;
}
