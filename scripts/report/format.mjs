// Shared by the terminal and the HTML report: how figures are written.
import { goodThresholds, metricNames } from '../../src/shared/analyticsEvents.ts';

/** A vital's p75 in its unit: milliseconds (seconds from 1 s), CLS as its score. */
export function vitalText(metric, value) {
  if (value === null || value === undefined) return '–';
  if (metric === 'CLS') return (value / 1000).toFixed(2);
  return value < 1000 ? `${value} ms` : `${(value / 1000).toFixed(1)} s`;
}

export const goodLine = metricNames.map((m) => `${m} ≤ ${vitalText(m, goodThresholds[m])}`).join(', ');

export const percent = (ratio) =>
  ratio === null || ratio === undefined ? '–' : `${(ratio * 100).toFixed(1)} %`;

export const count = (value) => String(Number(value ?? 0));

/** A value from the database as one line of plain text (campaign tags are the visitors' own). */
export const plain = (value, empty = '(none)') => {
  // eslint-disable-next-line no-control-regex -- control characters are what must not reach the terminal
  const text = String(value ?? '').replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ');
  return text === '' ? empty : text;
};

/** The vitals as one row per route and device class, a column per metric. */
export function vitalsByRoute(vitals) {
  const rows = new Map();
  for (const v of vitals) {
    const key = `${v.path}|${v.device}`;
    if (!rows.has(key)) rows.set(key, { path: v.path, device: v.device, samples: 0, metrics: {} });
    const row = rows.get(key);
    row.metrics[v.metric] = v;
    row.samples = Math.max(row.samples, v.samples);
  }
  return [...rows.values()];
}
