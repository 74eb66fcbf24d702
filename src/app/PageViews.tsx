import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { notePageView } from '../features/analytics/loadAnalytics';
import { afterPaintWhenIdle } from '../ui/idle';

/**
 * Notes a page view for the site's own analytics on every route, the first page included (docs/analytics.md), once
 * the page is painted and the browser idle: never on the way of the frame that shows a page swapped in by a tap.
 * Not cancelled by the next navigation: every page shown counts.
 */
export function PageViews() {
  const [path] = useLocation();
  useEffect(() => {
    afterPaintWhenIdle(() => notePageView(path));
  }, [path]);
  return null;
}
