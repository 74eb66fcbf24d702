import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { writeLeadsDb } from '../../tests/support/leadsDb';
import { leadSource, postJson, query, stateDir, validLead } from './client';

/** A strict RFC 4180 reader: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else {
      field += c;
    }
  }
  return rows;
}

describe('npm run leads:export', () => {
  it('prints every stored lead and where it came from as properly quoted CSV', async () => {
    const marker = randomUUID();
    const tricky = {
      ...validLead(marker),
      ...leadSource(),
      name: 'O"Hara, Jane',
      company: '=HYPERLINK("x")',
      message: `Line one,\r\nline "two"\nline three ${marker}`,
    };
    expect((await postJson(tricky)).status).toBe(201);
    const result = spawnSync(process.execPath, ['scripts/leads-export.mjs'], {
      encoding: 'utf8',
      env: { ...process.env, LEADS_STATE_DIR: stateDir },
    });
    expect(result.status, result.stderr).toBe(0);
    const [header, ...rows] = parseCsv(result.stdout);
    const columns = [
      ...['id', 'created_at', 'name', 'email', 'company', 'phone', 'service', 'message'],
      ...['source_page', 'cta_place', 'cta_service', 'landing_page', 'referrer_host'],
      ...['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'],
    ];
    expect(header).toEqual(columns);
    const stored = query<Record<string, string | number>>(
      `SELECT ${columns.join(', ')} FROM leads ORDER BY id`,
    );
    expect(rows).toEqual(stored.map((lead) => Object.values(lead).map(String)));
    expect(rows.find((r) => r[7]?.includes(marker))).toEqual([
      expect.any(String),
      expect.any(String),
      tricky.name,
      tricky.email,
      tricky.company,
      tricky.phone,
      tricky.service,
      // Stored cleaned: CR LF is one line break, LF (src/shared/text.ts).
      tricky.message.replace('\r\n', '\n'),
      ...Object.values(leadSource()),
    ]);
  });

  it('control characters are stored and exported raw: a lead stored before the host cleaned it is exported without them, and stderr says how to open the file', () => {
    const marker = randomUUID();
    writeLeadsDb(
      stateDir,
      `INSERT INTO leads (created_at, name, email, company, phone, service, message, content_hash)
       VALUES ('2026-11-24T10:00:00.000Z', ?1, 'old@example.com', '=1+1', '', '', ?2, ?3)`,
      'Old\u001b]0;title\u0007',
      `old\r\nlead ${marker}\u001b[2J`,
      marker,
    );
    const result = spawnSync(process.execPath, ['scripts/leads-export.mjs'], {
      encoding: 'utf8',
      env: { ...process.env, LEADS_STATE_DIR: stateDir },
    });
    // The stand-in for an old row goes again: the other tests read the table as the host stores it now.
    writeLeadsDb(stateDir, 'DELETE FROM leads WHERE content_hash = ?1', marker);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).not.toMatch(/[^\P{Cc}\r\n]/u);
    expect(result.stdout).toContain(`Old]0;title,old@example.com,=1+1,,,"old\nlead ${marker}[2J"`);
    expect(result.stderr).toMatch(/starting with =, \+, - or @ is a formula/);
    expect(result.stderr).toMatch(/Import it as text/);
  });
});
