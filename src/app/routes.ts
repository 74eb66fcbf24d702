import { paths } from '../content/paths';
import type { ServiceId } from '../content/types';

/** One entry per page of the site: the router, the prerenderer, the sitemap and the host config read this table. */
export type RouteEntry =
  | { path: typeof paths.home; page: 'home' }
  | { path: typeof paths.about; page: 'about' }
  | { path: string; page: 'service'; id: ServiceId }
  | { path: string; page: 'industry'; id: string }
  | { path: string; page: 'comingSoon'; id: 'blog' | 'careers' | 'contact' | 'contact-sent' };

export const routes: readonly RouteEntry[] = [
  { path: paths.home, page: 'home' },
  { path: paths.about, page: 'about' },
  { path: paths.aiAutomation, page: 'service', id: 'ai-automation' },
  { path: paths.itTalent, page: 'service', id: 'it-talent' },
  { path: paths.techGrowth, page: 'service', id: 'tech-growth' },
  { path: paths.security, page: 'service', id: 'security' },
  { path: paths.cloud, page: 'service', id: 'cloud' },
  { path: paths.customDevelopment, page: 'service', id: 'custom-development' },
  { path: paths.healthcare, page: 'industry', id: 'healthcare' },
  { path: paths.finance, page: 'industry', id: 'finance' },
  { path: paths.retail, page: 'industry', id: 'retail' },
  { path: paths.government, page: 'industry', id: 'government' },
  { path: paths.technologyConsulting, page: 'industry', id: 'technology-consulting' },
  { path: paths.blog, page: 'comingSoon', id: 'blog' },
  { path: paths.careers, page: 'comingSoon', id: 'careers' },
  { path: paths.contact, page: 'comingSoon', id: 'contact' },
  // The confirmation of a contact form posted without JavaScript: a message page like the placeholders, unlisted.
  { path: paths.contactSent, page: 'comingSoon', id: 'contact-sent' },
];

/** Pages that are placeholders stay out of the sitemap. */
export const isIndexable = (route: RouteEntry): boolean => route.page !== 'comingSoon';
