import { paths } from './paths';
import type { ServiceCard, ServiceId, ServicePage } from './types';

/**
 * The six tabbed service pages (SPEC.md §2). Tab order is display order; the first tab is the default
 * (DECISIONS.md 1). Figures used in copy are only the marketing claims of SPEC.md §9.
 */

/** The it-talent frontend tab's six offers, with the hourly rates and hiring timelines of SPEC.md §9. */
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

const aiAutomation: ServicePage = {
  id: 'ai-automation',
  path: paths.aiAutomation,
  interest: 'ai-automation',
  title: 'AI Automation Services',
  description:
    'AI automation services: OpenAI and Claude integration, MLOps and workflow automation that cut manual work and operating costs for growing businesses.',
  keywords: [
    'AI automation',
    'OpenAI integration',
    'Claude integration',
    'LLM development',
    'MLOps',
    'workflow automation',
    'business process automation',
  ],
  eyebrow: 'AI Automation',
  heading: 'Put AI to work across your business',
  lead: 'We design, build and run AI automation that connects to the systems you already use, so your team spends less time on repetitive work and more time on decisions.',
  icon: 'bot',
  tabs: [
    {
      id: 'openai-integration',
      label: 'OpenAI Integration',
      icon: 'sparkles',
      heading: 'OpenAI integration that fits your stack',
      intro:
        'We connect OpenAI models to your CRM, help desk, document stores and internal tools with secure APIs, guardrails and monitoring, so AI features reach production instead of stalling in a pilot.',
      highlights: [
        'Use-case discovery and ROI sizing before any build',
        'Retrieval-augmented generation over your own documents',
        'Prompt, output and cost monitoring in production',
        'Data privacy controls and role-based access',
        'Up to 70% cost reduction on automated processes',
      ],
      stats: [
        { value: 'Up to 70%', label: 'cost reduction on automated processes' },
        { value: '80-90%', label: 'less manual work on repetitive tasks' },
        { value: '99.9%', label: 'accuracy on structured data extraction' },
      ],
      cards: [
        {
          icon: 'message',
          title: 'AI Assistants & Chatbots',
          description: 'Customer- and employee-facing assistants grounded in your own knowledge base.',
          features: [
            'Answers sourced from your documents',
            'Hand-off to human agents',
            'Web, Slack and Microsoft Teams',
          ],
        },
        {
          icon: 'clipboard',
          title: 'Document Processing',
          description: 'Extract, classify and summarize invoices, contracts, forms and emails.',
          features: [
            'Structured data extraction',
            'Human review queues for exceptions',
            'Audit trail for every document',
          ],
        },
        {
          icon: 'plug',
          title: 'API & System Integration',
          description: 'Wire model outputs into the business tools your teams already use.',
          features: [
            'CRM and ERP connectors',
            'Function calling and structured outputs',
            'Usage and cost dashboards',
          ],
        },
      ],
      cta: {
        heading: 'Ready to integrate OpenAI?',
        body: 'Tell us which process you want to automate. We will outline an approach, a timeline and the savings to expect.',
        button: 'Book a Free Consultation',
      },
    },
    {
      id: 'claude-llms',
      label: 'Claude & LLMs',
      icon: 'brain',
      heading: 'Claude and other LLMs, chosen per workload',
      intro:
        'We build with Anthropic Claude and other leading large language models, and help you choose the right model for each task based on quality, context needs, cost and governance.',
      highlights: [
        'Model selection based on your data and workloads',
        'Long-document analysis, summarization and drafting',
        'Multi-model architectures that avoid vendor lock-in',
        'Evaluation suites that measure quality before launch',
        "Deployment through direct APIs or your cloud provider's AI platform",
      ],
      comparison: {
        caption:
          'Claude and GPT at a glance: both are strong general-purpose models with different strengths',
        columns: ['Capability', 'Claude', 'GPT'],
        rows: [
          {
            feature: 'Context window',
            values: [
              'Very large context windows, suited to long documents and codebases',
              'Large context windows; size varies by model tier',
            ],
          },
          {
            feature: 'Reasoning on long documents',
            values: [
              'Strong at summarizing and reasoning across long, dense documents',
              'Strong, with reasoning-focused model options for complex tasks',
            ],
          },
          {
            feature: 'Coding',
            values: [
              'Strong code generation, review and refactoring',
              'Strong code generation with broad developer-tool support',
            ],
          },
          {
            feature: 'Tool use',
            values: [
              'Tool use through the API, including Model Context Protocol (MCP) support',
              'Function calling, structured outputs and built-in tools through the API',
            ],
          },
          {
            feature: 'Safety approach',
            values: [
              'Constitutional AI training plus published usage policies',
              'Human-feedback training, moderation tools and published usage policies',
            ],
          },
          {
            feature: 'Multimodal',
            values: [
              'Text, image and document input; text output',
              'Text, image and audio input; text, image and audio output across the model family',
            ],
          },
          {
            feature: 'Pricing model',
            values: [
              'Usage-based per input and output token; business plans available',
              'Usage-based per input and output token; business plans available',
            ],
          },
        ],
      },
      recommendation: {
        buttonLabel: 'Get an AI Model Recommendation',
        heading: 'Our recommendation: start with a short model assessment',
        body: 'Most organizations get the best results from both. We run a short assessment on a sample of your real tasks, compare Claude and GPT on quality, speed, cost and governance, and recommend the right model for each workload.',
      },
      cards: [
        {
          icon: 'target',
          title: 'Model Evaluation & Selection',
          description: 'Side-by-side testing of candidate models on your own tasks and data.',
          features: [
            'Task-specific test sets',
            'Quality, latency and cost scoring',
            'Written recommendation per workload',
          ],
        },
        {
          icon: 'clipboard',
          title: 'Long-Document Intelligence',
          description: 'Analyze contracts, policies, reports and research at scale.',
          features: [
            'Summaries with cited sources',
            'Clause and risk extraction',
            'Question answering over document sets',
          ],
        },
        {
          icon: 'git-branch',
          title: 'Multi-Model Orchestration',
          description: 'Route each request to the model that handles it best.',
          features: [
            'Routing by task, cost and sensitivity',
            'Fallbacks when a provider is unavailable',
            'Central logging and governance',
          ],
        },
      ],
      cta: {
        heading: 'Not sure which model fits your use case?',
        body: 'Our AI specialists will review your workloads and recommend a model strategy you can put into production.',
        button: 'Talk to an AI Specialist',
      },
    },
    {
      id: 'ml-operations',
      label: 'ML Operations',
      icon: 'cog',
      heading: 'MLOps that keeps models reliable in production',
      intro:
        'We build the pipelines, monitoring and governance that take machine learning models from notebook to production and keep them accurate as your data changes.',
      highlights: [
        'Automated training, testing and deployment pipelines',
        'Drift, accuracy and latency monitoring with alerts',
        'Model registry, versioning and one-step rollback',
        'Reproducible experiments and lineage for audits',
        'Cost-aware infrastructure on AWS, Microsoft Azure or Google Cloud',
      ],
      cards: [
        {
          icon: 'git-branch',
          title: 'ML Pipelines',
          description: 'CI/CD for machine learning, from data validation to deployment.',
          features: ['Automated retraining', 'Tests for data and models', 'Staged rollouts'],
        },
        {
          icon: 'eye',
          title: 'Model Monitoring',
          description: 'Know when a model degrades before your customers do.',
          features: [
            'Data and concept drift detection',
            'Accuracy and latency dashboards',
            'Alerting and on-call runbooks',
          ],
        },
        {
          icon: 'database',
          title: 'Feature Stores & Data Pipelines',
          description: 'Consistent, well-governed features for training and serving.',
          features: [
            'Batch and streaming pipelines',
            'Feature reuse across teams',
            'Lineage and access control',
          ],
        },
      ],
      cta: {
        heading: 'Getting models into production is the hard part',
        body: 'We will review your current ML workflow and show you where automation and monitoring pay off first.',
        button: 'Schedule an MLOps Review',
      },
    },
    {
      id: 'workflow-automation',
      label: 'Workflow Automation',
      icon: 'workflow',
      heading: 'End-to-end workflow automation',
      intro:
        'We map your processes, then combine AI, system integrations and robotic process automation to remove hand-offs, re-keying and approval delays.',
      highlights: [
        '80-90% less manual work on repetitive processes',
        '99.9% accuracy on automated data entry',
        'Approvals, notifications and escalations built in',
        'Works across email, spreadsheets, CRM and ERP systems',
        'Dashboards for throughput and exceptions',
      ],
      stats: [
        { value: '80-90%', label: 'less manual work' },
        { value: '99.9%', label: 'accuracy on automated data entry' },
        { value: 'Up to 70%', label: 'cost reduction' },
      ],
      cards: [
        {
          icon: 'target',
          title: 'Process Discovery',
          description: 'Find the workflows where automation pays back fastest.',
          features: [
            'Stakeholder interviews and process mapping',
            'Effort and savings estimates',
            'Prioritized roadmap',
          ],
        },
        {
          icon: 'clipboard',
          title: 'Intelligent Document Workflows',
          description: 'From inbox to system of record without re-keying.',
          features: [
            'Email and attachment intake',
            'AI classification and extraction',
            'Exception handling by your team',
          ],
        },
        {
          icon: 'plug',
          title: 'RPA & Integrations',
          description: 'Connect the systems that do not talk to each other today.',
          features: ['API-first integrations', 'RPA for legacy screens', 'Monitoring and error alerts'],
        },
      ],
      cta: {
        heading: 'Which workflow costs your team the most time?',
        body: 'Share it with us and we will show you how it could run with AI automation, and what it would save.',
        button: 'Automate a Workflow',
      },
    },
  ],
};

