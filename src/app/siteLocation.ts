import type { AroundNavHandler } from 'wouter';
import { loadRoute } from './pageModules';
import { openingOf } from './pageOpenings';
import { routeFor } from './routeFor';
import { swapAfterNextPaint, watchFollowedLinks } from './pageSwap';

let hydrated = false;

/** Called once the page has hydrated (HydrationMarker): from then on navigations stay in the app. */
export function markHydrated(): void {
  hydrated = true;
  watchFollowedLinks();
}

/** Whether the page has hydrated: the app has taken it over. */
export const appHasTakenOver = (): boolean => hydrated;

/**
 * How the app navigates, around wouter's own navigation (the router's `aroundNav`: every navigation goes through it,
 * from a link, `useLocation` or a redirect). Once the page has hydrated, it stays in the app; before that, it loads
 * the new page as a document. React starts listening to clicks as soon as hydration starts, so a link the visitor
 * used the moment it was painted can reach the router while the rest of the page is still hydrating: a route change
 * then would render another page into the one being hydrated (React #418, the server HTML thrown away). The address
 * is prerendered, so the page loads just as fast. In the app, another page is swapped in after the frame that
 * answers the tap (pageSwap.ts); a change of query only (a tab) happens at once.
 */
export const siteNavigation: AroundNavHandler = (navigate, to, options) => {
  if (hydrated) {
    const push = () => navigate(to, options);
    const { pathname } = new URL(to, window.location.href);
    if (pathname === window.location.pathname) push();
    else {
      // A page with an opening swaps in at once and shows it until its code arrives (PageOpening.tsx); any other
      // waits for its code, up to a limit (pageSwap.ts).
      const code = loadRoute(pathname);
      swapAfterNextPaint(push, code && !openingOf(routeFor(pathname)) ? code : undefined);
    }
    return;
  }
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};
