import { company } from './company';

/**
 * Copy of the alert the team receives when a new error reaches several visitors within an hour
 * (worker/delivery/alertMessage.ts, docs/errors.md#the-alert).
 */
export const errorAlert = {
  subject: (visitors: number, message: string) =>
    `Site error: ${visitors} visitors within an hour: ${message}`,
  intro: (visitors: number) =>
    `A new error of the website reached ${visitors} visitors within an hour. It is on the owner's desk, with its stack and where it happens; this is the only alert for it today.`,
  fields: {
    kind: 'Kind',
    message: 'Message',
    frame: 'Where',
    firstSeen: 'First seen',
    release: 'Release',
    routes: 'Pages',
    browsers: 'Browsers',
  },
  desk: 'The desk',
  deskUrl: (fingerprint: string) => `${company.siteUrl}/owner?error=${fingerprint}#error-${fingerprint}`,
  footer: (fingerprint: string) => `Error group ${fingerprint}.`,
} as const;
