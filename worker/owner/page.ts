import { company } from '../../src/content/company';
import { ownerDesk as copy } from '../../src/content/ownerDesk';
import { serviceInterestOptions } from '../../src/content/serviceInterests';
import { escapeHtml as e } from '../../src/shared/text';
import { reportSections, reportStyles } from '../../host/report/html.ts';
import type { Report } from '../../host/report/queries.ts';
import type { DeskErrors } from './errors';
import { errorsSection, errorsStyles } from './errorsSection';
import {
  ANSWER_WITHIN_MS,
  SHOWN_AT_MOST,
  choiceParam,
  filtersQuery,
  statuses,
  type Choice,
  type DeskLead,
  type LeadFilters,
  type LeadList,
} from './leads';

// The owner's desk as one server-rendered page: plain HTML forms (filters are a GET, marking a lead answered is a
// POST), no script, styles in one inline block allowed by its hash, nothing from another origin.

/** The periods the figures can show. */
export const periods = [7, 30, 90] as const;
export type Period = (typeof periods)[number];

export interface DeskView {
  who: string;
  now: number;
  filters: LeadFilters;
  list: LeadList;
  campaigns: string[];
  period: Period;
  report: Report;
  errors: DeskErrors;
}

export const deskStyles = `
:root { --ink: #0b1220; --text: #0f172a; --muted: #475569; --line: #e2e8f0; --soft: #f1f5f9; --brand: #1d4ed8;
  --brand-strong: #1e40af; --brand-soft: #dbeafe; --danger: #b91c1c; --danger-soft: #fee2e2; --ok: #15803d;
  --ok-soft: #dcfce7; --warn: #92400e; --warn-soft: #fef3c7; --focus: #2563eb; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.55 'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  color: var(--text); background: var(--soft); }
a { color: var(--brand); }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.skip { position: absolute; left: -9999px; top: 8px; background: #fff; padding: 8px 12px; border-radius: 6px; }
.skip:focus { left: 8px; }
.wrap { max-width: 1120px; margin: 0 auto; padding: 0 20px; }
.bar { background: var(--ink); color: #f8fafc; }
.bar .wrap { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; min-height: 60px; }
.brand { display: inline-flex; align-items: center; gap: 10px; color: #f8fafc; font-weight: 700;
  text-decoration: none; }
.brand img { width: 28px; height: 28px; }
.bar .desk { color: #cbd5e1; border-left: 1px solid #334155; padding-left: 16px; }
.bar .who { margin-left: auto; color: #cbd5e1; font-size: 13px; }
h1 { font-size: 28px; margin: 28px 0 4px; letter-spacing: -0.01em; }
h2 { font-size: 20px; margin: 32px 0 12px; }
h3 { font-size: 16px; margin: 24px 0 8px; }
.panel { background: #fff; border: 1px solid var(--line); border-radius: 12px; padding: 20px; }
.summary { color: var(--muted); margin: 0 0 16px; }
.filters { display: flex; flex-wrap: wrap; align-items: end; gap: 12px; margin-bottom: 20px; }
.field { display: grid; gap: 4px; }
.field label { font-size: 13px; font-weight: 600; color: var(--muted); }
select { font: inherit; color: var(--text); padding: 8px 10px; border: 1px solid #94a3b8; border-radius: 8px;
  background: #fff; min-width: 11rem; max-width: 100%; }
.button, button { font: inherit; font-weight: 600; border-radius: 8px; padding: 9px 14px; cursor: pointer;
  border: 1px solid var(--brand); background: var(--brand); color: #fff; text-decoration: none;
  display: inline-block; }
.button:hover, button:hover { background: var(--brand-strong); }
.button.secondary { background: #fff; color: var(--brand); }
.button.secondary:hover { background: var(--brand-soft); }
.leads { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; }
.lead { background: #fff; border: 1px solid var(--line); border-left: 4px solid var(--brand); border-radius: 10px;
  padding: 16px 18px; display: grid; gap: 10px; }
.lead.answered { border-left-color: var(--ok); }
.lead.overdue { border-left-color: var(--danger); }
.lead h3 { margin: 0; font-size: 17px; }
.lead h3 .company { color: var(--muted); font-weight: 500; }
.meta { margin: 0; color: var(--muted); font-size: 13px; display: flex; flex-wrap: wrap; gap: 4px 12px; }
.message { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.badges { display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; list-style: none; }
.badge { font-size: 12px; font-weight: 600; border-radius: 999px; padding: 2px 10px; background: var(--soft);
  color: var(--text); }
.badge.ok { background: var(--ok-soft); color: #14532d; }
.badge.danger { background: var(--danger-soft); color: #7f1d1d; }
.badge.warn { background: var(--warn-soft); color: var(--warn); }
.source { display: grid; grid-template-columns: repeat(auto-fill, minmax(19rem, 1fr)); gap: 4px 24px; margin: 0;
  font-size: 13px; }
.source div { display: grid; grid-template-columns: 7.5rem 1fr; gap: 8px; min-width: 0; }
.source dt { color: var(--muted); }
.source dd { margin: 0; overflow-wrap: anywhere; }
.actions { display: flex; flex-wrap: wrap; align-items: center; gap: 12px; }
.actions p { margin: 0; color: var(--muted); font-size: 13px; }
.empty-state { background: #fff; border: 1px dashed #94a3b8; border-radius: 10px; padding: 24px; color: var(--muted); }
.figures .period { display: flex; flex-wrap: wrap; align-items: end; gap: 12px; margin-bottom: 4px; }
.figures .range { color: var(--muted); margin: 0 0 12px; }
footer { color: var(--muted); font-size: 12px; padding: 32px 0; }
@media (max-width: 640px) {
  .bar .who { margin-left: 0; width: 100%; padding-bottom: 8px; }
  .bar .desk { border: 0; padding: 0; }
  .filters .field, .filters select, .filters .button, .filters button { width: 100%; }
  .panel { padding: 14px; }
  .chart svg { width: 640px; max-width: none; }
  .source div { grid-template-columns: 7rem 1fr; }
}
${reportStyles}
${errorsStyles}
`;

