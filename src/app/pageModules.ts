import { use } from 'react';
import { isMobileViewport } from '../canvas/sceneSupport';
import { forgetOfferContent, loadOfferContent } from '../pages/offerContent';
import { partsInFlight, requestPageCode, type TrackedPromise } from '../ui/pageCode';
import { routeFor } from './routeFor';
import type { RouteEntry } from './routes';

/**
 * The home page, and on a desktop the hero's parts it shows on its first screen (src/pages/HomeHeroParts.tsx: the
 * divider, the talent network), requested together so that a desktop's tap waits for one round trip, not two. A
 * phone's first screen shows neither: its tap waits for the page alone, and the page requests them as it runs
 * (docs/decisions/0054-the-home-hero-s-desktop-parts-in-a-chunk-of-their-own.md).
 */
function loadHome() {
  const page = import('../pages/HomePage');
  if (isMobileViewport()) return page;
  return Promise.all([page, import('../pages/HomeHeroParts')]).then(([module]) => module);
}

/** Each page is its own chunk, so a visitor downloads only the page they open. */
const loaders = {
  home: loadHome,
  about: () => import('../pages/AboutPage'),
  service: () => import('../pages/ServicePage'),
  industry: () => import('../pages/IndustryPage'),
  comingSoon: () => import('../pages/ComingSoonPage'),
  notFound: () => import('../pages/NotFoundPage'),
} as const;

export type PageKind = keyof typeof loaders;

type PageModule<K extends PageKind> = Awaited<ReturnType<(typeof loaders)[K]>>;

const modules = new Map<PageKind, TrackedPromise<unknown>>();

/**
 * The page's module, requested once. A failed request stays failed, so the page that needs it reads the failure
 * (`use` throws it to the page's error boundary, which loads the page as a document: src/app/PageBoundary.tsx)
 * instead of requesting it again at every render and never settling: a dead tap.
 */
export function loadPage<K extends PageKind>(kind: K): TrackedPromise<PageModule<K>> {
  const known = modules.get(kind) as TrackedPromise<PageModule<K>> | undefined;
  if (known) return known;
  const promise = requestPageCode(loaders[kind] as () => Promise<PageModule<K>>, true);
  modules.set(kind, promise);
  return promise;
}

/** The default export of a page module; suspends only while its chunk is on its way. */
export function usePageComponent<K extends PageKind>(kind: K): PageModule<K>['default'] {
  return use(loadPage(kind)).default;
}

/**
 * A page's module requested ahead of a need (src/app/pagesAhead.ts), settled once the parts its module requested in
 * chunks of their own have arrived too (`pagePart`), so a page rendered ahead is rendered whole: a failed warm-up
 * leaves no trace (offline, say), so the page's own navigation requests it again.
 */
export function warmPage<K extends PageKind>(kind: K): Promise<PageModule<K>> {
  const promise = loadPage(kind);
  promise.catch(() => modules.get(kind) === promise && modules.delete(kind));
  const whole = async (): Promise<PageModule<K>> => {
    const module = await promise;
    await partsInFlight();
    return module;
  };
  return whole();
}

/**
 * A service or industry page's own content, a chunk per page (src/pages/offerContent.ts,
 * docs/decisions/0052-a-chunk-per-offer-page.md), requested now with the function that forgets a failed request; null
 * for any other page.
 */
function contentOf(route: RouteEntry | undefined) {
  if (route?.page !== 'service' && route?.page !== 'industry') return null;
  const request = loadOfferContent(route.page, route.id);
  return { request, forget: () => forgetOfferContent(route.page, route.id, request) };
}

/** The page at `path`, requested now: a promise of what is still on its way, or null when all of it is in hand. */
export function loadRoute(path: string): Promise<unknown> | null {
  const route = routeFor(path);
  const requests = [loadPage(route?.page ?? 'notFound'), contentOf(route)?.request];
  const pending = requests.filter((request) => request?.status === 'pending');
  return pending.length ? Promise.all(pending) : null;
}

/** `warmPage` for the page at `path`, its own content included: settled once all of it has arrived. */
export function warmRoute(path: string): Promise<unknown> {
  const route = routeFor(path);
  const module = warmPage(route?.page ?? 'notFound');
  const content = contentOf(route);
  if (!content) return module;
  content.request.catch(content.forget);
  return Promise.all([module, content.request]);
}
