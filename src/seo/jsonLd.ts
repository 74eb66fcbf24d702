import type {
  AboutPage,
  BreadcrumbList,
  FAQPage,
  Graph,
  IdReference,
  Organization,
  Service,
  Thing,
  WebSite,
} from 'schema-dts';
import { company } from '../content/company';
import type { FaqItem } from '../content/types';
import type { Crumb } from './breadcrumbs';
import { siteIcons } from './siteIcons';

/**
 * The site's structured data (schema.org JSON-LD), typed by schema-dts: a property schema.org does not define on a
 * type fails the type check. Each page carries one `@graph` (docs/seo.md lists which nodes each page has); the
 * company is described once, on the home page, and every other node names it by its `@id`.
 */

export const absoluteUrl = (path: string): string => `${company.siteUrl}${path === '/' ? '/' : path}`;

export const organizationId = `${company.siteUrl}/#organization`;
export const webSiteId = `${company.siteUrl}/#website`;
const organizationRef: IdReference = { '@id': organizationId };

/** The company: the one node that describes it. */
export const organizationNode = (): Organization => ({
  '@type': 'Organization',
  '@id': organizationId,
  name: company.name,
  alternateName: company.shortName,
  description: company.tagline,
  url: absoluteUrl('/'),
  // A square raster logo of at least 112 px, as search engines ask: the mark's 512 px icon.
  logo: absoluteUrl(siteIcons.any512.href),
  foundingDate: String(company.founded),
  email: company.contact.email,
  telephone: company.contact.phone,
  address: {
    '@type': 'PostalAddress',
    streetAddress: company.contact.address.street,
    addressLocality: company.contact.address.city,
    addressRegion: company.contact.address.region,
    postalCode: company.contact.address.postalCode,
    addressCountry: company.contact.address.country,
  },
  sameAs: [company.contact.networkUrl],
});

export const webSiteNode = (): WebSite => ({
  '@type': 'WebSite',
  '@id': webSiteId,
  url: absoluteUrl('/'),
  name: company.name,
  description: company.tagline,
  inLanguage: 'en',
  publisher: organizationRef,
});

export const aboutPageNode = (name: string, description: string, path: string): AboutPage => ({
  '@type': 'AboutPage',
  url: absoluteUrl(path),
  name,
  description,
  about: organizationRef,
});

interface ServiceFields {
  name: string;
  description: string;
  path: string;
  /** Absolute address of the page's social card. */
  image?: string;
  /** The industry a service offer is tailored to. */
  audience?: string;
}

/** What the company offers on a service page, or to one industry on an industry page. */
export const serviceNode = ({ name, description, path, image, audience }: ServiceFields): Service => ({
  '@type': 'Service',
  '@id': `${absoluteUrl(path)}#service`,
  name,
  serviceType: name,
  description,
  url: absoluteUrl(path),
  ...(image ? { image } : {}),
  provider: organizationRef,
  areaServed: { '@type': 'Country', name: company.country },
  ...(audience ? { audience: { '@type': 'BusinessAudience', audienceType: audience } } : {}),
});

/** The questions and answers a page shows, one Question per item. */
export const faqPageNode = (faqs: readonly FaqItem[], path: string): FAQPage => ({
  '@type': 'FAQPage',
  url: absoluteUrl(path),
  mainEntity: faqs.map((f) => ({
    '@type': 'Question',
    name: f.question,
    acceptedAnswer: { '@type': 'Answer', text: f.answer },
  })),
});

/** The page's place in the site, from the home page down to it (src/seo/breadcrumbs.ts). */
export const breadcrumbNode = (trail: readonly Crumb[]): BreadcrumbList => ({
  '@type': 'BreadcrumbList',
  itemListElement: trail.map((crumb, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: crumb.name,
    item: absoluteUrl(crumb.path),
  })),
});

export const graph = (nodes: readonly Thing[]): Graph => ({
  '@context': 'https://schema.org',
  '@graph': nodes,
});

/** JSON safe inside a <script> element: `<` cannot close it. */
export const serializeLd = (data: Graph): string => JSON.stringify(data).replace(/</g, '\\u003c');