const serviceLabel = (value: string) =>
  serviceInterestOptions.find((o) => o.value === value)?.label ?? (value || copy.leads.noService);

const utc = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** "3 h ago", "2 days ago": how long the lead has waited. */
function age(iso: string, now: number): string {
  const minutes = Math.max(0, Math.round((now - Date.parse(iso)) / 60_000));
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.round(hours / 24)} days ago`;
}

function options(selected: string, list: { value: string; label: string }[]): string {
  return list
    .map(
      ({ value, label }) =>
        `<option value="${e(value)}"${value === selected ? ' selected' : ''}>${e(label)}</option>`,
    )
    .join('');
}

const choiceOptions = (
  choice: Choice,
  any: string,
  none: string,
  values: { value: string; label: string }[],
) =>
  options(choiceParam(choice), [
    { value: 'any', label: any },
    { value: 'none', label: none },
    ...values.map(({ value, label }) => ({ value: `is:${value}`, label })),
  ]);

function deliveryBadges(lead: DeskLead): string {
  const own = lead.deliveries.filter((d) => d.kind === 'lead');
  if (own.length === 0) return `<li class="badge">${e(copy.leads.noChannel)}</li>`;
  return own
    .map((d) => {
      const tone = d.state === 'delivered' ? 'ok' : d.state === 'given-up' ? 'danger' : 'warn';
      const detail =
        d.state === 'delivered' ? '' : ` (${d.attempts}×${d.last_error ? `, ${d.last_error}` : ''})`;
      return `<li class="badge ${tone}">${e(copy.leads.channels[d.channel])}: ${e(copy.leads.deliveryStates[d.state])}${e(detail)}</li>`;
    })
    .join('');
}

function sourceList(lead: DeskLead): string {
  const labels = copy.leads.sourceLabels;
  const campaign = [lead.utm_source, lead.utm_medium, lead.utm_campaign, lead.utm_term, lead.utm_content]
    .filter(Boolean)
    .join(' / ');
  const cta = [lead.cta_place, lead.cta_service].filter(Boolean).join(' · ');
  const all: [string, string][] = [
    [labels.source_page, lead.source_page],
    [labels.cta, cta],
    [labels.landing_page, lead.landing_page],
    [labels.referrer_host, lead.referrer_host],
    [labels.campaign, campaign],
  ];
  const items = all.filter(([, value]) => value);
  if (items.length === 0) return '';
  return `<dl class="source" aria-label="${e(copy.leads.source)}">${items
    .map(([label, value]) => `<div><dt>${e(label)}:</dt><dd>${e(value)}</dd></div>`)
    .join('')}</dl>`;
}

function leadCard(lead: DeskLead, view: DeskView): string {
  const overdue = !lead.answered_at && view.now - Date.parse(lead.created_at) >= ANSWER_WITHIN_MS;
  const state = lead.answered_at ? 'answered' : overdue ? 'overdue' : 'open';
  const id = `lead-${lead.id}`;
  const status = lead.answered_at
    ? `<p>${e(copy.leads.answered(lead.answered_by ?? '', utc(lead.answered_at)))}</p>`
    : `<form method="post" action="/owner/leads/${lead.id}/answered">
         <input type="hidden" name="return" value="${e(filtersQuery(view.filters))}&amp;days=${view.period}">
         <button type="submit" aria-label="${e(copy.leads.markAnswered(lead.name))}">${e(copy.leads.markAnsweredShort)}</button>
       </form>
       <p>${e(copy.leads.unanswered)}</p>`;
  return `<li><article class="lead ${state}" id="${id}" aria-labelledby="${id}-name">
  <h3 id="${id}-name">${e(lead.name)}${lead.company ? ` <span class="company">· ${e(lead.company)}</span>` : ''}</h3>
  <p class="meta"><span>${e(copy.leads.received)} <time datetime="${e(lead.created_at)}">${e(utc(lead.created_at))}</time> (${e(age(lead.created_at, view.now))})</span>
    <span>${e(serviceLabel(lead.service))}</span>
    <span><a href="mailto:${e(lead.email)}">${e(lead.email)}</a></span>${lead.phone ? `<span>${e(lead.phone)}</span>` : ''}</p>
  <ul class="badges" aria-label="${e(copy.leads.delivery)}">${overdue ? `<li class="badge danger">${e(copy.leads.overdue)}</li>` : ''}${deliveryBadges(lead)}</ul>
  <p class="message">${e(lead.message)}</p>
  ${sourceList(lead)}
  <div class="actions">${status}</div>
