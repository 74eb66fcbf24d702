import type { BaseLocationHook } from 'wouter';
import { navigate as pushHistory, useBrowserLocation } from 'wouter/use-browser-location';
import { swapAfterNextPaint, watchFollowedLinks } from './pageSwap';

let hydrated = false;

/** Called once the page has hydrated (HydrationMarker): from then on navigations stay in the app. */
export function markHydrated(): void {
  hydrated = true;
  watchFollowedLinks();
}

/**
 * Navigates in the app once it has hydrated; before that, loads the new page as a document. React starts listening
 * to clicks as soon as hydration starts, so a link the visitor used the moment it was painted can reach wouter
 * while the rest of the page is still hydrating: a route change then would render another page into the one being
 * hydrated (React #418, the server HTML thrown away). The address is prerendered, so the page loads just as fast.
 * In the app, another page is swapped in after the frame that answers the tap (pageSwap.ts); a change of query
 * only (a tab) happens at once.
 */
function navigate(to: string, options?: { replace?: boolean; state?: unknown }): void {
  if (hydrated) {
    const push = () => pushHistory(to, options as Parameters<typeof pushHistory>[1]);
    if (new URL(to, window.location.href).pathname === window.location.pathname) push();
    else swapAfterNextPaint(push);
    return;
  }
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}

/** wouter's browser location with a navigation that is safe during hydration (see `navigate`). */
export const useSiteLocation: BaseLocationHook = (options?: { ssrPath?: string }) => [
  useBrowserLocation(options)[0],
  navigate,
];
