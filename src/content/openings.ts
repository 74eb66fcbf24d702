import { company } from './company';
import type { IndustryPage, ServiceId } from './types';

/**
 * Each inner page's title and the words its hero opens with: its heading and lead (a service page's eyebrow is its
 * summary's, an industry page's its name). Kept apart from the pages' content, which is a chunk per page
 * (docs/decisions/0052-a-chunk-per-offer-page.md): the app holds these from the start, so a tap on a link shows the
 * page's first words in the next frames, before the page's own code has arrived
 * (docs/decisions/0057-a-tap-shows-its-page-s-first-words-at-once.md).
 */
export interface PageOpening {
  title: string;
  heading: string;
  lead: string;
}

export const serviceOpenings: Readonly<Record<ServiceId, PageOpening>> = {
  'ai-automation': {
    title: 'AI Automation Services',
    heading: 'Put AI to work across your business',
    lead: 'We design, build and run AI automation that connects to the systems you already use, so your team spends less time on repetitive work and more time on decisions.',
  },
  cloud: {
    title: 'Cloud & Infrastructure Services',
    heading: 'Cloud infrastructure that scales with you',
    lead: 'We design, migrate and operate secure, cost-efficient environments on AWS, Microsoft Azure and Google Cloud, with 24/7 support when you need it.',
  },
  'custom-development': {
    title: 'Custom Software Development',
    heading: 'Software built around your business',
    lead: 'From customer-facing apps to internal platforms, we design, build and support software that fits the way you work, and grows with you.',
  },
  'it-talent': {
    title: 'IT Talent & Staffing Solutions',
    heading: 'Proven tech talent, ready when you are',
    lead: 'Add pre-vetted engineers to your team through U.S.-based and offshore delivery via Northbridge Global Delivery, on the engagement model that suits your project.',
  },
  security: {
    title: 'Cybersecurity & Compliance Services',
    heading: 'Security and compliance without the guesswork',
    lead: 'We protect your systems and data, prove it to auditors and customers, and watch over your environment 24/7.',
  },
  'tech-growth': {
    title: 'Tech-Led Growth Solutions',
    heading: 'Technology that moves your numbers',
    lead: 'We turn data, automation and engineering into measurable business outcomes: clearer decisions, leaner operations, faster systems and room to grow.',
  },
};

export const industryOpenings: Readonly<Record<IndustryPage['id'], PageOpening & { name: string }>> = {
  finance: {
    name: 'Finance',
    title: 'Financial Services IT Solutions',
    heading: 'Secure, compliant technology for financial services',
    lead: 'Banks, credit unions, lenders and fintech companies rely on us to modernize systems, automate operations and meet strict security and regulatory expectations.',
  },
  government: {
    name: 'Government',
    title: 'Government & Public Sector IT Solutions',
    heading: 'Better digital services for the public',
    lead: 'We help state and local governments and public agencies modernize aging systems, secure public data and deliver accessible online services residents can rely on.',
  },
  healthcare: {
    name: 'Healthcare',
    title: 'Healthcare IT Solutions',
    heading: 'Technology that lets care teams focus on patients',
    lead: 'We help providers, payers and health technology companies automate administrative work, connect clinical systems and protect patient data, with HIPAA-aligned delivery from day one.',
  },
  retail: {
    name: 'Retail',
    title: 'Retail & E-Commerce IT Solutions',
    heading: 'Technology for retailers that never close',
    lead: 'We help retailers and e-commerce brands deliver fast digital experiences, connect stores and systems, and scale confidently through peak seasons.',
  },
  'technology-consulting': {
    name: 'Technology & Consulting',
    title: 'IT Solutions for Technology & Consulting Firms',
    heading: 'Extra engineering capacity for technology and consulting firms',
    lead: 'Software companies, agencies and consulting firms use Northbridge to add specialists, deliver client projects and bring AI and cloud expertise to their teams.',
  },
};

export const aboutOpening: PageOpening & { eyebrow: string } = {
  title: 'About Us',
  eyebrow: 'About Northbridge',
  heading: 'Technology partners since 2012',
  lead: `${company.name} is a technology solutions provider based in ${company.city}, ${company.region}, helping businesses automate work, strengthen their teams and build for growth.`,
};
