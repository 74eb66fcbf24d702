import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { notePageView } from '../features/analytics/loadAnalytics';

/**
 * Notes a page view for the site's own analytics on every route, the first page included (docs/analytics.md); the
 * tracker records it later, off the frame that shows the page (notePageView). Every page shown counts.
 */
export function PageViews() {
  const [path] = useLocation();
  useEffect(() => {
    notePageView(path);
  }, [path]);
  return null;
}
