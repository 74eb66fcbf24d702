import { createHash } from 'node:crypto';
import { about } from '../content/about';
import { hero, helpSection, homeFaqs, homeMeta, whereWeExcel } from '../content/home';
import { industryPages } from '../content/industries';
import { partners, partnersHeading } from '../content/partners';
import { servicePageById } from '../content/services';
import { talentNodes } from '../content/talent';
import { wheelItems } from '../content/wheel';
import { workflowNodes } from '../content/workflow';
import type { RouteEntry } from './routes';

/**
 * What a page itself says: the content its body shows, not the header, footer and dialog every page shares. Its hash
 * is kept beside the page's `lastmod` (src/content/lastModified.json), so a change here without a new date fails a
 * unit test (src/app/sitemap.test.ts) until `npm run seo:lastmod` records it. Read by tests and that script only.
 */
export function pageContent(route: RouteEntry): unknown {
  switch (route.page) {
    case 'home':
      return {
        homeMeta,
        hero,
        partnersHeading,
        partners,
        whereWeExcel,
        // The wheel's panel names each service by its page's title.
        wheelItems: wheelItems.map((item) => ({ ...item, page: servicePageById[item.service].title })),
        helpSection,
        homeFaqs,
        talentNodes,
        workflowNodes,
      };
    case 'about':
      return about;
    case 'service':
      return servicePageById[route.id];
    case 'industry': {
      const page = industryPages.find((p) => p.id === route.id);
      const related = page?.relatedServices.map((id) => servicePageById[id].title);
      return { page, related };
    }
    case 'comingSoon':
      return undefined;
  }
}

/**
 * Functions in the content (copy built from a value) count by their source text, and an object's keys in name order:
 * writing the same values in another order is no change.
 */
const canonical = (_key: string, value: unknown) => {
  if (typeof value === 'function') return String(value);
  if (value && typeof value === 'object' && !Array.isArray(value))
    return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)));
  return value;
};

/** A short digest of content: the first 16 hex digits of the SHA-256 of its canonical JSON. */
export const digest = (content: unknown): string =>
  createHash('sha256').update(JSON.stringify(content, canonical)).digest('hex').slice(0, 16);

/** The digest of what the page itself says. */
export const contentHash = (route: RouteEntry): string => digest(pageContent(route));
