// The leads as CSV, one format for `npm run leads:export` and the owner's desk download (RFC 4180 through
// host/csv.ts). A lead stored before the host cleaned every value gets the same cleaning on the way out
// (src/shared/text.ts, docs/decisions/0032-outside-text-is-cleaned-once.md), so no control character reaches a
// terminal or a spreadsheet.
import { sourceFields } from '../src/shared/sourceFields.ts';
import { cleanText } from '../src/shared/text.ts';
import { toCsv } from './csv.ts';

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

/** A stored value as the host cleans text (the message keeping its lines): older rows may not be. */
const cleaned = (value: unknown, column: string): unknown =>
  typeof value === 'string' ? cleanText(value, { multiline: column === 'message' }) : value;

/** The CSV of `rows` (objects with the columns), header first. */
export const leadsCsv = (rows: readonly Record<string, unknown>[]): string =>
  toCsv(
    leadCsvColumns,
    rows.map((row) =>
      Object.fromEntries(leadCsvColumns.map((column) => [column, cleaned(row[column], column)])),
    ),
  );