const itTalent: ServicePage = {
  id: 'it-talent',
  path: paths.itTalent,
  interest: 'it-talent',
  title: 'IT Talent & Staffing Solutions',
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
  eyebrow: 'IT Talent Solutions',
  heading: 'Proven tech talent, ready when you are',
  lead: 'Add pre-vetted engineers to your team through U.S.-based and offshore delivery via Northbridge Global Delivery, on the engagement model that suits your project.',
  icon: 'users',
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
      cta: {
        heading: 'Need frontend developers?',
        body: 'Tell us about your stack and team, and we will present matched candidates, usually within 1-2 weeks.',
        button: 'Hire Frontend Developers',
      },
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
      cta: {
        heading: 'Strengthen your backend team',
        body: 'Share the skills you need and we will match engineers who have built similar systems.',
        button: 'Hire Backend Developers',
      },
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
      cta: {
        heading: 'Add full-stack capacity',
        body: 'From a single developer to a dedicated team, we will propose the right mix for your roadmap.',
        button: 'Hire Full-Stack Developers',
      },
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
      cta: {
        heading: 'Ready to streamline your delivery pipeline?',
        body: 'Tell us about your current tooling and we will match DevOps engineers with the right experience.',
        button: 'Hire DevOps Engineers',
      },
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
  finalCta: {
    heading: 'Build your team with proven engineers',
    body: 'Tell us which roles you need to fill. We respond within 24 hours on business days with next steps.',
    button: 'Find Talent',
  },
};

