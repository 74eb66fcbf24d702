// `npm run leads:export`: every stored lead as CSV on stdout, in the format of host/leadsCsv.ts (the owner's desk
// downloads the same). Reads the local database that `npm start` serves
// (LEADS_STATE_DIR, default .wrangler/state); `npm run leads:export -- --remote` reads the deployed one through
// wrangler (needs `wrangler login` and the real database_id in wrangler.jsonc). The leads come out as stored,
// cleaned as the host cleans text if they were stored before it did. How to open the file safely goes to stderr
// (`csvWarning`), since a note in the file would not be CSV.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { csvWarning } from '../host/csv.ts';
import { leadCsvColumns, leadsCsv } from '../host/leadsCsv.ts';

function readLeads(remote) {
  const where = remote
    ? ['--remote']
    : ['--local', '--persist-to', resolve(process.env.LEADS_STATE_DIR ?? '.wrangler/state')];
  const sql = `SELECT ${leadCsvColumns.join(', ')} FROM leads ORDER BY id`;
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
  process.stdout.write(leadsCsv(leads));
  process.stderr.write(`leads:export: ${leads.length} leads. ${csvWarning}\n`);
}
