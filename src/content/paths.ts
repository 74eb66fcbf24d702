/** Every route path of the site, spelled once (docs/product.md#pages). */
export const paths = {
  home: '/',
  about: '/about',
  aiAutomation: '/ai-automation',
  itTalent: '/it-talent',
  techGrowth: '/tech-growth',
  security: '/security',
  cloud: '/cloud',
  customDevelopment: '/custom-development',
  healthcare: '/industries/healthcare',
  finance: '/industries/finance',
  retail: '/industries/retail',
  government: '/industries/government',
  technologyConsulting: '/industries/technology-consulting',
  blog: '/blog',
  careers: '/careers',
  contact: '/contact',
  /** Where a contact form posted without JavaScript lands once the lead is stored (docs/decisions/0013-leads-are-stored-exactly-once.md). */
  contactSent: '/contact/sent',
} as const;

export type SitePath = (typeof paths)[keyof typeof paths];

/** Query parameter that selects the tab on a service page (docs/decisions/0001-every-service-page-reads-section.md). */
export const SECTION_PARAM = 'section';

export const sectionHref = (path: string, section: string): string => `${path}?${SECTION_PARAM}=${section}`;

/** The page of each service, by service id. */
export const servicePaths = {
  'ai-automation': paths.aiAutomation,
  'it-talent': paths.itTalent,
  'tech-growth': paths.techGrowth,
  security: paths.security,
  cloud: paths.cloud,
  'custom-development': paths.customDevelopment,
} as const satisfies Record<string, SitePath>;
