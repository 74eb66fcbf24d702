import { company } from '../content/company';
import lastModified from '../content/lastModified.json';
import { isIndexable, routes, type RouteEntry } from './routes';

/** When a page's content last changed (YYYY-MM-DD), and the hash of that content (src/app/pageContent.ts). */
export interface LastModified {
  date: string;
  contentHash: string;
}

export const lastModifiedByPath: Readonly<Record<string, LastModified | undefined>> = lastModified;

const loc = (path: string) => `${company.siteUrl}${path === '/' ? '/' : path}`;

/**
 * sitemap.xml: every indexable page with the date its content last changed, kept with the content, never the build
 * date, so a build that changes nothing on a page leaves its `lastmod` as it was.
 */
export function sitemapXml(pages: readonly RouteEntry[] = routes): string {
  const urls = pages.filter(isIndexable).map((route) => {
    const modified = lastModifiedByPath[route.path];
    if (!modified) throw new Error(`${route.path} has no lastmod: run npm run seo:lastmod`);
    return `  <url><loc>${loc(route.path)}</loc><lastmod>${modified.date}</lastmod></url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
