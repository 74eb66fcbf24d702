import { matchRoute } from 'wouter';
import type { PageKind } from './pageModules';
import { caseSensitiveParser } from './routeParser';
import { routes, type RouteEntry } from './routes';

/** The route of a path as the router matches it (case-sensitive, a trailing slash ignored), or undefined. */
export const routeFor = (path: string): RouteEntry | undefined =>
  routes.find((route) => matchRoute(caseSensitiveParser, route.path, path)[0]);

/** The module a path's page needs: its route's, or the not-found page's (which also holds the legacy redirects). */
export const pageKindFor = (path: string): PageKind => routeFor(path)?.page ?? 'notFound';
