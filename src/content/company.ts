/** Company facts used across the site: header, footer, about page, metadata and structured data. */
export const company = {
  name: 'Northbridge Technologies',
  shortName: 'Northbridge',
  titleSuffix: ' | Northbridge Technologies',
  tagline: 'AI automation, vetted IT talent and cloud engineering for growing businesses.',
  founded: 2012,
  city: 'Naperville',
  region: 'Illinois',
  country: 'US',
  offshoreBrand: 'Northbridge Global Delivery',
  siteUrl: 'https://www.northbridge.example',
  /*
   * PLACEHOLDERS (docs/product.md#contact-values): the real postal address, email, phone and professional-network
   * profile are not given by the specification. These values are valid in form but deliberately fictional
   * (.example domain, 555-01xx phone number). Replace them here, and only here, before launch.
   */
  contact: {
    address: {
      street: '1000 Placeholder Ave, Suite 100',
      city: 'Naperville',
      region: 'IL',
      postalCode: '60540',
      country: 'US',
    },
    email: 'hello@northbridge.example',
    phone: '+1 (630) 555-0100',
    phoneHref: 'tel:+16305550100',
    networkUrl: 'https://www.linkedin.com/company/northbridge-placeholder',
    networkLabel: 'Northbridge Technologies on LinkedIn',
  },
  copyrightYear: 2024,
  /** External web-design credit shown in the footer (placeholder URL). */
  designCredit: {
    label: 'Website by Northbridge Studio',
    href: 'https://northbridge.example/studio',
  },
  responsePromise: 'within 24 hours on business days',
  support: '24/7',
} as const;

export type Company = typeof company;
