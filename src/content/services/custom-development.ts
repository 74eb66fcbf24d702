import { paths } from '../paths';
import type { ServicePage } from '../types';
import { serviceOpenings } from '../openings';
import { serviceSummaries } from './summaries';

export const customDevelopment: ServicePage = {
  id: 'custom-development',
  path: paths.customDevelopment,
  ...serviceOpenings['custom-development'],
  description:
    'Custom software development: web applications, mobile apps, APIs and enterprise systems designed, built and supported by experienced engineering teams.',
  keywords: [
    'custom software development',
    'web application development',
    'mobile app development',
    'API development',
    'enterprise software',
  ],
  ...serviceSummaries['custom-development'],
  offers: {
    heading: 'Software for every channel',
    lead: 'Web, mobile, APIs and enterprise systems, designed, built and supported by one experienced team.',
  },
  tabs: [
    {
      id: 'web-apps',
      label: 'Web Applications',
      icon: 'layout',
      heading: 'Web applications that are fast, secure and easy to use',
      intro:
        'We build customer portals, SaaS products and internal tools with modern frameworks, accessible design and cloud-native architecture.',
      highlights: [
        'React, Next.js, Vue and Angular front ends',
        'Accessible, responsive design for every device',
        'Secure authentication and role-based access',
        'Automated testing and continuous delivery',
      ],
      cards: [
        {
          icon: 'users',
          title: 'Customer Portals',
          description: 'Self-service experiences your customers will actually use.',
          features: ['Account and order management', 'Secure document sharing', 'Integration with your CRM'],
        },
        {
          icon: 'rocket',
          title: 'SaaS Products',
          description: 'From first version to a platform with paying customers.',
          features: ['Multi-tenant architecture', 'Subscription billing', 'Usage analytics'],
        },
        {
          icon: 'briefcase',
          title: 'Internal Tools',
          description: 'Replace spreadsheets and manual steps with purpose-built apps.',
          features: ['Workflow and approvals', 'Reporting dashboards', 'Single sign-on'],
        },
      ],
      action: 'Start Your Project',
    },
    {
      id: 'mobile',
      label: 'Mobile Apps',
      icon: 'smartphone',
      heading: 'Mobile apps for iOS and Android',
      intro:
        'We design and build native and cross-platform mobile apps that feel right on every device and connect securely to your systems.',
      highlights: [
        'Native iOS (Swift) and Android (Kotlin) development',
        'Cross-platform apps with React Native or Flutter',
        'Offline support, push notifications and analytics',
        'App Store and Google Play release management',
      ],
      cards: [
        {
          icon: 'smartphone',
          title: 'Cross-Platform Apps',
          description: 'One codebase for iOS and Android without compromising quality.',
          features: ['React Native or Flutter', 'Shared business logic', 'Native modules where needed'],
        },
        {
          icon: 'code',
          title: 'Native Apps',
          description: 'Maximum performance and platform integration.',
          features: ['Swift and SwiftUI', 'Kotlin and Jetpack Compose', 'Device hardware integration'],
        },
        {
          icon: 'layout',
          title: 'Mobile UX Design',
          description: 'Interfaces designed for thumbs, not mice.',
          features: ['User research and prototyping', 'Accessible design', 'Usability testing'],
        },
      ],
      action: 'Discuss Your App',
    },
    {
      id: 'api',
      label: 'API Development',
      icon: 'plug',
      heading: 'APIs and integrations that connect your business',
      intro:
        'We design and build well-documented, secure APIs that let your applications, partners and AI tools share data reliably.',
      highlights: [
        'REST, GraphQL and event-driven APIs',
        'OpenAPI documentation and developer portals',
        'Authentication, rate limiting and monitoring',
        'Integrations with CRM, ERP, payment and shipping platforms',
      ],
      cards: [
        {
          icon: 'plug',
          title: 'API Design & Build',
          description: 'Clean, versioned APIs built for long-term use.',
          features: ['Contract-first design', 'OpenAPI specifications', 'Automated testing'],
        },
        {
          icon: 'git-branch',
          title: 'Systems Integration',
          description: 'Connect the platforms your business runs on.',
          features: ['Third-party API integration', 'Message queues and webhooks', 'Data mapping and sync'],
        },
        {
          icon: 'lock',
          title: 'API Security & Management',
          description: 'Control who uses your APIs and how.',
          features: ['OAuth 2.0 and API keys', 'Gateways and rate limits', 'Usage analytics'],
        },
      ],
      action: 'Talk to an API Expert',
    },
    {
      id: 'enterprise',
      label: 'Enterprise Software',
      icon: 'building',
      heading: 'Enterprise software built to last',
      intro:
        'We modernize legacy systems and build new enterprise platforms with the security, scalability and maintainability large organizations need.',
      highlights: [
        'Legacy modernization without a risky big-bang rewrite',
        'Microservices and modular architectures',
        'Enterprise security, audit logging and compliance',
        'Long-term support from U.S. and offshore teams',
      ],
      cards: [
        {
          icon: 'cog',
          title: 'Legacy Modernization',
          description: 'Move off aging platforms step by step.',
          features: ['Code and architecture assessment', 'Incremental migration', 'Data migration'],
        },
        {
          icon: 'building',
          title: 'Enterprise Platforms',
          description: 'Custom ERP, CRM and line-of-business systems.',
          features: [
            'Complex workflows and approvals',
            'Role-based security',
            'Integration with existing systems',
          ],
        },
        {
          icon: 'clock',
          title: 'Support & Maintenance',
          description: 'Keep critical systems secure, current and running.',
          features: ['24/7 support options', 'Security patching', 'Continuous improvement'],
        },
      ],
      action: 'Discuss Your Enterprise System',
    },
  ],
  closing: {
    heading: 'Turn your idea into working software',
    body: 'Describe what you need to build. We will come back with an approach, a team and a realistic timeline.',
    button: 'Scope My Project',
  },
};
