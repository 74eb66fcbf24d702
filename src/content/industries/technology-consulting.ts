import { industryOpenings } from '../openings';
import { paths } from '../paths';
import type { IndustryPage } from '../types';

export const technologyConsulting: IndustryPage = {
  id: 'technology-consulting',
  path: paths.technologyConsulting,
  ...industryOpenings['technology-consulting'],
  icon: 'briefcase',
  description:
    'Engineering capacity for software companies and consulting firms: vetted developers, delivery teams, AI expertise and cloud engineers when you need them.',
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
