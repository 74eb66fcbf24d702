import { paths } from './paths';
import type { IndustryPage } from './types';

/**
 * The five static industry pages (docs/product.md#industry-pages). Healthcare is the richest. Figures are only the marketing
 * claims (docs/product.md#marketing-claims); other stats are qualitative.
 */

const healthcare: IndustryPage = {
  id: 'healthcare',
  path: paths.healthcare,
  name: 'Healthcare',
  icon: 'heart',
  title: 'Healthcare IT Solutions',
  description:
    'Healthcare IT solutions: HIPAA-aligned AI automation, EHR integration, secure cloud and vetted engineers for providers, payers and health tech companies.',
  heading: 'Technology that lets care teams focus on patients',
  lead: 'We help providers, payers and health technology companies automate administrative work, connect clinical systems and protect patient data, with HIPAA-aligned delivery from day one.',
  stats: [
    { value: 'HIPAA', label: 'aligned delivery and safeguards' },
    { value: '80-90%', label: 'less manual work on intake and claims tasks' },
    { value: '99.9%', label: 'accuracy on automated data entry' },
  ],
  capabilities: {
    heading: 'How we help healthcare organizations',
    lead: 'From the front desk to the data warehouse: automation, integration, security and people who know healthcare.',
  },
  sections: [
    {
      heading: 'AI automation for administrative work',
      body: 'Administrative tasks take time away from patients. We automate the repetitive, rules-based work across intake, billing and claims, with people reviewing every exception.',
      points: [
        'Patient intake and referral document processing',
        'Prior authorization and eligibility checks',
        'Claims preparation, coding support and denial follow-up',
        'Appointment reminders and scheduling workflows',
      ],
    },
    {
      heading: 'EHR integration and interoperability',
      body: 'Clinical and business systems rarely share data easily. We connect them using healthcare data standards, so information reaches the right people without re-keying.',
      points: [
        'HL7 v2 and FHIR interfaces',
        'Integration with EHR, practice management and billing systems',
        'Patient portal and telehealth integrations',
        'Data validation and reconciliation between systems',
      ],
    },
    {
      heading: 'HIPAA-aligned security and compliance',
      body: 'Protected health information needs safeguards at every layer. We design systems and processes that support your HIPAA obligations and stand up to audits.',
      points: [
        'Risk assessments against the HIPAA Security Rule',
        'Encryption of PHI at rest and in transit',
        'Access controls, audit logging and monitoring',
        'Business associate agreements for our engagements',
      ],
    },
    {
      heading: 'Secure cloud for healthcare workloads',
      body: 'We build and operate healthcare workloads on AWS, Microsoft Azure and Google Cloud using their HIPAA-eligible services and hardened configurations.',
      points: [
        'HIPAA-eligible service selection and configuration',
        'Backup, disaster recovery and high availability',
        '30-50% cost reduction through right-sizing',
      ],
    },
    {
      heading: 'Healthcare analytics',
      body: 'Bring operational, financial and clinical data together to see what is working and where to improve.',
      points: [
        'Operational and revenue-cycle dashboards',
        'Population health and quality reporting',
        'De-identified data sets for research and analytics',
      ],
    },
    {
      heading: 'Healthcare technology talent',
      body: 'Add engineers who already understand healthcare data, privacy requirements and clinical workflows to your team.',
      points: [
        'Developers experienced with HL7, FHIR and EHR platforms',
        'Data engineers and analysts for healthcare data',
        'Candidates presented in 1-2 weeks, 2-4 weeks for senior roles',
      ],
    },
  ],
  relatedServices: ['ai-automation', 'security', 'cloud', 'it-talent'],
  faqs: [
    {
      question: 'Do you sign business associate agreements (BAAs)?',
      answer:
        'Yes. When our work involves protected health information, we sign a business associate agreement and follow the safeguards it requires.',
    },
    {
      question: 'Which EHR systems can you integrate with?',
      answer:
        'We integrate with major EHR and practice management platforms through their supported interfaces, including HL7 v2 feeds and FHIR APIs. We confirm the options for your systems during discovery.',
    },
    {
      question: 'How do you keep patient data safe when using AI?',
      answer:
        'We use HIPAA-eligible services, encrypt data in transit and at rest, restrict access by role, log every access, and keep people in the loop to review AI outputs before they affect patient records.',
    },
    {
      question: 'Where should a healthcare organization start with automation?',
      answer:
        'Usually with a high-volume administrative process such as intake, eligibility checks or claims follow-up. A free consultation helps us identify the process with the fastest payback.',
    },
  ],
  closing: {
    heading: 'Give your care teams time back',
    body: 'Tell us which administrative process slows you down. We will show you how to automate it safely, with HIPAA-aligned safeguards from day one.',
    button: 'Talk to Our Healthcare Team',
  },
};

