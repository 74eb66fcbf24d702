import { lazy } from 'react';

/** Each page is its own chunk, so a visitor downloads only the page they open. */
const loaders = {
  home: () => import('../pages/HomePage'),
  about: () => import('../pages/AboutPage'),
  service: () => import('../pages/ServicePage'),
  industry: () => import('../pages/IndustryPage'),
  comingSoon: () => import('../pages/ComingSoonPage'),
  notFound: () => import('../pages/NotFoundPage'),
} as const;

export type PageKind = keyof typeof loaders;

export const pages = {
  home: lazy(loaders.home),
  about: lazy(loaders.about),
  service: lazy(loaders.service),
  industry: lazy(loaders.industry),
  comingSoon: lazy(loaders.comingSoon),
  notFound: lazy(loaders.notFound),
};

/** Warm the other pages' chunks once the browser is idle, so later navigation never waits. */
export const prefetchPages = (): void => {
  // Only a warm-up: offline, or on a failed fetch, the page's own navigation loads (and reports) it later.
  for (const load of Object.values(loaders)) load().catch(() => {});
};
