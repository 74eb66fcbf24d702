import { paths } from '../paths';
import type { ServicePage } from '../types';
import { serviceOpenings } from '../openings';
import { serviceSummaries } from './summaries';

export const aiAutomation: ServicePage = {
  id: 'ai-automation',
  path: paths.aiAutomation,
  ...serviceOpenings['ai-automation'],
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
  ...serviceSummaries['ai-automation'],
  offers: {
    heading: 'Four ways to put AI to work',
    lead: 'Start with the offer closest to your problem. Every engagement begins with a free consultation and a clear estimate.',
  },
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
      action: 'Plan an OpenAI Integration',
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
        prompt: 'Claude, GPT or both? Ask which fits your own workloads.',
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
      action: 'Talk to an AI Specialist',
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
      action: 'Schedule an MLOps Review',
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
      action: 'Automate a Workflow',
    },
  ],
  closing: {
    heading: 'Find the process AI should take over first',
    body: 'Tell us where your team loses the most time. We will outline an approach, a timeline and the savings to expect.',
    button: 'Plan My First Automation',
  },
};
