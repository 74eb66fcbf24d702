import { company } from '../content/company';
import type { FaqItem } from '../content/types';

export type JsonLd = Record<string, unknown>;

export const absoluteUrl = (path: string): string => `${company.siteUrl}${path === '/' ? '/' : path}`;

export const organizationLd = (): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: company.name,
  url: company.siteUrl,
  logo: absoluteUrl('/favicon.svg'),
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

export const serviceLd = (name: string, description: string, path: string): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'Service',
  name,
  description,
  url: absoluteUrl(path),
  areaServed: 'US',
  provider: { '@type': 'Organization', name: company.name, url: company.siteUrl },
});

export const faqLd = (faqs: readonly FaqItem[]): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: faqs.map((f) => ({
    '@type': 'Question',
    name: f.question,
    acceptedAnswer: { '@type': 'Answer', text: f.answer },
  })),
});

/** JSON safe inside a <script> element: `<` cannot close it. */
export const serializeLd = (data: JsonLd): string => JSON.stringify(data).replace(/</g, '\\u003c');