const finance: IndustryPage = {
  id: 'finance',
  path: paths.finance,
  name: 'Finance',
  icon: 'bank',
  title: 'Financial Services IT Solutions',
  description:
    'IT solutions for banks, credit unions, lenders and fintechs: secure cloud, compliance support, AI automation for operations and vetted engineering talent.',
  heading: 'Secure, compliant technology for financial services',
  lead: 'Banks, credit unions, lenders and fintech companies rely on us to modernize systems, automate operations and meet strict security and regulatory expectations.',
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

const retail: IndustryPage = {
  id: 'retail',
  path: paths.retail,
  name: 'Retail',
  icon: 'cart',
  title: 'Retail & E-Commerce IT Solutions',
  description:
    'Retail and e-commerce IT solutions: fast storefronts, order and inventory automation, customer analytics and scalable cloud platforms for peak seasons.',
  heading: 'Technology for retailers that never close',
  lead: 'We help retailers and e-commerce brands deliver fast digital experiences, connect stores and systems, and scale confidently through peak seasons.',
  stats: [
    { value: '50-90%', label: 'performance improvement on targeted workloads' },
    { value: '10x', label: 'growth capacity for peak demand' },
    { value: '40%', label: 'operational savings' },
  ],
  capabilities: {
    heading: 'How we help retailers',
    lead: 'Fast storefronts, connected systems and customer insight for brands that sell in every channel.',
  },
  sections: [
    {
      heading: 'Fast, reliable digital storefronts',
      body: 'Slow pages cost sales. We build and tune storefronts, mobile apps and checkout flows that stay fast under load.',
      points: [
        'Headless commerce and storefront development',
        'Core Web Vitals optimization',
        'Load testing before peak seasons',
      ],
    },
    {
      heading: 'Order, inventory and fulfillment automation',
      body: 'We connect e-commerce, point-of-sale, warehouse and ERP systems, and automate the processes between them.',
      points: [
        'Real-time inventory sync',
        'Order routing and returns workflows',
        'Supplier and invoice automation',
      ],
    },
    {
      heading: 'Customer insight and personalization',
      body: 'Bring sales, web and loyalty data together to understand customers and personalize their experience.',
      points: ['Customer analytics dashboards', 'Demand forecasting', 'AI-powered product recommendations'],
    },
  ],
  relatedServices: ['custom-development', 'tech-growth', 'cloud', 'ai-automation'],
  closing: {
    heading: 'Get ready for your next peak season',
    body: 'Share your busiest days and the systems behind them. We will show you where to speed up, automate and scale.',
    button: 'Talk to Our Retail Team',
  },
};

const government: IndustryPage = {
  id: 'government',
  path: paths.government,
  name: 'Government',
  icon: 'landmark',
  title: 'Government & Public Sector IT Solutions',
  description:
    'IT solutions for state and local government and public agencies: accessible digital services, legacy modernization, cybersecurity and cloud migration.',
  heading: 'Better digital services for the public',
  lead: 'We help state and local governments and public agencies modernize aging systems, secure public data and deliver accessible online services residents can rely on.',
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

const technologyConsulting: IndustryPage = {
  id: 'technology-consulting',
  path: paths.technologyConsulting,
  name: 'Technology & Consulting',
  icon: 'briefcase',
  title: 'IT Solutions for Technology & Consulting Firms',
  description:
    'Engineering capacity for software companies and consulting firms: vetted developers, delivery teams, AI expertise and cloud engineers when you need them.',
  heading: 'Extra engineering capacity for technology and consulting firms',
  lead: 'Software companies, agencies and consulting firms use Northbridge to add specialists, deliver client projects and bring AI and cloud expertise to their teams.',
  stats: [
    { value: '1-2 weeks', label: 'to present vetted candidates' },
    { value: '10x', label: 'growth capacity' },
    { value: '24/7', label: 'delivery across time zones' },
  ],
  capabilities: {
    heading: 'How we help technology and consulting firms',
    lead: 'Specialists, delivery teams and expertise on demand, working inside your processes.',
  },
  sections: [
    {
      heading: 'Staff augmentation and dedicated teams',
      body: 'Add individual engineers or complete delivery teams that work inside your processes and tools, through U.S.-based and Northbridge Global Delivery teams.',
      points: [
        'Frontend, backend, full-stack and DevOps engineers',
        'Dedicated teams with a delivery lead',
        'Flexible scaling as projects change',
      ],
    },
    {
      heading: 'White-label project delivery',
      body: 'Consulting firms and agencies can rely on us to deliver projects under their brand, with the quality and communication their clients expect.',
      points: [
        'Web, mobile and API development',
        'Your processes and reporting',
        'Confidentiality by default',
      ],
    },
    {
      heading: 'AI and cloud expertise on demand',
      body: 'Bring in specialists for AI integration, MLOps and cloud architecture without hiring full time.',
      points: [
        'OpenAI and Claude integration',
        'AWS, Microsoft Azure and Google Cloud engineers',
        'Architecture and code reviews',
      ],
    },
  ],
  relatedServices: ['it-talent', 'ai-automation', 'custom-development', 'cloud'],
  closing: {
    heading: 'Add capacity for your next project',
    body: 'Tell us the skills and the timeline you need. We present vetted candidates in 1-2 weeks.',
    button: 'Talk to Our Consulting Team',
  },
};

/** The five industry pages, in menu order. */
export const industryPages: readonly IndustryPage[] = [
  healthcare,
  finance,
  retail,
  government,
  technologyConsulting,
];
