import { paths } from './paths';

/** Labels of the header, mobile menu, footer and skip link (docs/product.md#header, #mobile-menu, #footer). */

export interface NavLink {
  label: string;
  href: string;
}

/** A footer quick link; disabled ones render as non-links (docs/product.md#footer). */
export type QuickLink = { label: string; href: string; disabled?: false } | { label: string; disabled: true };

export const navigation = {
  skipLink: 'Skip to main content',
  header: {
    homeLabel: 'Northbridge Technologies home',
    navLabel: 'Main',
    about: 'About',
    services: 'Services',
    industries: 'Industries',
    blog: 'Blog',
    careers: 'Careers',
    contact: 'Contact Us',
    openMenu: 'Open Menu',
    closeMenu: 'Close Menu',
    mobileMenuLabel: 'Site menu',
  },
  footer: {
    headings: {
      quickLinks: 'Quick Links',
      services: 'Services',
      industries: 'Industries',
      contact: 'Contact',
    },
    navLabel: 'Footer',
    disabledHint: 'Coming soon',
    rights: 'All rights reserved.',
  },
} as const;

/** Services menu entries (header, mobile menu, footer), in menu order. */
export const serviceLinks: readonly NavLink[] = [
  { label: 'AI Automation', href: paths.aiAutomation },
  { label: 'IT Talent', href: paths.itTalent },
  { label: 'Tech-Led Growth', href: paths.techGrowth },
  { label: 'Security & Compliance', href: paths.security },
  { label: 'Cloud & Infrastructure', href: paths.cloud },
  { label: 'Custom Development', href: paths.customDevelopment },
];

/** Industries menu entries (header, mobile menu, footer), in menu order. */
export const industryLinks: readonly NavLink[] = [
  { label: 'Healthcare', href: paths.healthcare },
  { label: 'Finance', href: paths.finance },
  { label: 'Retail', href: paths.retail },
  { label: 'Government', href: paths.government },
  { label: 'Technology & Consulting', href: paths.technologyConsulting },
];

/** Footer quick links: Home and About link; Blog, Careers and Contact us are disabled non-links. */
export const quickLinks: readonly QuickLink[] = [
  { label: 'Home', href: paths.home },
  { label: 'About', href: paths.about },
  { label: 'Blog', disabled: true },
  { label: 'Careers', disabled: true },
  { label: 'Contact us', disabled: true },
];
