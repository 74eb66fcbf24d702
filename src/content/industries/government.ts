import { industryOpenings } from '../openings';
import { paths } from '../paths';
import type { IndustryPage } from '../types';

export const government: IndustryPage = {
  id: 'government',
  path: paths.government,
  ...industryOpenings.government,
  icon: 'landmark',
  description:
    'IT solutions for state and local government and public agencies: accessible digital services, legacy modernization, cybersecurity and cloud migration.',
  stats: [
    { value: 'WCAG', label: 'accessible digital services' },
    { value: '24/7', label: 'monitoring and support' },
    { value: '30-50%', label: 'infrastructure cost reduction' },
  ],
  capabilities: {
    heading: 'How we help public agencies',
    lead: 'Accessible services, modern systems and strong security for the residents you serve.',
  },
  sections: [
    {
      heading: 'Accessible digital services',
      body: 'We design online services that every resident can use, on any device, meeting accessibility standards such as WCAG and Section 508.',
      points: [
        'Online forms, permits and payments',
        'Accessibility audits and remediation',
        'Plain-language content design',
      ],
    },
    {
      heading: 'Legacy modernization and cloud',
      body: 'We replace or modernize aging systems incrementally and move workloads to government-ready cloud environments without interrupting services.',
      points: [
        'Incremental modernization roadmaps',
        'Government cloud regions and services',
        'Data migration and validation',
      ],
    },
    {
      heading: 'Cybersecurity for public agencies',
      body: 'We protect sensitive public data with security controls aligned to frameworks such as the NIST Cybersecurity Framework.',
      points: [
        'Risk assessments and security audits',
        '24/7 threat monitoring',
        'Incident response planning',
      ],
    },
  ],
  relatedServices: ['security', 'cloud', 'custom-development', 'ai-automation'],
  closing: {
    heading: 'Deliver services residents can rely on',
    body: 'Tell us which service or system you want to modernize. We will outline an accessible, secure way to get there.',
    button: 'Talk to Our Public Sector Team',
  },
};
