// `npm run report`: the owner's view of the site (docs/analytics.md). For a period: per route and per campaign the
// views, visits, contact dialog openings, leads and conversion; referring sites and calls to action; the p75 of each
// Web Vital per route and device class against its "good" threshold. Reads the local database that `npm start`
// serves (LEADS_STATE_DIR, default .wrangler/state), or with `--remote` the deployed one through wrangler.
// The analytics rollup and retention run first, so every event up to now is counted.
//
//   npm run report                          the last 30 days, as text
//   npm run report -- --days 7              the last 7 days (today included)
//   npm run report -- --from 2026-11-01 --to 2026-11-30
//   npm run report -- --html report.html    also one self-contained HTML page with charts
//   npm run report -- --remote              the deployed database
import { writeFileSync } from 'node:fs';
import { reportHtml } from '../host/report/html.ts';
import { readReport, rollUp } from './report/database.mjs';
import { reportText } from './report/text.mjs';

const DAY_MS = 86_400_000;

/** The command line as options: `--name value` or `--name=value`, and bare flags. */
export function parseArgs(args) {
  const options = {};
  for (let i = 0; i < args.length; i++) {
    const [name, inline] = args[i].replace(/^--/, '').split('=');
    const next = args[i + 1];
    if (inline !== undefined) options[name] = inline;
    else if (next !== undefined && !next.startsWith('--')) options[name] = args[++i];
    else options[name] = true;
  }
  return options;
}

/** The period's first and last UTC day: `--from`/`--to`, or the last `--days` days up to today (30 by default). */
export function periodOf(options, now = Date.now()) {
  const today = new Date(now).toISOString().slice(0, 10);
  const days = Number(options.days ?? 30);
  if (!Number.isInteger(days) || days < 1) throw new Error('--days takes a whole number of days, 1 or more');
  const to = typeof options.to === 'string' ? options.to : today;
  const from =
    typeof options.from === 'string'
      ? options.from
      : new Date(Date.parse(to) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  if (from > to) throw new Error(`--from ${from} is after --to ${to}`);
  return { from, to };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const options = parseArgs(process.argv.slice(2));
    const remote = options.remote === true;
    rollUp({ remote });
    const report = readReport({ ...periodOf(options), remote });
    process.stdout.write(reportText(report));
    if (typeof options.html === 'string') {
      writeFileSync(options.html, reportHtml(report));
      process.stdout.write(`\nHTML report written to ${options.html}\n`);
    }
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : error}\n`);
    process.exit(1);
  }
}