const techGrowth: ServicePage = {
  id: 'tech-growth',
  path: paths.techGrowth,
  interest: 'tech-growth',
  title: 'Tech-Led Growth Solutions',
  description:
    'Grow with technology: business intelligence, process automation, performance tuning and scalable architecture that lower costs and prepare you for growth.',
  keywords: [
    'technology growth',
    'business intelligence',
    'process automation',
    'performance tuning',
    'scalability',
    'digital transformation',
  ],
  eyebrow: 'Tech-Led Growth',
  heading: 'Technology that moves your numbers',
  lead: 'We turn data, automation and engineering into measurable business outcomes: clearer decisions, leaner operations, faster systems and room to grow.',
  icon: 'trending',
  tabs: [
    {
      id: 'business-intelligence',
      label: 'Business Intelligence',
      icon: 'chart',
      heading: 'Business intelligence your leaders actually use',
      intro:
        'We connect your data sources into one trusted model and build dashboards that answer the questions your teams ask every week.',
      highlights: [
        'Data warehouse and semantic model design',
        'Dashboards in Power BI, Tableau or Looker',
        'Self-service reporting with governed definitions',
        'AI-assisted forecasting and anomaly detection',
      ],
      cards: [
        {
          icon: 'database',
          title: 'Data Foundation',
          description: 'A single, reliable source of truth for reporting.',
          features: ['Cloud data warehouse setup', 'Automated data pipelines', 'Data quality checks'],
        },
        {
          icon: 'chart',
          title: 'Executive Dashboards',
          description: 'The KPIs that matter, updated automatically.',
          features: ['KPI definition workshops', 'Role-based dashboards', 'Mobile-friendly reports'],
        },
        {
          icon: 'brain',
          title: 'Predictive Analytics',
          description: 'Look ahead with forecasts built on your own data.',
          features: ['Demand and revenue forecasting', 'Churn and risk scoring', 'Explainable models'],
        },
      ],
      cta: {
        heading: 'Turn your data into decisions',
        body: 'We will review your current reporting and show you the quickest route to trusted dashboards.',
        button: 'Book a Free Consultation',
      },
    },
    {
      id: 'process-automation',
      label: 'Process Automation',
      icon: 'cog',
      heading: 'Process automation that cuts operating costs',
      intro:
        'We streamline the back-office processes that slow you down, from order handling to invoicing and reporting, with automation that your team can trust.',
      highlights: [
        'Up to 40% operational savings on automated processes',
        '80-90% less manual work on repetitive tasks',
        'Integrations between finance, sales and operations systems',
        'Audit-ready logs for every automated step',
      ],
      stats: [
        { value: '40%', label: 'operational savings' },
        { value: '80-90%', label: 'less manual work' },
        { value: '99.9%', label: 'accuracy on automated data entry' },
      ],
      cards: [
        {
          icon: 'workflow',
          title: 'Back-Office Automation',
          description: 'Orders, invoices and reconciliations without re-keying.',
          features: ['Accounts payable and receivable', 'Order-to-cash workflows', 'Exception handling'],
        },
        {
          icon: 'plug',
          title: 'System Integration',
          description: 'Connect the applications your teams switch between all day.',
          features: ['ERP, CRM and e-commerce connectors', 'Real-time data sync', 'Error monitoring'],
        },
        {
          icon: 'clipboard',
          title: 'Automated Reporting',
          description: 'Reports that assemble and distribute themselves.',
          features: ['Scheduled report delivery', 'Data validation', 'Alerts on thresholds'],
        },
      ],
      cta: {
        heading: 'Find your biggest automation win',
        body: 'We will map one of your key processes and estimate the savings automation could deliver.',
        button: 'Get an Automation Assessment',
      },
    },
    {
      id: 'performance-tuning',
      label: 'Performance Tuning',
      icon: 'gauge',
      heading: 'Faster systems, happier customers',
      intro:
        'We profile your applications, databases and infrastructure to find the bottlenecks that cost you conversions and cloud spend, then fix them.',
      highlights: [
        '50-90% performance improvement on targeted workloads',
        'Application, database and infrastructure profiling',
        'Core Web Vitals improvements for customer-facing sites',
        'Load testing before peak seasons and launches',
      ],
      stats: [
        { value: '50-90%', label: 'performance improvement' },
        { value: '30-50%', label: 'infrastructure cost reduction' },
      ],
      cards: [
        {
          icon: 'code',
          title: 'Application Profiling',
          description: 'Find the slow code paths and fix them.',
          features: ['APM and tracing setup', 'Hot-path optimization', 'Caching strategy'],
        },
        {
          icon: 'database',
          title: 'Database Optimization',
          description: 'Queries, indexes and schemas tuned for your real workload.',
          features: ['Query plan analysis', 'Index and schema tuning', 'Read replicas and partitioning'],
        },
        {
          icon: 'zap',
          title: 'Web Performance',
          description: 'Pages that load quickly on every device.',
          features: ['Core Web Vitals audits', 'Bundle and image optimization', 'CDN and edge caching'],
        },
      ],
      cta: {
        heading: 'Is performance holding you back?',
        body: 'Request a performance review and get a prioritized list of fixes with the expected impact.',
        button: 'Request a Performance Review',
      },
    },
    {
      id: 'growth-scaling',
      label: 'Growth & Scaling',
      icon: 'rocket',
      heading: 'Architecture ready for 10x growth',
      intro:
        'We help growing companies prepare their platforms, teams and processes for the next stage, so new customers and markets never outpace your technology.',
      highlights: [
        '10x growth capacity through scalable architecture',
        'Cloud-native design with autoscaling and resilience',
        'Technical roadmaps aligned with business goals',
        'Team scaling with vetted engineers from our talent network',
      ],
      stats: [
        { value: '10x', label: 'growth capacity' },
        { value: '30-50%', label: 'cost reduction through right-sizing' },
      ],
      cards: [
        {
          icon: 'target',
          title: 'Technology Roadmap',
          description: 'A clear plan connecting technology investment to business goals.',
          features: ['Current-state assessment', 'Prioritized initiatives', 'Budget and timeline estimates'],
        },
        {
          icon: 'cloud',
          title: 'Scalable Architecture',
          description: 'Platforms designed to handle growth without rewrites.',
          features: ['Autoscaling and load balancing', 'Service decomposition', 'Resilience and failover'],
        },
        {
          icon: 'users',
          title: 'Team Scaling',
          description: 'Add engineering capacity without slowing down.',
          features: ['Vetted engineers on demand', 'Onboarding playbooks', 'Delivery management'],
        },
      ],
      cta: {
        heading: 'Plan your next stage of growth',
        body: 'Talk to our architects about where your platform needs to be in the next two years.',
        button: 'Talk to a Growth Strategist',
      },
    },
  ],
};

