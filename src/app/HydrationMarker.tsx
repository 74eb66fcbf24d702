import { useEffect } from 'react';
import { startAnalytics } from '../features/analytics/loadAnalytics';
import { startRenderingAhead } from './pagesAhead';
import { replayEarlyInput } from './replayEarlyInput';
import { markHydrated } from './siteLocation';
import { throwTestErrorIfAsked } from './testError';

let tookOver = false;

/**
 * The moment the app takes over the page: the page has hydrated (this sits last inside the shown page's Suspense
 * boundary, so every effect of the page has run), so the clicks and keys the visitor made before are replayed
 * now, and `html[data-hydrated]` marks it for the specs that are about the running app and for the benchmark. The
 * site's own analytics load from here, when the browser is next idle, and so does the rendering of the pages the
 * visitor may open next. Once per document: the marker moves with the page on screen.
 */
export function HydrationMarker() {
  useEffect(() => {
    if (tookOver) return;
    tookOver = true;
    markHydrated();
    document.documentElement.dataset.hydrated = 'true';
    replayEarlyInput();
    startAnalytics();
    startRenderingAhead();
    throwTestErrorIfAsked();
  }, []);
  return null;
}
