import { paths } from '../paths';
import type { ServicePage } from '../types';
import { serviceOpenings } from '../openings';
import { serviceSummaries } from './summaries';

export const cloud: ServicePage = {
  id: 'cloud',
  path: paths.cloud,
  ...serviceOpenings.cloud,
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
  ...serviceSummaries.cloud,
  offers: {
    heading: 'Every major cloud, one team',
    lead: 'AWS, Microsoft Azure and Google Cloud engineers, and a migration practice for the workloads you run today.',
  },
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
        { value: 'IaC', label: 'every environment defined as code' },
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
      action: 'Request an AWS Review',
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
      action: 'Talk to an Azure Architect',
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
      action: 'Talk to a Google Cloud Engineer',
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
        { value: 'Rollback', label: 'plan for every migration wave' },
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
      action: 'Plan My Migration',
    },
  ],
  closing: {
    heading: 'Get a clear plan for your cloud',
    body: 'Tell us what you run and where. We will recommend an architecture, a migration path and the savings to expect.',
    button: 'Plan My Cloud',
  },
};
