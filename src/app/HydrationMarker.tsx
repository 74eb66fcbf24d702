import { useEffect } from 'react';
import { startAnalytics } from '../features/analytics/loadAnalytics';
import { replayEarlyInput } from './replayEarlyInput';
import { markHydrated } from './siteLocation';

/**
 * The moment the app takes over the page: the page has hydrated (this sits last inside the page's Suspense
 * boundary, so every effect of the page has run), so the clicks and keys the visitor made before are replayed
 * now, and `html[data-hydrated]` marks it for the specs that are about the running app and for the benchmark. The
 * site's own analytics load from here, when the browser is next idle.
 */
export function HydrationMarker() {
  useEffect(() => {
    markHydrated();
    document.documentElement.dataset.hydrated = 'true';
    replayEarlyInput();
    startAnalytics();
  }, []);
  return null;
}
