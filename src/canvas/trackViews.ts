import { allViews, setNear, subscribeExtents, subscribeViews, type SceneView } from './views';

/**
 * Where a scene is, in two margins (docs/view-layer.md, "Signals"): near, within 25 % of the viewport's height
 * beyond it (placed and drawn before it scrolls in); on screen, within the viewport (the ticks run only then).
 */
export const NEAR_MARGIN = '25% 0px';
export const ON_SCREEN_MARGIN = '0px';

/** Calls `onChange(true | false)` as the element comes on and goes off screen (ON_SCREEN_MARGIN); returns its stop. */
export function watchOnScreen(element: Element, onChange: (onScreen: boolean) => void): () => void {
  let onScreen = false;
  const observer = new IntersectionObserver(
    (entries) => {
      const next = entries.some((e) => e.isIntersecting);
      if (next !== onScreen) onChange((onScreen = next));
    },
    { rootMargin: ON_SCREEN_MARGIN },
  );
  observer.observe(element);
  return () => {
    observer.disconnect();
    if (onScreen) onChange(false);
  };
}

/**
 * Watches what decides where the canvas goes, without reading layout per frame: each view's nearness
 * (IntersectionObserver) and size (ResizeObserver), the page's size (content above a view moving it), the
 * window's size, and where in its box each scene draws (its extent). Calls `onChange` when any of them changes; the canvas measures again in its next frame.
 */
export function trackViews(onChange: () => void): () => void {
  const watched = new Map<Element, SceneView>();
  const near = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const view = watched.get(entry.target);
        if (view) setNear(view, entry.isIntersecting);
      }
      onChange();
    },
    { rootMargin: NEAR_MARGIN },
  );
  const sizes = new ResizeObserver(onChange);
  sizes.observe(document.documentElement);

  const sync = () => {
    const current = new Set(allViews());
    for (const [element, view] of watched) {
      if (current.has(view)) continue;
      near.unobserve(element);
      sizes.unobserve(element);
      watched.delete(element);
    }
    for (const view of current) {
      if (watched.has(view.element)) continue;
      watched.set(view.element, view);
      near.observe(view.element);
      sizes.observe(view.element);
    }
    onChange();
  };
  sync();
  const unsubscribe = subscribeViews(sync);
  const unsubscribeExtents = subscribeExtents(onChange);
  window.addEventListener('resize', onChange);
  return () => {
    unsubscribe();
    unsubscribeExtents();
    window.removeEventListener('resize', onChange);
    near.disconnect();
    sizes.disconnect();
  };
}

/** Measures the boxes of every view (only when the layout changed: never per frame). */
export function measureViews(): readonly SceneView[] {
  const views = allViews();
  for (const view of views) {
    const r = view.element.getBoundingClientRect();
    view.setBox(r.left + window.scrollX, r.top + window.scrollY, r.width, r.height);
  }
  return views;
}
