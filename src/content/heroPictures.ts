import { industryPages } from './industries';
import { servicePageById } from './services';
import type { HeroPicture, IndustryPage, ServiceId, ServiceTab, Stat, StatSet } from './types';

/**
 * The picture of each service and industry hero (docs/product.md#hero-pictures): what it draws comes from the
 * page's own content (its figures, its tabs, the steps its copy describes); scripts/heroPictures draws it at build
 * time. Node labels are short capitals under a tile: twelve characters at most.
 */

const must = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`hero picture: no ${what}`);
  return value;
};

const tab = (service: ServiceId, id: string): ServiceTab =>
  must(
    servicePageById[service].tabs.find((t) => t.id === id),
    `${service} tab ${id}`,
  );
const tabFigure = (service: ServiceId, id: string, index = 0): Stat =>
  must(tab(service, id).stats?.[index], `figure ${index} of ${service}/${id}`);
const industry = (id: IndustryPage['id']): IndustryPage =>
  must(
    industryPages.find((p) => p.id === id),
    `industry ${id}`,
  );
const industryFigures = (id: IndustryPage['id']): StatSet => must(industry(id).stats, `figures of ${id}`);
/** A tab as a node: its own icon, and a short label. */
const tabNode = (service: ServiceId, id: string, label: string) => ({ label, icon: tab(service, id).icon });

const services: Record<ServiceId, HeroPicture> = {
  'ai-automation': {
    kind: 'pipeline',
    title: 'Document workflow',
    label:
      'Diagram: a document arrives, AI extracts and classifies it, your team reviews the exceptions and the result is filed in your CRM; up to 70% cost reduction on automated processes.',
    tone: 'solutions',
    steps: [
      { label: 'Intake', icon: 'mail', kind: 'trigger' },
      { label: 'AI extract', icon: 'sparkles', kind: 'service' },
      { label: 'Classify', icon: 'git-branch', kind: 'decision' },
      { label: 'Review', icon: 'users', kind: 'action' },
      { label: 'CRM', icon: 'database', kind: 'action' },
    ],
    figure: tabFigure('ai-automation', 'openai-integration'),
  },
  'it-talent': {
    kind: 'pipeline',
    title: 'Hiring pipeline',
    label:
      'Diagram: your brief is matched to pre-vetted engineers, who pass a technical review and an interview with you before they join your team; candidates presented in 1-2 weeks.',
    tone: 'talent',
    steps: [
      { label: 'Your brief', icon: 'clipboard' },
      { label: 'Match', icon: 'users' },
      { label: 'Code review', icon: 'code' },
      { label: 'Interview', icon: 'message' },
      { label: 'Onboard', icon: 'rocket' },
    ],
    figure: must(industryFigures('technology-consulting')[0], 'time to candidates'),
  },
  'tech-growth': {
    kind: 'dashboard',
    title: 'Growth dashboard',
    label:
      'Dashboard: 40% operational savings, 50-90% performance improvement and 10x growth capacity, with throughput and capacity rising quarter by quarter.',
    figures: [
      tabFigure('tech-growth', 'process-automation'),
      tabFigure('tech-growth', 'performance-tuning'),
      tabFigure('tech-growth', 'growth-scaling'),
    ],
    chart: {
      bars: [
        { label: 'Q1', value: 0.34 },
        { label: 'Q2', value: 0.46 },
        { label: 'Q3', value: 0.58 },
        { label: 'Q4', value: 0.8 },
      ],
      barsLabel: 'Throughput',
      trend: [0.22, 0.3, 0.28, 0.42, 0.5, 0.47, 0.63, 0.72, 0.86],
      trendLabel: 'Capacity',
    },
  },
  security: {
    kind: 'architecture',
    title: 'Defense in layers',
    label:
      'Architecture: identity, encryption and audits protect your systems, SIEM and EDR detect threats, and response playbooks act on them, with analysts monitoring every layer 24/7.',
    layers: [
      {
        label: 'Protect',
        nodes: [
          { label: 'Identity', icon: 'key' },
          tabNode('security', 'encryption', 'Encryption'),
          tabNode('security', 'audits', 'Audits'),
        ],
      },
      {
        label: 'Detect',
        nodes: [
          { label: 'SIEM', icon: 'server' },
          { label: 'EDR', icon: 'smartphone' },
        ],
      },
      {
        label: 'Respond',
        nodes: [{ label: 'Playbooks', icon: 'clipboard' }, tabNode('security', 'compliance', 'Compliance')],
      },
    ],
    aside: { label: '24/7 SOC', icon: tab('security', 'monitoring').icon },
  },
  cloud: {
    kind: 'architecture',
    title: 'Cloud landing zone',
    label:
      'Architecture: workloads on containers, serverless and data services run in a governed landing zone on AWS, Microsoft Azure or Google Cloud, with a migration path from your data center.',
    layers: [
      {
        label: 'Workloads',
        nodes: [
          { label: 'Containers', icon: 'server' },
          { label: 'Serverless', icon: 'zap' },
          { label: 'Data', icon: 'database' },
        ],
      },
      {
        label: 'Landing zone',
        nodes: [
          { label: 'Identity', icon: 'key' },
          { label: 'Network', icon: 'globe' },
          { label: 'Policy', icon: 'shield' },
        ],
      },
      {
        label: 'Cloud',
        nodes: [
          tabNode('cloud', 'aws', 'AWS'),
          tabNode('cloud', 'azure', 'Azure'),
          tabNode('cloud', 'gcp', 'Google'),
        ],
      },
    ],
    aside: tabNode('cloud', 'migration', 'Migration'),
  },
  'custom-development': {
    kind: 'architecture',
    title: 'Application architecture',
    label:
      'Architecture: web and mobile apps call one API, which connects your services, integrations and data.',
    layers: [
      {
        label: 'Apps',
        nodes: [
          tabNode('custom-development', 'web-apps', 'Web'),
          tabNode('custom-development', 'mobile', 'Mobile'),
        ],
      },
      { label: 'API', nodes: [tabNode('custom-development', 'api', 'API gateway')] },
      {
        label: 'Services',
        nodes: [
          { label: 'Orders', icon: 'cart' },
          { label: 'Accounts', icon: 'users' },
          tabNode('custom-development', 'enterprise', 'ERP'),
        ],
      },
      {
        label: 'Data',
        nodes: [
          { label: 'Database', icon: 'database' },
          { label: 'Analytics', icon: 'chart' },
        ],
      },
    ],
  },
};

