// The owner's report as HTML: its sections (shown by `npm run report -- --html` as one self-contained page, and by
// the owner's desk inside its own page), inline SVG charts, no script, no external request.
import { metricNames } from '../../src/shared/analyticsEvents.ts';
import { dailyChart, escape, funnelChart, vitalsCharts } from './charts.ts';
import { count, goodLine, percent, plain, vitalText, vitalsByRoute } from './format.ts';
import type { Report } from './queries.ts';

/** Figures are right-aligned, words are not. */
const numeric = (html: string) => /^(–|\d[\d.,]*( %)?|<span[^>]*>[^<]*<\/span>)$/.test(html);

/** A table; a column of figures is right-aligned, header included. */
function table(header: string[], rows: string[][]): string {
  if (rows.length === 0) return '<p class="empty">Nothing in this period.</p>';
  const figures = header.map((_, i) => rows.every((row) => numeric(String(row[i]))));
  const td = (tag: string, i: number, html: string) =>
    `<${tag}${figures[i] ? ' class="n"' : ''}>${html}</${tag}>`;
  const head = header.map((h, i) => td('th', i, escape(h))).join('');
  const body = rows.map((row) => `<tr>${row.map((html, i) => td('td', i, html)).join('')}</tr>`).join('');
  // Wide on a phone: the table scrolls in its own box, which a keyboard can reach too.
  return `<div class="table-scroll" tabindex="0" role="region" aria-label="${escape(header.join(', '))}"><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`;
}

const cell = (value: unknown) => escape(plain(value));
/** A rating as text colour: darker than the bars' colours, to read as text on white (WCAG AA, 4.5:1). */
const ratingMark = { good: '#166534', 'needs improvement': '#854d0e', poor: '#991b1b' };

/**
 * The report's sections, each a piece of HTML: the key figures, the daily chart, the funnel, the tables per route,
 * campaign, referring site and call to action, and the Web Vitals against their "good" thresholds. Headings are
 * `<h2>` (or `level`); the page that shows them gives the heading above them and the styles (`reportStyles`).
 */
export function reportSections(report: Report, level = 2): string[] {
  const { totals } = report;
  const heading = (text: string) => `<h${level}>${text}</h${level}>`;
  const kpi = (label: string, value: unknown) =>
    `<div class="kpi"><b>${escape(value)}</b><span>${escape(label)}</span></div>`;
  return [
    `<div class="kpis">${kpi('visits', totals.visits)}${kpi('page views', totals.views)}${kpi('dialog opened', totals.opens)}${kpi('leads stored', totals.leads)}${kpi('conversion', percent(totals.visits ? totals.sent / totals.visits : null))}</div>`,
    `<p class="note">Leads are every lead stored. Views, visits and openings leave out bots and visitors whose browser asks not to be counted (Global Privacy Control, Do Not Track). A visit is a browser tab's session; nothing identifies a visitor.</p>`,
    `${heading('Page views and leads per day')}${dailyChart(report.days)}`,
    `${heading('Conversion funnel')}<p class="note">Visitors who allow analytics: ${totals.sent} leads sent of ${totals.leads} stored in all.</p>${funnelChart(totals)}`,
    `${heading('Per route')}<p class="note">Error-free visits: the route's visits in which no error reached the visitor there, beside the conversion, so a drop in leads can be read against a rise in errors.</p>${table(
      ['route', 'views', 'visits', 'dialog opened', 'leads', 'conversion', 'error-free visits'],
      report.routes.map((r) => [
        cell(r.path),
        count(r.views),
        count(r.visits),
        count(r.opens),
        count(r.leads),
        percent(r.conversion),
        percent(r.errorFree),
      ]),
    )}`,
    `${heading('Per campaign')}${table(
      ['source', 'medium', 'campaign', 'visits', 'views', 'dialog opened', 'leads', 'conversion'],
      report.campaigns.map((c) => [
        cell(c.source),
        cell(c.medium),
        cell(c.campaign),
        count(c.visits),
        count(c.views),
        count(c.opens),
        count(c.leads),
        percent(c.conversion),
      ]),
    )}`,
    `${heading('Referring sites')}${table(
      ['site', 'visits', 'views', 'leads'],
      report.referrers.map((r) => [cell(r.host), count(r.visits), count(r.views), count(r.leads)]),
    )}`,
    `${heading('Calls to action')}${table(
      ['place', 'service', 'dialog opened', 'leads'],
      report.ctas.map((c) => [cell(c.place), cell(c.service), count(c.opens), count(c.leads)]),
    )}`,
    `${heading('Web Vitals, p75 per route')}<p class="note">Good: ${escape(goodLine)}. Bars: green good, amber needs improvement, red poor; samples in brackets.</p>${vitalsCharts(report.vitals)}`,
    table(
      ['route', 'device', ...metricNames, 'samples'],
      vitalsByRoute(report.vitals).map((row) => [
        cell(row.path),
        escape(row.device),
        ...metricNames.map((m) => {
          const v = row.metrics[m];
          return v
            ? `<span style="color:${ratingMark[v.rating]}">${escape(vitalText(m, v.p75))}</span>`
            : '–';
        }),
        count(row.samples),
      ]),
    ),
    report.blamed.length
      ? `${heading('What the vitals above “good” blame')}${table(
          ['metric', 'element or interaction', 'samples'],
          report.blamed.map((b) => [escape(b.metric), `<code>${cell(b.target)}</code>`, count(b.samples)]),
        )}`
      : '',
  ].filter(Boolean);
}

/** The styles of the report's sections (the desk wraps them in its own). */
export const reportStyles = `
.kpis { display: grid; grid-template-columns: repeat(auto-fit, minmax(8.5rem, 1fr)); gap: 8px; }
.kpi { background: #f1f5f9; border-radius: 8px; padding: 10px 12px; }
.kpi b { display: block; font-size: 22px; } .kpi span { color: #475569; font-size: 12px; }
.note, .empty { color: #475569; font-size: 12px; }
.table-scroll, .chart { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; margin: 8px 0; font-size: 13px; }
th, td { text-align: left; padding: 4px 8px; border-bottom: 1px solid #e2e8f0; }
.n { text-align: right; font-variant-numeric: tabular-nums; }
svg { display: block; max-width: 100%; height: auto; margin: 8px 0 16px; }
`;

/** The report as one self-contained HTML page (`npm run report -- --html`). */
export function reportHtml(report: Report): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Northbridge site report, ${report.from} to ${report.to}</title>
<style>
body { font: 14px/1.5 system-ui, sans-serif; color: #0f172a; margin: 0 auto; padding: 24px; max-width: 800px; }
h1 { margin: 0; font-size: 24px; } header p { margin: 4px 0 16px; color: #475569; }
h2 { font-size: 17px; margin: 32px 0 8px; border-bottom: 1px solid #e2e8f0; padding-bottom: 4px; }
${reportStyles}
</style></head><body>
<header><h1>Northbridge site report</h1><p>${report.from} to ${report.to} (UTC days)</p></header>
${reportSections(report).join('\n')}
</body></html>
`;
}
