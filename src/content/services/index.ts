import type { ServiceId, ServicePage } from '../types';
import { aiAutomation } from './ai-automation';
import { cloud } from './cloud';
import { customDevelopment } from './custom-development';
import { itTalent } from './it-talent';
import { security } from './security';
import { techGrowth } from './tech-growth';

/**
 * The six tabbed service pages, one file each. Tab order is display order and the first tab is the default; the
 * figures in their copy are the company's published marketing claims.
 */

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
