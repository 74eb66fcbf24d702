import { company } from './company';
import { aboutOpening } from './openings';
import type { IconName, Stat } from './types';

/** About page copy (docs/product.md#about-page). The leadership team is fictional sample content. */

export interface AboutValue {
  icon: IconName;
  title: string;
  body: string;
}

export interface Leader {
  name: string;
  role: string;
  bio: string;
}

const stats: readonly [Stat, Stat, Stat, Stat] = [
  { value: String(company.founded), label: 'Founded' },
  { value: 'Naperville, IL', label: 'U.S. headquarters' },
  { value: company.support, label: 'Support' },
  { value: '24 hours', label: 'Response on business days' },
];

const values: readonly AboutValue[] = [
  {
    icon: 'target',
    title: 'Outcomes over activity',
    body: 'We measure our work by the results it creates for your business, not by hours logged.',
  },
  {
    icon: 'shield',
    title: 'Security by default',
    body: 'Security and privacy are part of every design decision, not a final checklist item.',
  },
  {
    icon: 'users',
    title: 'People first',
    body: 'We invest in our engineers and treat your team as colleagues, which is why our partnerships last.',
  },
  {
    icon: 'message',
    title: 'Straight talk',
    body: 'Clear estimates, honest status updates and early warnings, even when the news is not what you hoped.',
  },
];

const leadership: readonly Leader[] = [
  {
    name: 'Daniel Whitcomb',
    role: 'Founder & Chief Executive Officer',
    bio: 'Daniel founded Northbridge in 2012 after fifteen years leading enterprise IT programs, and still joins first meetings with new clients.',
  },
  {
    name: 'Priya Raghunathan',
    role: 'Chief Technology Officer',
    bio: 'Priya leads our AI, cloud and security practices and sets the engineering standards every Northbridge team works to.',
  },
  {
    name: 'Thomas Ellery',
    role: 'Vice President, Talent Solutions',
    bio: 'Thomas runs recruiting and vetting for our talent network and matches engineers to client teams.',
  },
  {
    name: 'Anika Deshpande',
    role: 'Head of Northbridge Global Delivery',
    bio: 'Anika leads our offshore delivery teams and the processes that keep distributed projects on schedule.',
  },
];

export const about = {
  ...aboutOpening,
  description:
    'Founded in 2012 in Naperville, Illinois, Northbridge Technologies delivers AI automation, IT talent, cloud and security services with U.S. and offshore teams.',
  story: [
    `We started in ${company.founded} with a simple idea: businesses should not have to choose between a consultancy that designs solutions and a staffing firm that supplies people. We offer both, from one accountable partner.`,
    `Today our U.S.-based team works alongside ${company.offshoreBrand}, our offshore delivery organization, to provide AI automation, vetted IT talent, cloud and infrastructure, security and compliance, and custom software to companies of every size.`,
    'Our clients range from growing startups to established enterprises in healthcare, finance, retail, government and technology consulting.',
  ],
  stats,
  mission: {
    heading: 'Our mission',
    body: 'To help businesses get more done with technology by combining practical solutions with proven people, delivered with honesty, security and care.',
  },
  valuesHeading: 'What we value',
  values,
  partnerships: {
    heading: 'Partnerships',
    lead: 'We work closely with the leading cloud providers and security technology vendors, so clients get certified expertise on the platforms they already use.',
    /** Above the partners of `partners.ts`. */
    cloudHeading: 'Cloud partners',
    securityHeading: 'Security partnerships',
    security: [
      'Endpoint detection and response (EDR) platforms',
      'SIEM and log analytics platforms',
      'Identity and access management providers',
      'Independent penetration testing and audit firms',
    ],
  },
  certificationsHeading: 'Team certifications',
  certifications: [
    'AWS Certified Solutions Architect – Professional',
    'Microsoft Certified: Azure Solutions Architect Expert',
    'Google Professional Cloud Architect',
    'CISSP',
    'ISO/IEC 27001 Lead Implementer',
    'Certified Kubernetes Administrator',
  ],
  leadershipHeading: 'Leadership',
  leadership,
  /** The page's closing call to action, with the contact address the about page gives. */
  closing: {
    heading: 'Questions about Northbridge?',
    before: 'Email us at',
    email: company.contact.email,
    href: `mailto:${company.contact.email}`,
    after: `or tell us here what you need. We answer ${company.responsePromise}.`,
    button: 'Talk to Our Team',
  },
} as const;