const security: ServicePage = {
  id: 'security',
  path: paths.security,
  interest: 'cybersecurity',
  title: 'Cybersecurity & Compliance Services',
  description:
    'Cybersecurity and compliance services: HIPAA, SOC 2 and PCI DSS readiness, 24/7 threat monitoring, encryption and security audits for growing businesses.',
  keywords: [
    'cybersecurity services',
    'compliance',
    'SOC 2',
    'HIPAA',
    'PCI DSS',
    'security monitoring',
    'encryption',
    'security audit',
  ],
  eyebrow: 'Security & Compliance',
  heading: 'Security and compliance without the guesswork',
  lead: 'We protect your systems and data, prove it to auditors and customers, and watch over your environment 24/7.',
  icon: 'shield',
  tabs: [
    {
      id: 'compliance',
      label: 'Compliance',
      icon: 'clipboard',
      heading: 'Compliance readiness, built into how you work',
      intro:
        'We assess your controls against the frameworks your customers and regulators expect, close the gaps and keep the evidence ready for your auditors.',
      highlights: [
        'HIPAA, SOC 2, PCI DSS, ISO 27001 and GDPR readiness',
        'Gap assessments with a prioritized remediation plan',
        'Policies, procedures and evidence collection',
        'Continuous compliance monitoring in the cloud',
      ],
      cards: [
        {
          icon: 'target',
          title: 'Gap Assessment',
          description: 'Know exactly where you stand against your target framework.',
          features: ['Control-by-control review', 'Risk-ranked findings', 'Remediation roadmap'],
        },
        {
          icon: 'clipboard',
          title: 'Audit Preparation',
          description: 'Walk into your audit with the evidence already organized.',
          features: ['Policy and procedure templates', 'Evidence collection', 'Auditor liaison'],
        },
        {
          icon: 'check',
          title: 'Continuous Compliance',
          description: 'Stay compliant between audits, not just during them.',
          features: ['Automated control checks', 'Cloud configuration monitoring', 'Quarterly reviews'],
        },
      ],
      cta: {
        heading: 'Preparing for an audit?',
        body: 'Tell us which framework you are working toward and we will outline a practical path to readiness.',
        button: 'Book a Compliance Consultation',
      },
    },
    {
      id: 'monitoring',
      label: 'Threat Monitoring',
      icon: 'eye',
      heading: '24/7 threat monitoring and response',
      intro:
        'Our security operations team watches your endpoints, cloud accounts and networks around the clock, and responds to threats before they become incidents.',
      highlights: [
        '24/7 monitoring by security analysts',
        'SIEM and endpoint detection and response (EDR) management',
        'Threat hunting and alert triage',
        'Incident response playbooks and post-incident reviews',
      ],
      stats: [
        { value: '24/7', label: 'security monitoring' },
        { value: 'SIEM + EDR', label: 'managed detection coverage' },
      ],
      cards: [
        {
          icon: 'eye',
          title: 'Managed Detection & Response',
          description: 'Round-the-clock detection with analysts ready to act.',
          features: ['Endpoint and cloud telemetry', 'Alert triage and escalation', 'Containment support'],
        },
        {
          icon: 'server',
          title: 'SIEM Management',
          description: 'Logs that turn into useful, actionable alerts.',
          features: ['Log source onboarding', 'Detection rule tuning', 'Retention for compliance'],
        },
        {
          icon: 'zap',
          title: 'Incident Response',
          description: 'A clear plan and an experienced team when something happens.',
          features: ['Response playbooks', 'Forensic investigation', 'Lessons-learned reviews'],
        },
      ],
      cta: {
        heading: 'Who is watching your systems tonight?',
        body: 'Let us show you how 24/7 monitoring would fit your environment and budget.',
        button: 'Talk to a Security Expert',
      },
    },
    {
      id: 'encryption',
      label: 'Encryption',
      icon: 'lock',
      heading: 'Encryption and data protection end to end',
      intro:
        'We protect sensitive data at rest, in transit and in use, with key management and access controls that satisfy both security teams and auditors.',
      highlights: [
        'Encryption at rest and in transit across cloud and on-premises systems',
        'Key management with AWS KMS, Azure Key Vault or Google Cloud KMS',
        'Identity and access management with least privilege',
        'Data classification and loss prevention',
      ],
      cards: [
        {
          icon: 'key',
          title: 'Key Management',
          description: 'Centralized, auditable control of your encryption keys.',
          features: ['Key rotation policies', 'Hardware-backed key storage', 'Access logging'],
        },
        {
          icon: 'lock',
          title: 'Data Protection',
          description: 'Sensitive data found, classified and protected.',
          features: ['Data discovery and classification', 'Tokenization and masking', 'Data loss prevention'],
        },
        {
          icon: 'users',
          title: 'Identity & Access',
          description: 'The right people with the right access, and nothing more.',
          features: ['Single sign-on and MFA', 'Role-based access control', 'Access reviews'],
        },
      ],
      cta: {
        heading: 'Protect your most sensitive data',
        body: 'We will review how your data is stored and shared, and recommend the controls that matter most.',
        button: 'Request a Data Protection Review',
      },
    },
    {
      id: 'audits',
      label: 'Security Audits',
      icon: 'check',
      heading: 'Security audits and penetration testing',
      intro:
        'We test your applications, cloud environments and networks the way an attacker would, and give you clear, prioritized findings your team can act on.',
      highlights: [
        'Web application and API penetration testing',
        'Cloud configuration and network security reviews',
        'Findings ranked by risk with remediation guidance',
        'Retesting to confirm every fix',
      ],
      cards: [
        {
          icon: 'target',
          title: 'Penetration Testing',
          description: 'Manual and automated testing of your most important assets.',
          features: [
            'Web, mobile and API testing',
            'External and internal network tests',
            'Executive summary',
          ],
        },
        {
          icon: 'cloud',
          title: 'Cloud Security Review',
          description: 'Misconfigurations found before attackers find them.',
          features: [
            'AWS, Azure and Google Cloud reviews',
            'Identity and permission analysis',
            'Benchmark scoring',
          ],
        },
        {
          icon: 'clipboard',
          title: 'Vulnerability Management',
          description: 'An ongoing program, not a one-time scan.',
          features: ['Scheduled scanning', 'Risk-based prioritization', 'Patch tracking'],
        },
      ],
      cta: {
        heading: 'Know your risks before attackers do',
        body: 'Tell us what you want tested and we will scope an audit that fits your timeline.',
        button: 'Schedule a Security Audit',
      },
    },
  ],
};

