import { paths } from '../paths';
import type { ServiceCard, ServicePage } from '../types';
import { serviceOpenings } from '../openings';
import { serviceSummaries } from './summaries';

/** The it-talent frontend tab's six offers, with their hourly rates and hiring timelines. */
const frontendCards: readonly ServiceCard[] = [
  {
    icon: 'code',
    title: 'React/Next.js Development',
    description: 'Engineers who build fast, maintainable React and Next.js applications with TypeScript.',
    features: [
      'React and Next.js (App Router)',
      'TypeScript and modern state management',
      'Server rendering and SEO',
    ],
    priceRange: '$80-150/hour',
    deliveryTime: '1-3 weeks',
  },
  {
    icon: 'layout',
    title: 'Vue/Nuxt Development',
    description: 'Vue and Nuxt specialists for new builds, upgrades and component libraries.',
    features: ['Vue 3 and the Composition API', 'Nuxt server rendering', 'Pinia state management'],
    priceRange: '$70-140/hour',
    deliveryTime: '2-3 weeks',
  },
  {
    icon: 'building',
    title: 'Angular Development',
    description: 'Angular engineers experienced with large enterprise applications and long-lived codebases.',
    features: ['Angular with RxJS and NgRx', 'Version upgrades and refactoring', 'Enterprise design systems'],
    priceRange: '$85-160/hour',
    deliveryTime: '2-4 weeks',
  },
  {
    icon: 'smartphone',
    title: 'Mobile-First Design',
    description: 'Interface developers who design and build responsive experiences for every screen size.',
    features: [
      'Responsive layouts and touch interactions',
      'Design-system implementation',
      'Figma-to-code handoff',
    ],
    priceRange: '$60-120/hour',
    deliveryTime: '1-3 weeks',
  },
  {
    icon: 'gauge',
    title: 'Performance Optimization',
    description: 'Specialists who find and fix what slows your pages down, from bundle size to rendering.',
    features: ['Core Web Vitals audits', 'Bundle and image optimization', 'Rendering and caching strategy'],
    priceRange: '$90-170/hour',
    deliveryTime: '3-5 weeks',
  },
  {
    icon: 'accessibility',
    title: 'Accessibility (WCAG) Compliance',
    description: 'Engineers who make your product usable by everyone and ready for WCAG audits.',
    features: [
      'WCAG 2.2 AA audits and remediation',
      'Screen reader and keyboard testing',
      'Accessible component patterns',
    ],
    priceRange: '$70-130/hour',
    deliveryTime: '2-4 weeks',
  },
];

