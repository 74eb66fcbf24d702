import type { Thing } from 'schema-dts';
import { company } from '../content/company';
import { breadcrumbTrail } from './breadcrumbs';
import { usePageShown } from '../ui/pageShown';
import { cardImage } from './cardImage';
import { absoluteUrl, breadcrumbNode, graph, serializeLd } from './jsonLd';

interface PageMetaProps {
  /** Page title without the company suffix. */
  title: string;
  description: string;
  /** Canonical path of the page. */
  path: string;
  keywords?: readonly string[];
  type?: 'website' | 'article';
  /** The page's own structured data nodes; its breadcrumb trail is added here. */
  structuredData?: readonly Thing[];
  /** Keep the page out of search results (placeholders, not-found): no structured data either. */
  noIndex?: boolean;
}

/** Search and link-preview metadata of one page, through React 19's own hoisting of <title>, <meta> and <link>. */
export function PageMeta({
  title,
  description,
  path,
  keywords,
  type = 'website',
  structuredData = [],
  noIndex,
}: PageMetaProps) {
  // A page rendered ahead (hidden) keeps its structured data out of the document until it is shown: its <title>,
  // <meta> and <link> React itself keeps out of <head> while hidden.
  const shown = usePageShown();
  const fullTitle = `${title}${company.titleSuffix}`;
  const url = absoluteUrl(path);
  const image = cardImage(path);
  const trail = breadcrumbTrail(path);
  const nodes = trail.length > 0 ? [...structuredData, breadcrumbNode(trail)] : structuredData;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords && keywords.length > 0 && <meta name="keywords" content={keywords.join(', ')} />}
      {noIndex && <meta name="robots" content="noindex, follow" />}
      <link rel="canonical" href={url} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={company.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {image && (
        <>
          <meta property="og:image" content={image.url} />
          <meta property="og:image:type" content="image/png" />
          <meta property="og:image:width" content={String(image.width)} />
          <meta property="og:image:height" content={String(image.height)} />
          <meta property="og:image:alt" content={image.alt} />
          <meta name="twitter:image" content={image.url} />
          <meta name="twitter:image:alt" content={image.alt} />
        </>
      )}
      <meta name="twitter:card" content="summary_large_image" />
      {!noIndex && shown && nodes.length > 0 && (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeLd(graph(nodes)) }} />
      )}
    </>
  );
}
