// The leads as CSV, one format for `npm run leads:export` and the owner's desk download (RFC 4180: a header line,
// CRLF line ends, fields with a comma, quote or line break in double quotes, quotes doubled).
import { sourceFields } from '../src/shared/sourceFields.ts';

/** The columns, in order: the lead, then where it came from (docs/analytics.md), named once. */
export const leadCsvColumns = [
  'id',
  'created_at',
  'name',
  'email',
  'company',
  'phone',
  'service',
  'message',
  ...sourceFields,
] as const;

/** One CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180 §2.6–2.7). */
export const csvField = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The CSV of `rows` (objects with the columns), header first. */
export const leadsCsv = (rows: readonly Record<string, unknown>[]): string =>
  [leadCsvColumns, ...rows.map((row) => leadCsvColumns.map((column) => row[column]))]
    .map((fields) => `${fields.map(csvField).join(',')}\r\n`)
    .join('');
