/*
 * CSV as RFC 4180 writes it, for `npm run leads:export` and anything else that hands leads out as a file: a header
 * line, CRLF line ends, a field with a comma, a quote or a line break in double quotes, quotes doubled.
 *
 * A cell is written exactly as it was stored, so one starting with `=`, `+`, `-` or `@` (a visitor may well write
 * "-" or "+1 555 …") stays as the visitor wrote it. A spreadsheet that opens the file directly reads such a cell as
 * a formula: import it as text instead (README, "The leads"; `csvWarning`). Values are clean before they get here
 * (src/shared/text.ts): no control character, the only line breaks LF in a message.
 */

/** What to tell whoever writes the file, on stderr: a note in the file itself would not be CSV. */
export const csvWarning =
  'Cells are exactly as visitors wrote them: one starting with =, +, - or @ is a formula to a spreadsheet that ' +
  'opens the file directly. Import it as text instead (LibreOffice: Text Import, every column "Text"; Excel: Data > ' +
  'From Text/CSV, every column "Text"; Google Sheets: File > Import, "Convert text to numbers, dates and formulas" ' +
  'off).';

/** One CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180 §2.6–2.7). */
export const csvField = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The CSV of `rows` under the header `columns`, each row's fields in the columns' order. */
export const toCsv = (columns: readonly string[], rows: readonly Record<string, unknown>[]): string =>
  [columns, ...rows.map((row) => columns.map((column) => row[column]))]
    .map((fields) => `${fields.map(csvField).join(',')}\r\n`)
    .join('');
