/** Short interface strings shared by several templates. */
export const uiCopy = {
  consultationButton: 'Book a Free Consultation',
  faqHeading: 'Frequently Asked Questions',
  investment: 'Investment',
  timeline: 'Timeline',
  offersLabel: (title: string) => `${title} offers`,
  relatedServices: 'Services we bring',
  mobileNav: 'Mobile',
  pauseMarquee: 'Pause partner carousel',
  home: 'Home',
  comingSoon: 'Coming soon',
  backHome: 'Back to Home',
} as const;
