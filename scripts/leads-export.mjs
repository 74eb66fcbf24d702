// `npm run leads:export`: every stored lead as CSV on stdout (RFC 4180: a header line, CRLF line ends, fields with a
// comma, quote or line break in double quotes, quotes doubled). Reads the local database that `npm start` serves
// (LEADS_STATE_DIR, default .wrangler/state); `npm run leads:export -- --remote` reads the deployed one through
// wrangler (needs `wrangler login` and the real database_id in wrangler.jsonc). The leads come out as stored.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { sourceFields } from '../src/shared/sourceFields.ts';

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

/** One CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180 §2.6–2.7). */
export const csvField = (value) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The CSV of `rows` (objects with the COLUMNS), header first. */
export const toCsv = (rows) =>
  [COLUMNS, ...rows.map((row) => COLUMNS.map((column) => row[column]))]
    .map((fields) => `${fields.map(csvField).join(',')}\r\n`)
    .join('');

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
  process.stdout.write(toCsv(readLeads(process.argv.includes('--remote'))));
}
