import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/** The view scrolls to the top on every path change (docs/product.md#scroll-on-navigation); query changes (tabs) keep the scroll. */
export function ScrollToTop() {
  const [path] = useLocation();
  const previous = useRef(path);
  useLayoutEffect(() => {
    if (previous.current === path) return;
    previous.current = path;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [path]);
  return null;
}
