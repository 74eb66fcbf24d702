import type { ServiceInterestOption } from './types';

/** The contact form's Service options, in the order of docs/product.md#service-options. */
export const serviceInterestOptions: readonly ServiceInterestOption[] = [
  { value: 'ai-automation', label: 'AI Automation' },
  { value: 'it-talent', label: 'IT Talent Solutions' },
  { value: 'cloud-services', label: 'Cloud Services' },
  { value: 'cybersecurity', label: 'Cybersecurity' },
  { value: 'custom-development', label: 'Custom Development' },
  { value: 'tech-growth', label: 'Technology Growth' },
  { value: 'consultation', label: 'General Consultation' },
];
