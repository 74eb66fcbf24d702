import type { Partner } from './types';

/** Cloud partners shown as text badges in the home marquee (DECISIONS.md 10: no third-party logo files). */
export const partnersHeading = 'Trusted partner of the leading cloud providers';

export const partners: readonly Partner[] = [
  { name: 'AWS', tier: 'Cloud Partner' },
  { name: 'Microsoft Azure', tier: 'Cloud Partner' },
  { name: 'Google Cloud', tier: 'Cloud Partner' },
];
