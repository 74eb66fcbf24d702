import { paths, sectionHref, servicePaths } from './paths';
import { wheelItems } from './wheel';

export interface RedirectEntry {
  from: string;
  to: string;
}

const pagePath = (service: keyof typeof servicePaths): string => servicePaths[service];

/**
 * Every redirect of docs/product.md#redirects: the home aliases, the wheel's legacy segment hrefs and the spec's sub-card paths.
 * Served as 301 by the static host and followed with `replace` by the client router.
 */
export const redirects: readonly RedirectEntry[] = [
  ...['/index', '/index.html', '/index.php', '/home'].map((from) => ({ from, to: paths.home })),
  ...wheelItems
    .filter((item) => item.href !== pagePath(item.service))
    .map((item) => ({ from: item.href, to: pagePath(item.service) })),
  ...wheelItems.flatMap((item) =>
    item.subServices.map((sub) => ({
      from: sub.legacyPath,
      to: sectionHref(pagePath(item.service), sub.section),
    })),
  ),
];

const byPath = new Map(redirects.map((r) => [r.from, r.to]));

/** Where a path redirects to, ignoring one trailing slash (docs/decisions/0007-case-sensitive-paths-trailing-slash-ignored.md); `undefined` when it does not. */
export const redirectTarget = (path: string): string | undefined =>
  byPath.get(path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);
