/**
 * Where on the site a call to action sits: each contact button names its place (`data-preset-cta_place`), and every lead and
 * dialog opening records it, so the owner sees which calls to action bring leads (docs/analytics.md).
 */
export const ctaPlaces = [
  'header',
  'mobile-menu',
  'home-wheel',
  'home-help',
  'service-hero',
  'service-panel',
  'service-final',
  'industry-hero',
  'industry-final',
  'about-hero',
  'about-final',
  'contact-page',
] as const;

export type CtaPlace = (typeof ctaPlaces)[number];
