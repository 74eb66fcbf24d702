import type { FaqItem, ServiceCard, ServiceInterest } from './types';

/** Home page copy (docs/product.md#home-page). */

/**
 * The page's title and the hero's copy are in a module of their own, which the app holds from the start for the
 * page's opening (homeHero.ts).
 */
export { hero, homeMeta } from './homeHero';

export const whereWeExcel = {
  eyebrow: 'Our Services',
  heading: 'Where We Excel',
  lead: 'Six practices, one partner: choose a service to see how we help and where to start.',
  learnMore: 'Learn More',
  /** Read by screen readers and search engines after 'Learn More', so the link names its destination. */
  learnMoreTopic: (service: string) => ` about ${service}`,
  talkToExpert: 'Talk to an Expert',
  /** Drawn in the hub of the phone wheel (two lines), where a tap opens the service page. */
  tapHint: ['Tap a', 'service'],
} as const;

/** The two cards of the help section, shaped like service cards (no prices). */
const helpCards: readonly ServiceCard[] = [
  {
    icon: 'bot',
    title: 'AI Solutions',
    description:
      'Automate repetitive work and put your data to use with AI built into your existing systems.',
    features: [
      'Up to 70% cost reduction on automated processes',
      '80-90% less manual work',
      'OpenAI and Claude integration',
      'Workflow automation across your tools',
    ],
  },
  {
    icon: 'users',
    title: 'Staffing',
    description: 'Add vetted engineers to your team for a project, a role or a complete delivery team.',
    features: [
      'Candidates presented in 1-2 weeks',
      'Frontend, backend, full-stack and DevOps engineers',
      'U.S.-based and offshore delivery',
      'Flexible engagement models',
    ],
  },
];

export const helpSection = {
  eyebrow: 'How We Help',
  heading: 'You need more done. We bring the how.',
  lead: 'Whether you need work automated or experts added to your team, we match the approach to the problem.',
  cards: helpCards,
  button: 'Show Me How We Help',
  /** The service its call to action preselects in the contact dialog. */
  interest: 'consultation' satisfies ServiceInterest,
} as const;

export const homeFaqsHeading = 'Frequently Asked Questions';

export const homeFaqs: readonly FaqItem[] = [
  {
    question: 'What services does Northbridge Technologies offer?',
    answer:
      'We offer AI automation, IT talent and staffing, tech-led growth, security and compliance, cloud and infrastructure, and custom software development, delivered by U.S.-based teams and Northbridge Global Delivery.',
  },
  {
    question: 'How can AI automation benefit my business?',
    answer:
      'AI automation takes over repetitive, rules-based work such as data entry, document processing and routine follow-ups. Clients can see cost reduction of up to 70% on automated processes and 80-90% less manual work, freeing their teams for higher-value tasks.',
  },
  {
    question: 'What size businesses do you work with?',
    answer:
      'We work with startups, mid-sized companies and large enterprises. Engagements range from a single engineer or a focused automation project to dedicated teams and multi-year programs.',
  },
  {
    question: 'What makes Northbridge different?',
    answer:
      'We combine solutions and talent under one roof: the same partner can automate a process, modernize a platform and add vetted engineers to your team. Since 2012 we have paired U.S.-based leadership with offshore delivery, and we offer 24/7 support.',
  },
  {
    question: 'How do I get started?',
    answer:
      'Book a free consultation. Tell us about your goals and challenges, and we will respond within 24 hours on business days with recommended next steps, with no obligation.',
  },
];
