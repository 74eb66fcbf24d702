import { industryOpenings } from '../openings';
import { paths } from '../paths';
import type { IndustryPage } from '../types';

export const retail: IndustryPage = {
  id: 'retail',
  path: paths.retail,
  ...industryOpenings.retail,
  icon: 'cart',
  description:
    'Retail and e-commerce IT solutions: fast storefronts, order and inventory automation, customer analytics and scalable cloud platforms for peak seasons.',
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
