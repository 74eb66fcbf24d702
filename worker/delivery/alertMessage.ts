import { errorAlert } from '../../src/content/errorAlert';
import { leadDelivery } from '../../src/content/leadDelivery';
import { escapeHtml, headerText } from '../../src/shared/text';

/** An error group as the alert names it (worker/delivery/alerts.ts reads it when the alert is sent). */
export interface AlertedGroup {
  fingerprint: string;
  kind: string;
  message: string;
  frame: string;
  first_seen: number;
  first_release: string;
  /** Visitors within the hour when the alert was raised. */
  visitors: number;
  /** Today's routes and browsers, most reports first: "/about (3), /cloud (1)". */
  routes: string;
  browsers: string;
}

const utc = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

function rows(group: AlertedGroup) {
  const labels = errorAlert.fields;
  return [
    [labels.kind, group.kind],
    [labels.message, group.message],
    [labels.frame, group.frame],
    [labels.firstSeen, utc(group.first_seen)],
    [labels.release, group.first_release],
    [labels.routes, group.routes],
    [labels.browsers, group.browsers],
  ].filter(([, value]) => value !== '') as [string, string][];
}

/** The header that names the error group, so a receiver (or a test) can tell which group an alert is about. */
export const ERROR_GROUP_HEADER = 'X-Error-Group';

/** The alert e-mail: plain text and simple HTML, every value escaped, nothing that tracks (as a lead's). */
export function alertEmail(group: AlertedGroup, from: string, to: string) {
  const list = rows(group);
  const intro = errorAlert.intro(group.visitors);
  const desk = errorAlert.deskUrl(group.fingerprint);
  const width = Math.max(...list.map(([label]) => label.length)) + 2;
  return {
    from: { name: leadDelivery.senderName, email: from },
    to,
    subject: headerText(errorAlert.subject(group.visitors, group.message)),
    text: [
      intro,
      '',
      ...list.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`),
      '',
      `${errorAlert.desk}: ${desk}`,
      errorAlert.footer(group.fingerprint),
      '',
    ].join('\n'),
    html: [
      '<!doctype html><html><body>',
      `<p>${escapeHtml(intro)}</p>`,
      `<table cellpadding="4">${list
        .map(
          ([label, value]) =>
            `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`,
      `<p>${escapeHtml(errorAlert.desk)}: ${escapeHtml(desk)}</p>`,
      `<p>${escapeHtml(errorAlert.footer(group.fingerprint))}</p>`,
      '</body></html>',
    ].join('\n'),
    headers: { [ERROR_GROUP_HEADER]: group.fingerprint },
  };
}

/** The webhook's JSON for an alert. */
export const alertPayload = (group: AlertedGroup) => ({ type: 'error-alert', group }) as const;
