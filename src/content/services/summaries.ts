import type { IconName, ServiceId, ServiceInterest } from '../types';

/**
 * What other pages show of a service page when they link to it: its short name (the page's eyebrow), its icon, and
 * the service its calls to action preselect in the contact form.
 * Kept apart from the pages' content, which is a chunk per page (docs/decisions/0052-a-chunk-per-offer-page.md): a
 * page that links to a service does not download the service's content.
 */
export interface ServiceSummary {
  eyebrow: string;
  icon: IconName;
  /** Contact-form service preselected by the page's calls to action. */
  interest: ServiceInterest;
}

export const serviceSummaries: Readonly<Record<ServiceId, ServiceSummary>> = {
  'ai-automation': { eyebrow: 'AI Automation', icon: 'bot', interest: 'ai-automation' },
  'it-talent': { eyebrow: 'IT Talent Solutions', icon: 'users', interest: 'it-talent' },
  'tech-growth': { eyebrow: 'Tech-Led Growth', icon: 'trending', interest: 'tech-growth' },
  security: { eyebrow: 'Security & Compliance', icon: 'shield', interest: 'cybersecurity' },
  cloud: { eyebrow: 'Cloud & Infrastructure', icon: 'cloud', interest: 'cloud-services' },
  'custom-development': { eyebrow: 'Custom Development', icon: 'code', interest: 'custom-development' },
};
