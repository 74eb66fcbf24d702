import { industryLinks, navigation, serviceLinks, type NavLink } from '../content/navigation';
import { paths } from '../content/paths';
import { uiCopy } from '../content/uiCopy';

export interface Crumb {
  name: string;
  path: string;
}

/** Every page the header links to, named as the header names it. */
const headerPages: readonly NavLink[] = [
  { label: navigation.header.about, href: paths.about },
  ...serviceLinks,
  ...industryLinks,
];

/**
 * A page's breadcrumb trail: Home, then the page, named as the header's menus name it. Services and Industries
 * are menus, not pages: a crumb must be a page a visitor (and a search engine) can open, so the trail of a service
 * or an industry page is two steps, like the About page's. The home page and pages outside the menus have none.
 */
export function breadcrumbTrail(path: string): readonly Crumb[] {
  const page = headerPages.find((link) => link.href === path);
  if (!page) return [];
  return [
    { name: uiCopy.home, path: paths.home },
    { name: page.label, path: page.href },
  ];
}
