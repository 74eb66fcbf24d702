// The report's charts as inline SVG, drawn here from the figures: no library, no external request.
import { goodThresholds, metricNames } from '../../src/shared/analyticsEvents.ts';
import { escapeHtml } from '../../src/shared/text.ts';
import { vitalText } from './format.ts';
import type { DayRow, Report, Vital } from './queries.ts';

export const colors = {
  views: '#2563eb',
  leads: '#ea580c',
  good: '#16a34a',
  improve: '#ca8a04',
  poor: '#dc2626',
};
const ink = '#334155';
const grid = '#e2e8f0';

/** Text for SVG and HTML: visitors' campaign tags and hosts are shown, never interpreted (src/shared/text.ts). */
export const escape = (value: unknown): string => escapeHtml(String(value));

/**
 * A round axis maximum for counts at or above `value`: four times 1, 2 or 5 times a power of ten, so the axis's
 * four steps are whole numbers (0 views gives 0–4, not 0, 0.25, …).
 */
function niceMax(value: number): number {
  const step = Math.max(1, value / 4);
  const power = 10 ** Math.floor(Math.log10(step));
  return 4 * ([1, 2, 5, 10].map((m) => m * power).find((m) => m >= step) ?? 10 * power);
}

/** A chart: an SVG picture in a box of its own, which scrolls sideways on a narrow screen (keyboard included). */
const svg = (width: number, height: number, label: string, body: string) =>
  `<div class="chart" tabindex="0" role="region" aria-label="${escape(label)}"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escape(label)}" font-family="system-ui, sans-serif" font-size="11">${body}</svg></div>`;

/** Page views per day as bars (left axis) and leads stored per day as a line (right axis). */
export function dailyChart(days: readonly DayRow[]): string {
  const width = 760;
  const height = 240;
  const left = 44;
  const right = 36;
  const top = 16;
  const bottom = 40;
  const plotW = width - left - right;
  const plotH = height - top - bottom;
  const maxViews = niceMax(Math.max(...days.map((d) => d.views)));
  const maxLeads = niceMax(Math.max(...days.map((d) => d.leads)));
  const slot = plotW / days.length;
  const y = (value: number, max: number) => top + plotH - (value / max) * plotH;
  let body = '';
  for (let i = 0; i <= 4; i++) {
    const at = top + (plotH * i) / 4;
    body += `<line x1="${left}" x2="${width - right}" y1="${at}" y2="${at}" stroke="${grid}"/>`;
    body += `<text x="${left - 6}" y="${at + 4}" text-anchor="end" fill="${colors.views}">${Math.round(maxViews * (1 - i / 4))}</text>`;
    body += `<text x="${width - right + 6}" y="${at + 4}" fill="${colors.leads}">${Math.round(maxLeads * (1 - i / 4))}</text>`;
  }
  const labelEvery = Math.ceil(days.length / 10);
  const points: string[] = [];
  days.forEach((d, i) => {
    const x = left + i * slot;
    const barH = (d.views / maxViews) * plotH;
    body += `<rect x="${x + slot * 0.15}" y="${top + plotH - barH}" width="${slot * 0.7}" height="${barH}" fill="${colors.views}" opacity="0.85"><title>${d.day}: ${d.views} views, ${d.visits} visits, ${d.leads} leads</title></rect>`;
    points.push(`${x + slot / 2},${y(d.leads, maxLeads)}`);
    if (i % labelEvery === 0)
      body += `<text x="${x + slot / 2}" y="${height - bottom + 16}" text-anchor="middle" fill="${ink}">${d.day.slice(5)}</text>`;
  });
  body += `<polyline points="${points.join(' ')}" fill="none" stroke="${colors.leads}" stroke-width="2.5"/>`;
  body += points
    .map((p) => `<circle cx="${p.split(',')[0]}" cy="${p.split(',')[1]}" r="3" fill="${colors.leads}"/>`)
    .join('');
  body += `<text x="${left}" y="${height - 6}" fill="${colors.views}">■ page views</text>`;
  body += `<text x="${left + 110}" y="${height - 6}" fill="${colors.leads}">● leads stored</text>`;
  return svg(width, height, 'Page views and leads per day', body);
}

/** Visits → dialog opened → leads sent (visitors who allow analytics), each as a share of the visits. */
export function funnelChart(totals: Report['totals']): string {
  const steps: [string, number][] = [
    ['Visits', totals.visits],
    ['Contact dialog opened', totals.opens],
    ['Leads sent', totals.sent],
  ];
  const width = 760;
  const rowH = 44;
  const labelW = 170;
  const barMax = width - labelW - 220;
  const max = Math.max(1, ...steps.map(([, n]) => n));
  let body = '';
  steps.forEach(([label, n], i) => {
    const w = Math.max(2, (n / max) * barMax);
    const share = totals.visits > 0 ? ` (${((n / totals.visits) * 100).toFixed(1)} % of visits)` : '';
    body += `<text x="0" y="${i * rowH + 26}" fill="${ink}" font-size="13">${label}</text>`;
    body += `<rect x="${labelW}" y="${i * rowH + 8}" width="${w}" height="28" rx="4" fill="${colors.views}" opacity="${1 - i * 0.25}"/>`;
    body += `<text x="${labelW + w + 8}" y="${i * rowH + 26}" fill="${ink}" font-size="13">${n}${share}</text>`;
  });
  return svg(width, rowH * steps.length + 8, 'Conversion funnel', body);
}

const ratingColor: Record<Vital['rating'], string> = {
  good: colors.good,
  'needs improvement': colors.improve,
  poor: colors.poor,
};

/** One small chart per vital: the p75 of each route and device class, against the "good" threshold (dashed). */
export function vitalsCharts(vitals: readonly Vital[]): string {
  return metricNames
    .map((metric) => {
      const rows = vitals.filter((v) => v.metric === metric);
      if (rows.length === 0) return '';
      const width = 760;
      const rowH = 22;
      const labelW = 260;
      const barMax = width - labelW - 110;
      const threshold = goodThresholds[metric];
      const max = Math.max(threshold * 2, ...rows.map((r) => r.p75 ?? 0));
      const x = (value: number) => labelW + (value / max) * barMax;
      const bottom = 24 + rows.length * rowH;
      // The threshold first, so the bars and their figures paint over it.
      let body = `<text x="0" y="14" font-size="13" font-weight="600" fill="${ink}">${metric}, p75</text>`;
      body += `<line x1="${x(threshold)}" x2="${x(threshold)}" y1="20" y2="${bottom}" stroke="${ink}" stroke-dasharray="4 3"/>`;
      rows.forEach((r, i) => {
        const at = 24 + i * rowH;
        body += `<text x="0" y="${at + 14}" fill="${ink}">${escape(r.path)} · ${r.device} (${r.samples})</text>`;
        body += `<rect x="${labelW}" y="${at + 3}" width="${Math.max(2, x(r.p75 ?? 0) - labelW)}" height="15" rx="3" fill="${ratingColor[r.rating]}"/>`;
        body += `<text x="${x(r.p75 ?? 0) + 6}" y="${at + 14}" fill="${ink}" stroke="#fff" stroke-width="3" paint-order="stroke">${vitalText(metric, r.p75)}</text>`;
      });
      body += `<text x="${x(threshold)}" y="${bottom + 14}" text-anchor="middle" fill="${ink}">good ≤ ${vitalText(metric, threshold)}</text>`;
      return svg(width, bottom + 20, `${metric} p75 per route and device class`, body);
    })
    .join('\n');
}
