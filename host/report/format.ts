// Shared by the terminal report, the HTML report and the owner's desk: how figures are written.
import { goodThresholds, metricNames, type MetricName } from '../../src/shared/analyticsEvents.ts';
import type { Vital } from './queries.ts';

/** A vital's p75 in its unit: milliseconds (seconds from 1 s), CLS as its score. */
export function vitalText(metric: MetricName, value: number | null | undefined): string {
  if (value === null || value === undefined) return '–';
  if (metric === 'CLS') return (value / 1000).toFixed(2);
  return value < 1000 ? `${value} ms` : `${(value / 1000).toFixed(1)} s`;
}

export const goodLine = metricNames.map((m) => `${m} ≤ ${vitalText(m, goodThresholds[m])}`).join(', ');

export const percent = (ratio: number | null | undefined): string =>
  ratio === null || ratio === undefined ? '–' : `${(ratio * 100).toFixed(1)} %`;

export const count = (value: unknown): string => String(Number(value ?? 0));

/** A value from the database as one line of plain text (campaign tags are the visitors' own). */
export const plain = (value: unknown, empty = '(none)'): string => {
  const text = String(value ?? '').replace(/[\p{Cc}]/gu, ' ');
  return text === '' ? empty : text;
};

export interface VitalsRow {
  path: string;
  device: string;
  samples: number;
  metrics: Partial<Record<MetricName, Vital>>;
}

/** The vitals as one row per route and device class, a column per metric. */
export function vitalsByRoute(vitals: readonly Vital[]): VitalsRow[] {
  const rows = new Map<string, VitalsRow>();
  for (const v of vitals) {
    const key = `${v.path}|${v.device}`;
    let row = rows.get(key);
    if (!row) {
      row = { path: v.path, device: v.device, samples: 0, metrics: {} };
      rows.set(key, row);
    }
    row.metrics[v.metric] = v;
    row.samples = Math.max(row.samples, v.samples);
  }
  return [...rows.values()];
}