</article></li>`;
}

function leadsSection(view: DeskView): string {
  const { filters, list } = view;
  const query = filtersQuery(filters);
  const statusLabels = copy.leads.statuses;
  return `<section aria-labelledby="leads" class="leads-section">
  <h2 id="leads">${e(copy.leads.heading)}</h2>
  <p class="summary">${e(copy.leads.summary(list.total, list.unanswered, list.overdue))}${
    list.total > SHOWN_AT_MOST ? ` ${e(copy.leads.limited(SHOWN_AT_MOST))}` : ''
  }</p>
  <form class="filters" method="get" action="/owner" aria-label="${e(copy.leads.filters)}">
    <div class="field"><label for="filter-status">${e(copy.leads.status)}</label><select id="filter-status" name="status">${options(
      filters.status,
      statuses.map((s) => ({ value: s, label: statusLabels[s] })),
    )}</select></div>
    <div class="field"><label for="filter-service">${e(copy.leads.service)}</label><select id="filter-service" name="service">${choiceOptions(
      filters.service,
      copy.leads.anyService,
      copy.leads.noService,
      [...serviceInterestOptions],
    )}</select></div>
    <div class="field"><label for="filter-campaign">${e(copy.leads.campaign)}</label><select id="filter-campaign" name="campaign">${choiceOptions(
      filters.campaign,
      copy.leads.anyCampaign,
      copy.leads.noCampaign,
      view.campaigns.map((c) => ({ value: c, label: c })),
    )}</select></div>
    <input type="hidden" name="days" value="${view.period}">
    <button type="submit">${e(copy.leads.apply)}</button>
    <a class="button secondary" href="/owner/leads.csv${query ? `?${e(query)}` : ''}" download>${e(copy.leads.download)}</a>
  </form>
  ${
    list.leads.length
      ? `<ol class="leads">${list.leads.map((lead) => leadCard(lead, view)).join('\n')}</ol>`
      : `<p class="empty-state">${e(copy.leads.none)}</p>`
  }
</section>`;
}

function figuresSection(view: DeskView): string {
  const query = filtersQuery(view.filters);
  const hidden = [...new URLSearchParams(query)]
    .map(([name, value]) => `<input type="hidden" name="${e(name)}" value="${e(value)}">`)
    .join('');
  return `<section aria-labelledby="figures" class="figures">
  <h2 id="figures">${e(copy.figures.heading)}</h2>
  <form class="period" method="get" action="/owner#figures">
    ${hidden}
    <div class="field"><label for="figures-period">${e(copy.figures.period)}</label><select id="figures-period" name="days">${options(
      String(view.period),
      periods.map((n) => ({ value: String(n), label: copy.figures.days(n) })),
    )}</select></div>
    <button type="submit" class="secondary button">${e(copy.figures.show)}</button>
  </form>
  <p class="range">${e(copy.figures.range(view.report.from, view.report.to))}</p>
  <div class="panel">${reportSections(view.report, 3).join('\n')}</div>
</section>`;
}

/** The whole desk page. */
export function deskPage(view: DeskView): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${e(copy.title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${deskStyles}</style>
</head><body>
<a class="skip" href="#leads">${e(copy.skipToLeads)}</a>
<a class="skip" href="#errors">${e(copy.skipToErrors)}</a>
<header class="bar"><div class="wrap">
  <a class="brand" href="/"><img src="/favicon.svg" alt="" width="28" height="28">${e(company.shortName)}</a>
  <span class="desk">${e(copy.heading)}</span>
  <span class="who">${e(copy.signedInAs(view.who))}</span>
</div></header>
<main class="wrap">
<h1>${e(copy.heading)}</h1>
${leadsSection(view)}
${errorsSection(view.errors, view.period)}
${figuresSection(view)}
</main>
<footer class="wrap">${e(company.name)}</footer>
</body></html>
`;
}
