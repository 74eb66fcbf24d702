import { routes } from '../../src/app/routes';

/**
 * The first route of each kind of page (home, about, service, industry, coming soon). Pages of one kind share their
 * template and their phone-only code (menu, tab bars, SVG scenes), so a check that reads the same HTML at every
 * width runs every route on desktop and this sample on a phone (tests/README.md#one-page-of-each-kind).
 */
export const onePageOfEachKind: ReadonlySet<string> = new Set(
  routes
    .filter((route, i) => routes.findIndex((other) => other.page === route.page) === i)
    .map((r) => r.path),
);
