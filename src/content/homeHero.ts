/**
 * The home page's title and its hero's copy (docs/product.md#home-page), apart from the rest of the page's content
 * (home.ts, which re-exports them): the app's shell holds these from the start, so a tap to the home page shows its
 * hero at once, before the page's own code has arrived
 * (docs/decisions/0058-the-home-page-s-opening-is-its-hero.md).
 */

export const homeMeta = {
  title: 'AI Automation, IT Talent & Cloud Solutions',
  description:
    'Northbridge Technologies delivers AI automation, vetted IT talent, cloud, cybersecurity and custom software for growing businesses from Naperville, Illinois.',
} as const;

/** Hero: solutions side (left), talent side (right); on mobile the two are tabs. */
export const hero = {
  solutions: {
    eyebrow: 'Technology Solutions',
    headline: 'Built to Solve. Ready to Scale.',
    body: 'AI automation, cloud and custom software that remove manual work, cut costs and grow with your business.',
    cta: 'Explore Solutions',
  },
  talent: {
    eyebrow: 'IT Talent Solutions',
    headline: 'Proven tech talent. Ready Now.',
    body: 'Pre-vetted engineers, developers and specialists who join your team in weeks, not months.',
    cta: 'Find Talent',
  },
  tabs: {
    solutions: 'Solutions',
    talent: 'Talent',
  },
  /** Accessible names for the hero's interactive parts. */
  dividerLabel: 'Resize the solutions and talent panels',
  talentNetworkLabel: 'Sample engineer profiles from our talent network',
  workflowLabel: 'Example of an AI-automated sales workflow',
  skillsLabel: 'Skills',
} as const;
