import { describe, expect, it } from 'vitest';
import { csvField, csvWarning, toCsv } from './csv';

describe('CSV for the leads', () => {
  it('quotes a field with a comma, a quote or a line break, as RFC 4180 says', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('O"Hara, Jane')).toBe('"O""Hara, Jane"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField(null)).toBe('');
    expect(csvField(42)).toBe('42');
  });

  it('cells starting = + - @ stay as written, and the warning says how to open the file safely', () => {
    for (const cell of ['=HYPERLINK("x")', '+1 555 0100', '-', '@channel'])
      expect(csvField(cell).replace(/^"|"$/g, '').replaceAll('""', '"')).toBe(cell);
    expect(csvWarning).toMatch(/=, \+, - or @/);
    expect(csvWarning).toMatch(/Import it as text/);
  });

  it('writes a header line and CRLF line ends', () => {
    expect(toCsv(['id', 'name'], [{ id: 1, name: 'Ada', extra: 'x' }, { id: 2 }])).toBe(
      'id,name\r\n1,Ada\r\n2,\r\n',
    );
  });
});
