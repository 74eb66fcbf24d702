import type { WheelItem } from './types';

/**
 * The 'Where We Excel' service wheel (docs/product.md#service-wheel). Six segments at 60° steps, in this order.
 * `href` is the spec's legacy segment href (redirects to the service page, docs/decisions/0004-legacy-segment-hrefs-redirect.md). Each sub-card opens
 * the tab `section` of the service page; `legacyPath` is the spec's sub-card path, kept as a redirect
 * (docs/decisions/0003-wheel-sub-cards-open-service-tabs.md).
 */
export const wheelItems: readonly WheelItem[] = [
  {
    id: 'ai-automation',
    icon: 'bot',
    title: 'AI Automation',
    shortTitle: 'AI',
    description:
      'Integrate OpenAI and Claude, run machine learning reliably in production and automate workflows end to end, with up to 70% cost reduction on automated processes.',
    href: '/ai-solutions',
    angle: 0,
    segment: 0,
    service: 'ai-automation',
    subServices: [
      {
        title: 'OpenAI Integration',
        description: 'Assistants, document processing and AI features connected to your systems.',
        icon: 'sparkles',
        section: 'openai-integration',
        legacyPath: '/ai-automation/openai-integration',
      },
      {
        title: 'Claude & LLMs',
        description: 'The right large language model for each workload, evaluated on your data.',
        icon: 'brain',
        section: 'claude-llms',
        legacyPath: '/ai-automation/claude-llms',
      },
      {
        title: 'ML Operations',
        description: 'Pipelines, monitoring and governance for models in production.',
        icon: 'cog',
        section: 'ml-operations',
        legacyPath: '/ai-automation/ml-operations',
      },
      {
        title: 'Workflow Automation',
        description: '80-90% less manual work across email, CRM and ERP processes.',
        icon: 'workflow',
        section: 'workflow-automation',
        legacyPath: '/ai-automation/workflow-automation',
      },
    ],
  },
  {
    id: 'it-talent',
    icon: 'users',
    title: 'IT Talent',
    shortTitle: 'Talent',
    description:
      'Pre-vetted frontend, backend, full-stack and DevOps engineers, presented in 1-2 weeks and ready to join your team.',
    href: '/tech-talent',
    angle: 60,
    segment: 1,
    service: 'it-talent',
    subServices: [
      {
        title: 'Frontend Developers',
        description: 'React, Vue and Angular engineers who build fast, accessible interfaces.',
        icon: 'layout',
        section: 'frontend',
        legacyPath: '/it-talent/frontend-developers',
      },
      {
        title: 'Backend Developers',
        description: 'API, data and platform engineers for secure, scalable systems.',
        icon: 'server',
        section: 'backend',
        legacyPath: '/it-talent/backend-developers',
      },
      {
        title: 'Full-Stack Developers',
        description: 'Engineers who own features from interface to database.',
        icon: 'code',
        section: 'fullstack',
        legacyPath: '/it-talent/fullstack-developers',
      },
      {
        title: 'DevOps Engineers',
        description: 'CI/CD, infrastructure as code and Kubernetes specialists.',
        icon: 'git-branch',
        section: 'devops',
        legacyPath: '/it-talent/devops-engineers',
      },
    ],
  },
  {
    id: 'tech-growth',
    icon: 'trending',
    title: 'Tech-Led Growth',
    shortTitle: 'Growth',
    description:
      'Business intelligence, process automation, performance tuning and scalable architecture that turn technology into measurable growth.',
    href: '/growth-solutions',
    angle: 120,
    segment: 2,
    service: 'tech-growth',
    subServices: [
      {
        title: 'Business Intelligence',
        description: 'Trusted data and dashboards your leaders use every week.',
        icon: 'chart',
        section: 'business-intelligence',
        legacyPath: '/tech-growth/business-intelligence',
      },
      {
        title: 'Process Automation',
        description: '40% operational savings on streamlined back-office processes.',
        icon: 'cog',
        section: 'process-automation',
        legacyPath: '/tech-growth/process-automation',
      },
      {
        title: 'Performance Tuning',
        description: '50-90% performance improvement on targeted workloads.',
        icon: 'gauge',
        section: 'performance-tuning',
        legacyPath: '/tech-growth/performance-tuning',
      },
      {
        title: 'Growth & Scaling',
        description: 'Architecture and teams ready for 10x growth capacity.',
        icon: 'rocket',
        section: 'growth-scaling',
        legacyPath: '/tech-growth/growth-scaling',
      },
    ],
  },
  {
    id: 'security',
    icon: 'shield',
    title: 'Security & Compliance',
    shortTitle: 'Security',
    description:
      'Compliance readiness, 24/7 threat monitoring, encryption and security audits that protect your data and satisfy auditors.',
    href: '/security',
    angle: 180,
    segment: 3,
    service: 'security',
    subServices: [
      {
        title: 'Compliance',
        description: 'HIPAA, SOC 2, PCI DSS and ISO 27001 readiness.',
        icon: 'clipboard',
        section: 'compliance',
        legacyPath: '/security/compliance',
      },
      {
        title: 'Threat Monitoring',
        description: '24/7 detection and response by security analysts.',
        icon: 'eye',
        section: 'monitoring',
        legacyPath: '/security/monitoring',
      },
      {
        title: 'Encryption',
        description: 'Data protected at rest and in transit, with managed keys.',
        icon: 'lock',
        section: 'encryption',
        legacyPath: '/security/encryption',
      },
      {
        title: 'Security Audits',
        description: 'Penetration tests and reviews with prioritized findings.',
        icon: 'check',
        section: 'audits',
        legacyPath: '/security/audits',
      },
    ],
  },
  {
    id: 'cloud',
    icon: 'cloud',
    title: 'Cloud & Infrastructure',
    shortTitle: 'Cloud',
    description:
      'Architecture, migration and managed operations on AWS, Microsoft Azure and Google Cloud, with 30-50% cost reduction through optimization.',
    href: '/cloud-services',
    angle: 240,
    segment: 4,
    service: 'cloud',
    subServices: [
      {
        title: 'AWS',
        description: 'Well-architected, cost-efficient environments on Amazon Web Services.',
        icon: 'cloud',
        section: 'aws',
        legacyPath: '/cloud/aws',
      },
      {
        title: 'Microsoft Azure',
        description: 'Azure foundations, modernization and data and AI services.',
        icon: 'server',
        section: 'azure',
        legacyPath: '/cloud/azure',
      },
      {
        title: 'Google Cloud',
        description: 'Analytics, containers and AI on Google Cloud.',
        icon: 'database',
        section: 'gcp',
        legacyPath: '/cloud/gcp',
      },
      {
        title: 'Cloud Migration',
        description: 'Planned, low-disruption migrations in carefully sequenced waves.',
        icon: 'globe',
        section: 'migration',
        legacyPath: '/cloud/migration',
      },
    ],
  },
  {
    id: 'custom',
    icon: 'code',
    title: 'Custom Development',
    shortTitle: 'Custom',
    description:
      'Web applications, mobile apps, APIs and enterprise software designed, built and supported around the way your business works.',
    href: '/custom-projects',
    angle: 300,
    segment: 5,
    service: 'custom-development',
    subServices: [
      {
        title: 'Web Applications',
        description: 'Portals, SaaS products and internal tools.',
        icon: 'layout',
        section: 'web-apps',
        legacyPath: '/custom/web-applications',
      },
      {
        title: 'Mobile Apps',
        description: 'Native and cross-platform apps for iOS and Android.',
        icon: 'smartphone',
        section: 'mobile',
        legacyPath: '/custom/mobile-apps',
      },
      {
        title: 'API Development',
        description: 'Secure, documented APIs and system integrations.',
        icon: 'plug',
        section: 'api',
        legacyPath: '/custom/api-development',
      },
      {
        title: 'Enterprise Software',
        description: 'Legacy modernization and line-of-business platforms.',
        icon: 'building',
        section: 'enterprise',
        legacyPath: '/custom/enterprise-software',
      },
    ],
  },
];
