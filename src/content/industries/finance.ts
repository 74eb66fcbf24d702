import { industryOpenings } from '../openings';
import { paths } from '../paths';
import type { IndustryPage } from '../types';

export const finance: IndustryPage = {
  id: 'finance',
  path: paths.finance,
  ...industryOpenings.finance,
  icon: 'bank',
  description:
    'IT solutions for banks, credit unions, lenders and fintechs: secure cloud, compliance support, AI automation for operations and vetted engineering talent.',
  stats: [
    { value: 'PCI DSS', label: 'and SOC 2 readiness support' },
    { value: 'Up to 70%', label: 'cost reduction on automated processes' },
    { value: '24/7', label: 'security monitoring' },
  ],
  capabilities: {
    heading: 'How we help financial institutions',
    lead: 'Automation, security and modern platforms that stand up to auditors and regulators.',
  },
  sections: [
    {
      heading: 'Automation for financial operations',
      body: 'We automate document-heavy, rules-based work such as loan processing, account onboarding and reconciliations, with full audit trails and human review of exceptions.',
      points: [
        'Loan and account-opening document processing',
        'Reconciliations and financial reporting',
        'Know-your-customer (KYC) workflow support',
      ],
    },
    {
      heading: 'Security and regulatory readiness',
      body: 'We help you protect customer data and demonstrate control to auditors and regulators, from PCI DSS and SOC 2 readiness to continuous monitoring.',
      points: ['Encryption and key management', 'Access reviews and audit logging', '24/7 threat monitoring'],
    },
    {
      heading: 'Modern platforms and talent',
      body: 'We modernize core and customer-facing systems step by step, and add vetted engineers who understand financial data and secure development.',
      points: [
        'Digital banking and lending portals',
        'API integrations with financial platforms',
        'Data and analytics engineering',
      ],
    },
  ],
  relatedServices: ['security', 'ai-automation', 'custom-development', 'cloud'],
  closing: {
    heading: 'Modernize without losing control',
    body: 'Tell us about the process or system you want to improve. We will propose a plan that keeps compliance and security in view.',
    button: 'Talk to Our Finance Team',
  },
};
