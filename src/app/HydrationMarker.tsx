import { useEffect } from 'react';
import { startAnalytics } from '../features/analytics/loadAnalytics';
import { startRenderingAhead } from './pagesAhead';
import { replayEarlyInput } from './replayEarlyInput';
import { markHydrated } from './siteLocation';
import { deferredPartsHydrated } from '../ui/DeferredPart';
import { throwTestErrorIfAsked } from './testError';

let tookOver = false;

/**
 * The moment the app takes over the page: the page has hydrated (this sits last inside the shown page's Suspense
 * boundary, so every effect of the page has run, and the parts that hydrate after it have: src/ui/DeferredPart.tsx), so the clicks and keys the visitor made before are replayed
 * now, and `html[data-hydrated]` marks it for the specs that are about the running app and for the benchmark. The
 * site's own analytics load from here, when the browser is next idle, and so does the rendering of the pages the
 * visitor may open next. Once per document: the marker moves with the page on screen.
 */
export function HydrationMarker() {
  useEffect(() => {
    if (tookOver) return;
    tookOver = true;
    // The parts of the page that hydrate after it (src/ui/DeferredPart.tsx) come first: until they have, a replayed
    // click or a drag on one of them would reach no handler.
    void deferredPartsHydrated().then(takeOver);
  }, []);
  return null;
}

function takeOver(): void {
  markHydrated();
  document.documentElement.dataset.hydrated = 'true';
  replayEarlyInput();
  // What the takeover only schedules (the tracker, the pages ahead) is scheduled from a task of its own: every
  // effect of the hydration runs in this one task, which is a phone's longest after its first paint
  // (docs/decisions/0068-the-home-hero-s-desktop-parts-hydrated-when-a-phone-reaches-for-them.md).
  window.setTimeout(() => {
    startAnalytics();
    startRenderingAhead();
  });
  throwTestErrorIfAsked();
}
