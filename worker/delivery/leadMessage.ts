import { leadDelivery } from '../../src/content/leadDelivery';
import { serviceInterestOptions } from '../../src/content/serviceInterests';
import { sourceFields, type LeadSource } from '../../src/shared/sourceFields';
import { escapeHtml, headerText } from '../../src/shared/text';

/** A stored lead as the team receives it: its values, its source, its id and when it came. */
export interface DeliveredLead extends LeadSource {
  id: number;
  created_at: string;
  name: string;
  email: string;
  company: string;
  phone: string;
  service: string;
  message: string;
}

export type Channel = keyof typeof leadDelivery.channels;

/** Why a channel gave up on a lead, for the notice the other channel carries. */
export interface GaveUp {
  channel: Channel;
  attempts: number;
  lastError: string;
}

/** What `send_email` takes (Cloudflare Email Service's message builder). */
export interface LeadEmail {
  from: { name: string; email: string };
  to: string;
  replyTo: { name: string; email: string };
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** The header that carries the lead's id, so a receiver can tell a repeat (delivery is at least once). */
export const LEAD_ID_HEADER = 'X-Lead-Id';

const serviceLabel = (value: string): string =>
  serviceInterestOptions.find((option) => option.value === value)?.label ?? (value || leadDelivery.noService);

/** The lead's fields and source as label/value rows; empty optional fields are left out. */
function rows(lead: DeliveredLead) {
  const fields = Object.entries(leadDelivery.fields)
    .map(([field, label]) => ({
      label,
      value:
        field === 'service' ? serviceLabel(lead.service) : lead[field as keyof typeof leadDelivery.fields],
    }))
    .filter((row) => row.value !== '');
  const source = sourceFields
    .filter((field) => lead[field] !== '')
    .map((field) => ({ label: leadDelivery.sourceFields[field], value: lead[field] }));
  return { fields, source };
}

const receivedAt = (lead: DeliveredLead) => `${lead.created_at.slice(0, 16).replace('T', ' ')} UTC`;

/** The plain-text body: the intro, the fields, the message as written, the source, the id. */
function textBody(lead: DeliveredLead, intro: string): string {
  const { fields, source } = rows(lead);
  const width = Math.max(...[...fields, ...source].map((row) => row.label.length)) + 2;
  const line = ({ label, value }: { label: string; value: string }) => `${`${label}:`.padEnd(width)}${value}`;
  return [
    intro,
    '',
    ...fields.map(line),
    '',
    `${leadDelivery.message}:`,
    lead.message,
    '',
    ...(source.length ? [`${leadDelivery.source}:`, ...source.map(line), ''] : []),
    leadDelivery.footer(lead.id, receivedAt(lead)),
    '',
  ].join('\n');
}

/** The HTML body: the same content, every value escaped; no image, no link, no style sheet, nothing that tracks. */
function htmlBody(lead: DeliveredLead, intro: string): string {
  const { fields, source } = rows(lead);
  const table = (list: { label: string; value: string }[]) =>
    `<table cellpadding="4">${list
      .map(
        ({ label, value }) =>
          `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table>`;
  return [
    '<!doctype html><html><body>',
    `<p>${escapeHtml(intro)}</p>`,
    table(fields),
    `<h3>${escapeHtml(leadDelivery.message)}</h3>`,
    `<p style="white-space:pre-wrap">${escapeHtml(lead.message)}</p>`,
    ...(source.length ? [`<h3>${escapeHtml(leadDelivery.source)}</h3>`, table(source)] : []),
    `<p>${escapeHtml(leadDelivery.footer(lead.id, receivedAt(lead)))}</p>`,
    '</body></html>',
  ].join('\n');
}

function email(lead: DeliveredLead, from: string, to: string, subject: string, intro: string): LeadEmail {
  return {
    from: { name: leadDelivery.senderName, email: from },
    to,
    replyTo: { name: headerText(lead.name, 100), email: headerText(lead.email, 254) },
    subject: headerText(subject),
    text: textBody(lead, intro),
    html: htmlBody(lead, intro),
    headers: { [LEAD_ID_HEADER]: String(lead.id) },
  };
}

/** The e-mail of a new lead: Reply-To is the visitor; the subject names them, their company and the service. */
export const leadEmail = (lead: DeliveredLead, from: string, to: string): LeadEmail =>
  email(
    lead,
    from,
    to,
    leadDelivery.subject(lead.name, lead.company, serviceLabel(lead.service)),
    leadDelivery.intro(lead.name),
  );

/** The e-mail that says the webhook gave up on a lead, with the lead. */
export const noticeEmail = (lead: DeliveredLead, gaveUp: GaveUp, from: string, to: string): LeadEmail =>
  email(
    lead,
    from,
    to,
    leadDelivery.noticeSubject(lead.name, lead.company, leadDelivery.channels[gaveUp.channel]),
    leadDelivery.noticeIntro(leadDelivery.channels[gaveUp.channel], gaveUp.attempts, gaveUp.lastError),
  );

/** The webhook's JSON for a new lead: `id` tells a repeat. */
export const leadPayload = (lead: DeliveredLead) => ({ type: 'lead', lead }) as const;

/** The webhook's JSON when e-mail gave up on a lead. */
export const noticePayload = (lead: DeliveredLead, gaveUp: GaveUp) =>
  ({
    type: 'lead-undelivered',
    channel: gaveUp.channel,
    attempts: gaveUp.attempts,
    last_error: gaveUp.lastError,
    lead,
  }) as const;
