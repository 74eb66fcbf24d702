// The owner's report reads the leads database through wrangler, locally or deployed, like `npm run leads:export`:
// the local one that `npm start` serves (LEADS_STATE_DIR, default .wrangler/state), or with `--remote` the deployed
// one (needs `wrangler login` and the real database_id in wrangler.jsonc).
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { rollupStatements } from '../../host/analyticsSql.ts';
import { buildReport, reportStatements } from '../../host/report/queries.ts';

/** @typedef {{ remote: boolean; stateDir?: string }} Where the deployed database, or the local one in `stateDir` */

/**
 * Runs SQL statements (separated by `;`) on the database and returns one array of rows per statement.
 * @param {string} sql
 * @param {Where} where
 * @returns {Record<string, unknown>[][]}
 */
export function execute(sql, { remote, stateDir = process.env.LEADS_STATE_DIR ?? '.wrangler/state' }) {
  const target = remote ? ['--remote'] : ['--local', '--persist-to', resolve(stateDir)];
  const result = spawnSync(
    'npx',
    ['wrangler', 'd1', 'execute', 'DB', ...target, '--json', '--command', sql],
    {
      encoding: 'utf8',
      maxBuffer: 512 * 1024 * 1024,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  if (result.status !== 0) {
    throw new Error(`wrangler d1 execute failed:\n${result.stdout}\n${result.stderr}`);
  }
  return JSON.parse(result.stdout).map((set) => set.results ?? []);
}

/**
 * The rollup and retention the Worker runs every ten minutes (host/analyticsSql.ts), run now, so
 * the report counts every event up to this moment and the raw events past their time are gone.
 * @param {Where} where
 * @param {number} [now]
 */
export function rollUp(where, now = Date.now()) {
  execute(rollupStatements(now).join(';\n'), where);
}

/**
 * Everything the report shows for the days `from`..`to`, read in one call (the statements and their meaning:
 * host/report/queries.ts, which the owner's desk reads through D1 too).
 * @param {{ from: string; to: string; remote: boolean }} period
 */
export function readReport({ from, to, remote }) {
  return buildReport(from, to, execute(reportStatements(from, to).join(';\n'), { remote }));
}
