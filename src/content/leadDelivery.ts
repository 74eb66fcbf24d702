import { company } from './company';

/**
 * Copy of what the team receives for each lead: the e-mail (worker/delivery/leadMessage.ts) and the notice sent
 * when a channel gave up on a lead (docs/decisions/0029-lead-delivery-by-scheduled-outbox.md).
 */
export const leadDelivery = {
  /** The sender's display name. */
  senderName: `${company.shortName} website`,
  /** The subject names the person, the company and the service. */
  subject: (name: string, companyName: string, service: string) =>
    `New lead: ${name}${companyName ? `, ${companyName}` : ''} (${service})`,
  noticeSubject: (name: string, companyName: string, channel: string) =>
    `Undelivered lead: ${name}${companyName ? `, ${companyName}` : ''}: the ${channel} gave up after 24 hours`,
  intro: (name: string) =>
    `${name} sent a message through the website. Reply to this e-mail to answer them directly; the site promises an answer ${company.responsePromise}.`,
  noticeIntro: (channel: string, attempts: number, error: string) =>
    `This lead could not be delivered to the ${channel} in 24 hours (${attempts} attempts; last error: ${error || 'none recorded'}). It is stored; here it is.`,
  noService: 'no service chosen',
  /** Labels of the lead's fields, in the order they are shown. */
  fields: {
    name: 'Name',
    email: 'E-mail',
    company: 'Company',
    phone: 'Phone',
    service: 'Service',
  },
  message: 'Message',
  source: 'Where it came from',
  sourceFields: {
    source_page: 'Sent from page',
    cta_place: 'Call to action',
    cta_service: 'Call to action service',
    landing_page: 'Landing page',
    referrer_host: 'Referring site',
    utm_source: 'utm_source',
    utm_medium: 'utm_medium',
    utm_campaign: 'utm_campaign',
    utm_term: 'utm_term',
    utm_content: 'utm_content',
  },
  footer: (id: number, at: string) => `Lead #${id}, received ${at}.`,
  channels: { email: 'e-mail', webhook: 'webhook' },
} as const;