const industries: Record<IndustryPage['id'], HeroPicture> = {
  healthcare: {
    kind: 'pipeline',
    title: 'Claims workflow',
    label:
      'Diagram: a patient intake is checked for eligibility, claims are prepared automatically, people review the exceptions and records reach the EHR; 80-90% less manual work on intake and claims tasks.',
    tone: 'solutions',
    steps: [
      { label: 'Intake', icon: 'clipboard', kind: 'trigger' },
      { label: 'Eligibility', icon: 'check', kind: 'decision' },
      { label: 'Claims', icon: 'cog', kind: 'service' },
      { label: 'Review', icon: 'users', kind: 'action' },
      { label: 'EHR', icon: 'heart', kind: 'action' },
    ],
    figure: must(industryFigures('healthcare')[1], 'healthcare figure'),
  },
  finance: {
    kind: 'dashboard',
    title: 'Operations dashboard',
    label:
      'Dashboard: PCI DSS and SOC 2 readiness, up to 70% cost reduction on automated processes and 24/7 security monitoring, with processing times falling and the automated share rising month by month.',
    figures: industryFigures('finance'),
    chart: {
      bars: [
        { label: 'Jan', value: 0.82 },
        { label: 'Feb', value: 0.7 },
        { label: 'Mar', value: 0.52 },
        { label: 'Apr', value: 0.4 },
        { label: 'May', value: 0.31 },
      ],
      barsLabel: 'Processing time',
      trend: [0.3, 0.36, 0.34, 0.48, 0.55, 0.6, 0.7, 0.78],
      trendLabel: 'Automated',
    },
  },
  retail: {
    kind: 'pipeline',
    title: 'Order flow',
    label:
      'Diagram: an order placed in the storefront is checked against live inventory, routed to a warehouse and shipped, with the customer notified; 10x growth capacity for peak demand.',
    tone: 'solutions',
    steps: [
      { label: 'Storefront', icon: 'cart', kind: 'trigger' },
      { label: 'Inventory', icon: 'database', kind: 'service' },
      { label: 'Route', icon: 'git-branch', kind: 'decision' },
      { label: 'Fulfill', icon: 'rocket', kind: 'action' },
      { label: 'Notify', icon: 'mail', kind: 'action' },
    ],
    figure: must(industryFigures('retail')[1], 'retail figure'),
  },
  government: {
    kind: 'architecture',
    title: 'Digital services',
    label:
      'Architecture: residents use accessible online forms, permits and payments, served through a secure gateway by modernized systems in a government cloud.',
    layers: [
      {
        label: 'Residents',
        nodes: [
          { label: 'Forms', icon: 'clipboard' },
          { label: 'Permits', icon: 'award' },
          { label: 'Payments', icon: 'bank' },
        ],
      },
      {
        label: 'Services',
        nodes: [
          { label: 'Portal', icon: 'layout' },
          { label: 'Gateway', icon: 'shield' },
        ],
      },
      {
        label: 'Systems',
        nodes: [
          { label: 'Records', icon: 'database' },
          { label: 'Gov cloud', icon: 'cloud' },
        ],
      },
    ],
    aside: { label: 'WCAG', icon: 'accessibility' },
  },
  'technology-consulting': {
    kind: 'architecture',
    title: 'Extended team',
    label:
      'Architecture: your product and delivery leads work with Northbridge frontend, backend, DevOps and AI engineers, who join your processes and tools.',
    layers: [
      {
        label: 'Your team',
        nodes: [
          { label: 'Product', icon: 'briefcase' },
          { label: 'Delivery', icon: 'target' },
        ],
      },
      {
        label: 'Process',
        nodes: [
          { label: 'Sprints', icon: 'workflow' },
          { label: 'Reviews', icon: 'code' },
        ],
      },
      {
        label: 'Northbridge',
        nodes: [
          { label: 'Frontend', icon: 'layout' },
          { label: 'Backend', icon: 'server' },
          { label: 'DevOps', icon: 'git-branch' },
          { label: 'AI', icon: 'brain' },
        ],
      },
    ],
  },
};

/** Every hero picture, by the page's path. */
export const heroPictures: Readonly<Record<string, HeroPicture>> = Object.fromEntries([
  ...Object.entries(services).map(([id, picture]) => [servicePageById[id as ServiceId].path, picture]),
  ...Object.entries(industries).map(([id, picture]) => [industry(id as IndustryPage['id']).path, picture]),
]);
