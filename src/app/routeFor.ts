import { matchRoute } from 'wouter';
import { caseSensitiveParser } from './routeParser';
import { routes, type RouteEntry } from './routes';

/** The route of a path as the router matches it (case-sensitive, a trailing slash ignored), or undefined. */
export const routeFor = (path: string): RouteEntry | undefined =>
  routes.find((route) => matchRoute(caseSensitiveParser, route.path, path)[0]);
