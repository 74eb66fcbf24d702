import type { Partner } from './types';

/** Cloud partners shown as text badges in the home marquee (no third-party logo files: docs/decisions/0010-partner-badges-as-text.md). */
export const partnersHeading = 'Trusted partner of the leading cloud providers';

export const partners: readonly Partner[] = [
  { name: 'AWS', tier: 'Cloud Partner' },
  { name: 'Microsoft Azure', tier: 'Cloud Partner' },
  { name: 'Google Cloud', tier: 'Cloud Partner' },
];