export const itTalent: ServicePage = {
  id: 'it-talent',
  path: paths.itTalent,
  ...serviceOpenings['it-talent'],
  description:
    'Hire vetted frontend, backend, full-stack and DevOps engineers through Northbridge Technologies. Candidates in 1-2 weeks with flexible engagement models.',
  keywords: [
    'IT staffing',
    'IT talent solutions',
    'hire developers',
    'staff augmentation',
    'frontend developers',
    'backend developers',
    'DevOps engineers',
  ],
  ...serviceSummaries['it-talent'],
  offers: {
    heading: 'Engineers for every layer of your stack',
    lead: 'Frontend, backend, full-stack and DevOps engineers, screened by senior developers and presented in 1-2 weeks.',
  },
  tabs: [
    {
      id: 'frontend',
      label: 'Frontend Developers',
      icon: 'layout',
      heading: 'Frontend developers who ship fast, accessible interfaces',
      intro:
        'Our frontend engineers are screened by senior developers for framework depth, code quality, accessibility and communication, so they contribute from the first sprint.',
      highlights: [
        'Pre-vetted in React, Vue, Angular and TypeScript',
        'Technical interviews and code reviews by senior engineers',
        'Accessibility and performance skills verified for every hire',
        'Contract, contract-to-hire and dedicated team options',
        'Candidates presented in 1-2 weeks',
      ],
      cards: frontendCards,
      action: 'Hire Frontend Developers',
    },
    {
      id: 'backend',
      label: 'Backend Developers',
      icon: 'server',
      heading: 'Backend developers for secure, scalable systems',
      intro:
        'From APIs and microservices to data-heavy platforms, our backend engineers design services that stay fast, secure and maintainable as you grow.',
      highlights: [
        'Node.js, Python, Java, .NET and Go specialists',
        'API design, microservices and event-driven systems',
        'SQL and NoSQL database design and tuning',
        'Security and testing practices verified during vetting',
      ],
      cards: [
        {
          icon: 'plug',
          title: 'API & Microservices Engineers',
          description: 'Engineers who design clean, well-documented APIs and services.',
          features: ['REST and GraphQL', 'Event-driven architecture', 'Contract testing'],
        },
        {
          icon: 'database',
          title: 'Data & Database Engineers',
          description: 'Specialists for data models, pipelines and database performance.',
          features: [
            'PostgreSQL, SQL Server and MongoDB',
            'Query and index tuning',
            'Data pipelines and ETL',
          ],
        },
        {
          icon: 'building',
          title: 'Enterprise Platform Developers',
          description: 'Java and .NET developers for long-lived business systems.',
          features: ['Spring Boot and ASP.NET Core', 'Legacy modernization', 'Integration with ERP and CRM'],
        },
      ],
      action: 'Hire Backend Developers',
    },
    {
      id: 'fullstack',
      label: 'Full-Stack Developers',
      icon: 'code',
      heading: 'Full-stack developers who own features end to end',
      intro:
        'Our full-stack engineers move comfortably between interface, API and database, which makes them ideal for product teams and fast-moving projects.',
      highlights: [
        'TypeScript across the stack: React, Node.js and Next.js',
        'Python, Java and .NET back ends paired with modern front ends',
        'Cloud deployment and CI/CD experience',
        'Product-minded engineers who work directly with stakeholders',
      ],
      cards: [
        {
          icon: 'rocket',
          title: 'Product Engineers',
          description: 'Engineers who take features from idea to release.',
          features: ['Rapid prototyping', 'End-to-end feature ownership', 'Analytics-informed iteration'],
        },
        {
          icon: 'code',
          title: 'JavaScript/TypeScript Full-Stack',
          description: 'One language from browser to server for faster delivery.',
          features: ['React and Next.js', 'Node.js and serverless APIs', 'Automated testing'],
        },
        {
          icon: 'users',
          title: 'Dedicated Full-Stack Teams',
          description: 'A complete, self-managing team with a delivery lead.',
          features: [
            'Team sized to your roadmap',
            'Agile ceremonies and reporting',
            'Scale up or down as needed',
          ],
        },
      ],
      action: 'Hire Full-Stack Developers',
    },
    {
      id: 'devops',
      label: 'DevOps Engineers',
      icon: 'git-branch',
      heading: 'DevOps engineers who make releases routine',
      intro:
        'Our DevOps and platform engineers automate builds, infrastructure and monitoring so your teams can release often and recover quickly.',
      highlights: [
        'CI/CD with GitHub Actions, GitLab CI, Jenkins and Azure DevOps',
        'Infrastructure as code with Terraform, Bicep and CloudFormation',
        'Kubernetes, containers and service meshes',
        'Observability, incident response and 24/7 on-call options',
      ],
      cards: [
        {
          icon: 'git-branch',
          title: 'CI/CD Engineers',
          description: 'Fast, reliable pipelines from commit to production.',
          features: [
            'Pipeline design and hardening',
            'Automated testing gates',
            'Release and rollback strategy',
          ],
        },
        {
          icon: 'server',
          title: 'Platform & Kubernetes Engineers',
          description: 'Internal platforms that give developers self-service infrastructure.',
          features: ['Kubernetes and Helm', 'GitOps with Argo CD or Flux', 'Cost and capacity management'],
        },
        {
          icon: 'eye',
          title: 'Site Reliability Engineers',
          description: 'Engineers who keep critical systems available and observable.',
          features: ['SLOs and error budgets', 'Monitoring and alerting', 'Incident reviews'],
        },
      ],
      action: 'Hire DevOps Engineers',
    },
  ],
  faqs: [
    {
      question: 'How quickly can you present candidates?',
      answer:
        'We typically present pre-vetted candidates within 1-2 weeks, and within 2-4 weeks for senior roles. You interview them and make the final choice.',
    },
    {
      question: 'How do you vet your engineers?',
      answer:
        'Every engineer passes a technical interview and a practical coding exercise reviewed by a senior engineer, plus a communication assessment and reference checks.',
    },
    {
      question: 'What engagement models do you offer?',
      answer:
        'Staff augmentation, contract-to-hire and dedicated teams. You can start with one engineer and scale up or down as your project changes.',
    },
    {
      question: 'Will engineers work in our time zone?',
      answer:
        'Yes. U.S.-based engineers work your hours, and engineers from Northbridge Global Delivery keep agreed overlap hours for meetings and collaboration.',
    },
    {
      question: 'What happens if an engineer is not the right fit?',
      answer:
        'Tell us and we will act quickly: we review the feedback with you and present replacement candidates, so your project keeps moving.',
    },
  ],
  closing: {
    heading: 'Build your team with proven engineers',
    body: 'Tell us which roles you need to fill. We respond within 24 hours on business days with next steps.',
    button: 'Find Talent',
  },
};
