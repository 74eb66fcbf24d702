// The owner's report as plain text tables for the terminal.
import { metricNames } from '../../src/shared/analyticsEvents.ts';
import { count, goodLine, percent, plain, vitalText, vitalsByRoute } from '../../host/report/format.ts';

/** A table with a header line, columns padded to their widest cell (numbers right-aligned). */
function table(header, rows) {
  if (rows.length === 0) return '  (nothing in this period)\n';
  const cells = rows.map((row) => row.map((cell) => String(cell)));
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const numeric = header.map((_, i) => cells.every((c) => /^(–|\d[\d.,]*( %)?)$/.test(c[i])));
  const line = (row) =>
    `| ${row.map((v, i) => (numeric[i] ? v.padStart(widths[i]) : v.padEnd(widths[i]))).join(' | ')} |`;
  return `${line(header)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|\n${cells.map(line).join('\n')}\n`;
}

const marks = { good: '✓', 'needs improvement': '~', poor: '✗' };

/** @param {import('../../host/report/queries.ts').Report} report */
export function reportText(report) {
  const { totals } = report;
  const out = [];
  out.push(`Northbridge site report, ${report.from} to ${report.to} (UTC days)\n`);
  out.push(
    `Visits ${totals.visits}, page views ${totals.views}, contact dialog opened ${totals.opens} times, ` +
      `${totals.leads} leads stored (${totals.sent} of them by visitors who allow analytics).\n` +
      'Leads are every stored lead; views, visits and openings leave out visitors whose browser asks not to be\n' +
      'counted (Global Privacy Control, Do Not Track) and bots. Conversion = leads those counted visitors sent /\n' +
      'visits, one population, so it never exceeds 100 %.\n',
  );

  out.push(
    '\nPer route (visits: visits that viewed the route; error-free: of those, the visits without an error there)\n',
  );
  out.push(
    table(
      ['route', 'views', 'visits', 'opens', 'leads', 'conversion', 'error-free'],
      report.routes.map((r) => [
        r.path,
        count(r.views),
        count(r.visits),
        count(r.opens),
        count(r.leads),
        percent(r.conversion),
        percent(r.errorFree),
      ]),
    ),
  );

  out.push('\nPer campaign (the utm_ tags of the address the visit landed on)\n');
  out.push(
    table(
      ['source', 'medium', 'campaign', 'visits', 'views', 'opens', 'leads', 'conversion'],
      report.campaigns.map((c) => [
        plain(c.source),
        plain(c.medium),
        plain(c.campaign),
        count(c.visits),
        count(c.views),
        count(c.opens),
        count(c.leads),
        percent(c.conversion),
      ]),
    ),
  );

  out.push('\nReferring sites (host name only; none: typed, bookmarked or an app)\n');
  out.push(
    table(
      ['site', 'visits', 'views', 'leads'],
      report.referrers.map((r) => [plain(r.host), count(r.visits), count(r.views), count(r.leads)]),
    ),
  );

  out.push('\nCalls to action (place and service; none: the form was sent without a script)\n');
  out.push(
    table(
      ['place', 'service', 'opens', 'leads'],
      report.ctas.map((c) => [plain(c.place), plain(c.service), count(c.opens), count(c.leads)]),
    ),
  );

  out.push(`\nWeb Vitals, p75 per route and device class (good: ${goodLine})\n`);
  out.push('✓ good, ~ needs improvement, ✗ poor\n');
  out.push(
    table(
      ['route', 'device', ...metricNames, 'samples'],
      vitalsByRoute(report.vitals).map((row) => [
        row.path,
        row.device,
        ...metricNames.map((m) => {
          const v = row.metrics[m];
          return v ? `${vitalText(m, v.p75)} ${marks[v.rating]}` : '–';
        }),
        count(row.samples),
      ]),
    ),
  );

  if (report.blamed.length > 0) {
    out.push('\nWhat the vitals above "good" blame (raw events, kept 30 days)\n');
    out.push(
      table(
        ['metric', 'element or interaction', 'samples'],
        report.blamed.map((b) => [b.metric, plain(b.target), count(b.samples)]),
      ),
    );
  }
  return out.join('');
}