const cloud: ServicePage = {
  id: 'cloud',
  path: paths.cloud,
  interest: 'cloud-services',
  title: 'Cloud & Infrastructure Services',
  description:
    'Cloud and infrastructure services on AWS, Microsoft Azure and Google Cloud: architecture, managed operations, cost optimization and low-risk cloud migration.',
  keywords: [
    'cloud services',
    'AWS consulting',
    'Microsoft Azure',
    'Google Cloud',
    'cloud migration',
    'cloud cost optimization',
    'managed cloud',
  ],
  eyebrow: 'Cloud & Infrastructure',
  heading: 'Cloud infrastructure that scales with you',
  lead: 'We design, migrate and operate secure, cost-efficient environments on AWS, Microsoft Azure and Google Cloud, with 24/7 support when you need it.',
  icon: 'cloud',
  tabs: [
    {
      id: 'aws',
      label: 'AWS',
      icon: 'cloud',
      heading: 'Amazon Web Services, architected well',
      intro:
        'Our certified AWS engineers build secure, well-architected environments and keep them running efficiently as your workloads grow.',
      highlights: [
        'Landing zones and multi-account governance',
        'Serverless, container and data platforms',
        '30-50% cost reduction through right-sizing and savings plans',
        'Infrastructure as code with Terraform or AWS CDK',
      ],
      stats: [
        { value: '30-50%', label: 'cloud cost reduction' },
        { value: '24/7', label: 'managed operations' },
      ],
      cards: [
        {
          icon: 'building',
          title: 'AWS Architecture',
          description: 'Environments designed around the AWS Well-Architected Framework.',
          features: ['Multi-account landing zones', 'Network and security design', 'High availability'],
        },
        {
          icon: 'zap',
          title: 'Serverless & Containers',
          description: 'Modern compute that scales automatically.',
          features: ['AWS Lambda and API Gateway', 'Amazon ECS and EKS', 'Event-driven integration'],
        },
        {
          icon: 'chart',
          title: 'AWS Cost Optimization',
          description: 'Pay for what you use, not what you provisioned years ago.',
          features: ['Right-sizing', 'Savings Plans and Reserved Instances', 'Cost dashboards and alerts'],
        },
      ],
      cta: {
        heading: 'Get more from AWS',
        body: 'Request an AWS review and we will show you where to improve security, reliability and cost.',
        button: 'Request an AWS Review',
      },
    },
    {
      id: 'azure',
      label: 'Microsoft Azure',
      icon: 'server',
      heading: 'Microsoft Azure for the modern enterprise',
      intro:
        'We help organizations built on Microsoft technologies move to Azure and get the most from it, from identity to data and AI services.',
      highlights: [
        'Azure landing zones and governance policies',
        'Microsoft Entra ID and hybrid identity',
        'Azure Kubernetes Service and App Service',
        'Azure OpenAI and data platform integration',
      ],
      cards: [
        {
          icon: 'building',
          title: 'Azure Foundations',
          description: 'A secure, governed base for every Azure workload.',
          features: ['Landing zone deployment', 'Policy and RBAC', 'Hybrid connectivity'],
        },
        {
          icon: 'code',
          title: 'Application Modernization',
          description: 'Move .NET and Windows workloads to managed Azure services.',
          features: ['App Service and AKS', 'Azure SQL migration', 'CI/CD with Azure DevOps'],
        },
        {
          icon: 'database',
          title: 'Data & AI on Azure',
          description: 'Analytics and AI services connected to your business data.',
          features: ['Azure data platform', 'Azure OpenAI integration', 'Power BI reporting'],
        },
      ],
      cta: {
        heading: 'Planning your Azure journey?',
        body: 'Our Azure architects will help you choose the right services and a practical adoption plan.',
        button: 'Talk to an Azure Architect',
      },
    },
    {
      id: 'gcp',
      label: 'Google Cloud',
      icon: 'database',
      heading: 'Google Cloud for data-driven teams',
      intro:
        'We build analytics, AI and container platforms on Google Cloud that turn data into insight and scale without operational overhead.',
      highlights: [
        'BigQuery data warehouses and analytics',
        'Google Kubernetes Engine and Cloud Run',
        'Vertex AI for machine learning and generative AI',
        'Organization policies, IAM and security baselines',
      ],
      cards: [
        {
          icon: 'chart',
          title: 'Data Analytics',
          description: 'Fast analytics on all your data with BigQuery.',
          features: ['Data warehouse design', 'Streaming ingestion', 'Looker dashboards'],
        },
        {
          icon: 'server',
          title: 'Containers & Serverless',
          description: 'Run applications without managing servers.',
          features: ['GKE clusters', 'Cloud Run services', 'CI/CD with Cloud Build'],
        },
        {
          icon: 'brain',
          title: 'AI & Machine Learning',
          description: 'Production ML and generative AI on Vertex AI.',
          features: ['Model training and serving', 'Generative AI applications', 'MLOps pipelines'],
        },
      ],
      cta: {
        heading: 'Build on Google Cloud',
        body: 'Tell us about your data and applications and we will recommend the right Google Cloud architecture.',
        button: 'Book a Free Consultation',
      },
    },
    {
      id: 'migration',
      label: 'Cloud Migration',
      icon: 'globe',
      heading: 'Cloud migration with minimal disruption',
      intro:
        'We plan and run migrations in carefully sequenced waves, so your business keeps operating while applications and data move to the cloud.',
      highlights: [
        'Discovery, dependency mapping and migration planning',
        'Rehost, replatform or refactor, decided per application',
        'Data migration with validation and rollback plans',
        '30-50% cost reduction after optimization',
        'Post-migration support and managed operations',
      ],
      stats: [
        { value: '30-50%', label: 'infrastructure cost reduction' },
        { value: '24/7', label: 'cutover support' },
      ],
      cards: [
        {
          icon: 'target',
          title: 'Migration Assessment',
          description: 'A clear plan, budget and timeline before anything moves.',
          features: ['Application portfolio review', 'Total cost of ownership analysis', 'Wave planning'],
        },
        {
          icon: 'rocket',
          title: 'Migration Execution',
          description: 'Experienced engineers moving workloads safely.',
          features: ['Automated migration tooling', 'Testing and validation', 'Planned cutover windows'],
        },
        {
          icon: 'gauge',
          title: 'Optimization After Migration',
          description: 'Make the cloud cheaper and faster once you arrive.',
          features: ['Right-sizing', 'Managed services adoption', 'Performance tuning'],
        },
      ],
      cta: {
        heading: 'Ready to move to the cloud?',
        body: 'Start with a migration assessment and get a realistic plan for your applications and data.',
        button: 'Plan My Migration',
      },
    },
  ],
};

