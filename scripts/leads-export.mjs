// `npm run leads:export`: every stored lead as CSV on stdout (RFC 4180: host/csv.ts). Reads the local database that
// `npm start` serves (LEADS_STATE_DIR, default .wrangler/state); `npm run leads:export -- --remote` reads the
// deployed one through wrangler (needs `wrangler login` and the real database_id in wrangler.jsonc). The leads come
// out as stored; a lead stored before the host cleaned every value gets the same cleaning on the way out
// (src/shared/text.ts), so no control character reaches a terminal or a spreadsheet. How to open the file safely
// goes to stderr (`csvWarning`), since a note in the file would not be CSV.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { csvWarning, toCsv as csvOf } from '../host/csv.ts';
import { sourceFields } from '../src/shared/sourceFields.ts';
import { cleanText } from '../src/shared/text.ts';

export const COLUMNS = [
  'id',
  'created_at',
  'name',
  'email',
  'company',
  'phone',
  'service',
  'message',
  // Where the lead came from (docs/analytics.md), named once for the form, the host and this export.
  ...sourceFields,
];

/** A stored value as the host cleans text (the message keeping its lines): older rows may not be. */
const cleaned = (value, column) =>
  typeof value === 'string' ? cleanText(value, { multiline: column === 'message' }) : value;

/** The CSV of `rows` (objects with the COLUMNS), header first. */
export const toCsv = (rows) =>
  csvOf(
    COLUMNS,
    rows.map((row) => Object.fromEntries(COLUMNS.map((column) => [column, cleaned(row[column], column)]))),
  );

function readLeads(remote) {
  const where = remote
    ? ['--remote']
    : ['--local', '--persist-to', resolve(process.env.LEADS_STATE_DIR ?? '.wrangler/state')];
  const sql = `SELECT ${COLUMNS.join(', ')} FROM leads ORDER BY id`;
  const result = spawnSync('npx', ['wrangler', 'd1', 'execute', 'DB', ...where, '--json', '--command', sql], {
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (result.status !== 0) {
    process.stderr.write(result.stderr || result.stdout);
    process.exit(result.status ?? 1);
  }
  const [first] = JSON.parse(result.stdout);
  return first?.results ?? [];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const leads = readLeads(process.argv.includes('--remote'));
  process.stdout.write(toCsv(leads));
  process.stderr.write(`leads:export: ${leads.length} leads. ${csvWarning}\n`);
}
