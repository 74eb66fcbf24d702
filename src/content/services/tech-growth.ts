import { paths } from '../paths';
import type { ServicePage } from '../types';
import { serviceOpenings } from '../openings';
import { serviceSummaries } from './summaries';

export const techGrowth: ServicePage = {
  id: 'tech-growth',
  path: paths.techGrowth,
  ...serviceOpenings['tech-growth'],
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
  ...serviceSummaries['tech-growth'],
  offers: {
    heading: 'Four levers for growth',
    lead: 'Data, automation, speed and scale: choose where technology should move your numbers first.',
  },
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
      action: 'Plan My Dashboards',
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
      action: 'Get an Automation Assessment',
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
        { value: 'Load tests', label: 'before peak seasons and launches' },
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
      action: 'Request a Performance Review',
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
        { value: 'Autoscaling', label: 'cloud-native design that grows with demand' },
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
      action: 'Talk to a Growth Strategist',
    },
  ],
  closing: {
    heading: 'Put a number on your next improvement',
    body: 'Share the metric you want to move. We will show you which lever moves it and what it takes.',
    button: 'Plan My Next Improvement',
  },
};