const customDevelopment: ServicePage = {
  id: 'custom-development',
  path: paths.customDevelopment,
  interest: 'custom-development',
  title: 'Custom Software Development',
  description:
    'Custom software development: web applications, mobile apps, APIs and enterprise systems designed, built and supported by experienced engineering teams.',
  keywords: [
    'custom software development',
    'web application development',
    'mobile app development',
    'API development',
    'enterprise software',
  ],
  eyebrow: 'Custom Development',
  heading: 'Software built around your business',
  lead: 'From customer-facing apps to internal platforms, we design, build and support software that fits the way you work, and grows with you.',
  icon: 'code',
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
      cta: {
        heading: 'Have a web application in mind?',
        body: 'Share your idea and we will suggest a scope, an approach and a first release plan.',
        button: 'Start Your Project',
      },
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
      cta: {
        heading: 'Planning a mobile app?',
        body: 'Tell us about your users and goals, and we will recommend the right platform approach.',
        button: 'Discuss Your App',
      },
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
      cta: {
        heading: 'Need systems that talk to each other?',
        body: 'Describe the systems you want to connect and we will propose an integration approach.',
        button: 'Talk to an API Expert',
      },
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
      cta: {
        heading: 'Modernize with confidence',
        body: 'Let us assess your current systems and outline a modernization roadmap with clear milestones.',
        button: 'Book a Free Consultation',
      },
    },
  ],
};

/** The six service pages, in menu order. */
export const servicePages: readonly ServicePage[] = [
  aiAutomation,
  itTalent,
  techGrowth,
  security,
  cloud,
  customDevelopment,
];

/** Each service page by id. */
export const servicePageById: Readonly<Record<ServiceId, ServicePage>> = {
  'ai-automation': aiAutomation,
  'it-talent': itTalent,
  'tech-growth': techGrowth,
  security,
  cloud,
  'custom-development': customDevelopment,
};
