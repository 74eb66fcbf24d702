// `npm start`: build when the sources are newer than the build, then serve it exactly as the host would, through
// the host's own local runtime (`wrangler dev`: the Worker of worker/, the static assets with `_headers`,
// `_redirects` and the 404 page, the database on a local D1 whose migrations are applied first, simulated e-mail),
// and fire the Worker's Cron Triggers on their schedule, which `wrangler dev` never does by itself.
//
// Environment: PORT (4173), DIST_DIR (dist), LEADS_STATE_DIR (where the local database lives; .wrangler/state),
// LEADS_FRESH=1 (start from an empty database: tests), SKIP_BUILD=1, LOCAL_SCHEDULER=off (tests that fire the
// schedule themselves, at times of their choosing), LOCAL_ACCESS=off (no stand-in for Cloudflare Access: the
// owner's desk answers 404, as on a deployment without Access), and the Worker's settings (worker/env.ts), passed on
// when set, even to "": LEAD_EMAIL_TO, LEAD_EMAIL_FROM, LEAD_WEBHOOK_URL, LEAD_RATE_LIMIT, LEAD_IP_SALT,
// EVENTS_RATE_LIMIT, ERRORS_RATE_LIMIT, ACCESS_TEAM_DOMAIN, ACCESS_AUD. INSPECTOR_PORT gives wrangler's devtools socket a port of its
// own: two servers started at the same moment (npm test's two browser runs) otherwise both pick the first free one.
//
// It serves over plain http, so it serves a copy of the build whose `_headers` policy has no
// `upgrade-insecure-requests` (the Worker's own answers drop it too: worker/index.ts): WebKit would otherwise ask
// for every script over https and run none. The build itself, which the host serves over https, keeps it.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { forPlainHttp } from '../host/headers.ts';
import { readWranglerConfig } from '../host/wranglerConfig.ts';
import { localAccessSettings } from './localAccess.mjs';
import { startLocalScheduler } from './localScheduler.mjs';

const dist = resolve(process.env.DIST_DIR ?? 'dist');
const port = process.env.PORT ?? '4173';
const origin = `http://127.0.0.1:${port}`;
const state = resolve(process.env.LEADS_STATE_DIR ?? '.wrangler/state');
const inputs = ['src', 'public', 'scripts', 'host', 'index.html', 'package.json', 'vite.config.ts'];
const settingNames = [
  'LEAD_EMAIL_TO',
  'LEAD_EMAIL_FROM',
  'LEAD_WEBHOOK_URL',
  'LEAD_RATE_LIMIT',
  'LEAD_IP_SALT',
  'EVENTS_RATE_LIMIT',
  'ERRORS_RATE_LIMIT',
  'ACCESS_TEAM_DOMAIN',
  'ACCESS_AUD',
];
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: process.env.CI ?? '' };
const config = readWranglerConfig();

const newest = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
};

const run = (command, args, extraEnv = {}) => {
  // No terminal on stdin: wrangler then applies migrations without asking.
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...env, ...extraEnv },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const built = existsSync(join(dist, 'index.html')) ? statSync(join(dist, 'index.html')).mtimeMs : 0;
// A production build whoever starts it: a test runner sets NODE_ENV=test, which would give React's development build.
if (process.env.SKIP_BUILD !== '1' && Math.max(...inputs.map(newest)) > built)
  run('npm', ['run', 'build'], { NODE_ENV: 'production' });

const served = join(tmpdir(), `northbridge-site-http-${port}`);
rmSync(served, { recursive: true, force: true });
cpSync(dist, served, { recursive: true });
const headersFile = join(served, '_headers');
writeFileSync(headersFile, forPlainHttp(readFileSync(headersFile, 'utf8')));

const applyMigrations = () =>
  run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state]);

/**
 * A fresh database (LEADS_FRESH=1: every test run's) is the migrations applied to an empty one, the same until a
 * migration, the D1 settings or wrangler change. Applying them starts a Workers runtime of its own: about 9
 * core-seconds and 7.6 s on the CI machine, for each of the seven servers `npm test` starts (docs/test-suite-time.md).
 * So the first fresh start keeps a copy of what it migrated under node_modules/.cache, named by a hash of those inputs,
 * and the next ones start from that copy.
 */
function freshDatabase() {
  const d1 = config.d1_databases ?? [];
  const hash = createHash('sha256').update(JSON.stringify(d1));
  hash.update(JSON.parse(readFileSync('node_modules/wrangler/package.json', 'utf8')).version);
  for (const database of d1) {
    const dir = resolve(database.migrations_dir ?? 'migrations');
    for (const name of readdirSync(dir).sort())
      hash.update(`\0${name}\0`).update(readFileSync(join(dir, name)));
  }
  const templates = resolve('node_modules/.cache/northbridge-fresh-d1');
  const template = join(templates, hash.digest('hex').slice(0, 16));
  rmSync(state, { recursive: true, force: true });
  if (existsSync(template)) {
    cpSync(template, state, { recursive: true });
    return;
  }
  applyMigrations();
  mkdirSync(templates, { recursive: true });
  // Two servers starting at once (npm test's two lanes) both migrate; the first rename wins, the other's copy goes.
  const copy = mkdtempSync(join(templates, '.new-'));
  try {
    cpSync(state, copy, { recursive: true });
    renameSync(copy, template);
  } catch {
    rmSync(copy, { recursive: true, force: true });
  }
}

if (process.env.LEADS_FRESH === '1') freshDatabase();
else applyMigrations();

// The settings as the Worker will see them: wrangler.jsonc's vars, overridden by this environment, and the local
// stand-in for Cloudflare Access unless Access is configured here or turned off (scripts/localAccess.mjs).
const given = Object.fromEntries(
  settingNames.filter((name) => process.env[name] !== undefined).map((name) => [name, process.env[name]]),
);
const standIn =
  process.env.LOCAL_ACCESS === 'off' || given.ACCESS_TEAM_DOMAIN ? {} : await localAccessSettings(state);
const passed = { ...given, ...standIn };
const settings = { ...config.vars, ...passed };

/** What happens to a lead here, said once at start (README: the leads). */
function deliveryBanner() {
  const lines = [];
  if (settings.LEAD_EMAIL_TO && settings.LEAD_EMAIL_FROM) {
    lines.push(
      `Leads are e-mailed to ${settings.LEAD_EMAIL_TO} (simulated: nothing leaves this machine). Read them at ` +
        `${origin}/cdn-cgi/local/explorer/ (Email), or their text and HTML under .wrangler/tmp/email/.`,
    );
    const allowed = config.send_email[0]?.allowed_destination_addresses ?? [];
    if (allowed.length && !allowed.includes(settings.LEAD_EMAIL_TO))
      lines.push(
        `  Note: ${settings.LEAD_EMAIL_TO} is not in wrangler.jsonc's allowed_destination_addresses: every e-mail will be refused.`,
      );
  }
  if (settings.LEAD_WEBHOOK_URL)
    lines.push(`Leads are sent as JSON to the webhook ${settings.LEAD_WEBHOOK_URL}.`);
  if (lines.length === 0)
    lines.push(
      'No delivery channel is configured: leads are only stored (npm run -s leads:export reads them).',
    );
  return lines.join('\n');
}

const child = spawn(
  'npx',
  [
    'wrangler',
    'dev',
    '--port',
    port,
    '--ip',
    '127.0.0.1',
    '--persist-to',
    state,
    '--assets',
    served,
    '--show-interactive-dev-session=false',
    ...(process.env.INSPECTOR_PORT ? ['--inspector-port', process.env.INSPECTOR_PORT] : []),
    ...Object.entries(passed).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
  ],
  { stdio: ['ignore', 'inherit', 'inherit'], env },
);

let stopScheduler = () => {};
const scheduled = process.env.LOCAL_SCHEDULER !== 'off';
if (scheduled) {
  stopScheduler = startLocalScheduler({
    origin,
    crons: config.triggers.crons,
    log: (line) => process.stderr.write(`[local cron] ${line}\n`),
  });
}

// Once the site answers, below wrangler's own lines: what happens to a lead, and that the crons do fire here.
const waitUntilReady = async () => {
  for (let tries = 0; tries < 600; tries++) {
    try {
      if ((await fetch(`${origin}/`, { method: 'HEAD' })).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
};
void waitUntilReady().then((ready) => {
  if (!ready) return;
  const crons = config.triggers.crons.join(', ');
  const schedule = scheduled
    ? `The Worker's Cron Triggers (${crons}) are fired here on their schedule by npm start.`
    : 'LOCAL_SCHEDULER=off: the Cron Triggers fire only when asked (/cdn-cgi/local/scheduled?cron=…).';
  const desk = standIn.ACCESS_AUD
    ? `The owner's desk: ${origin}/owner, signed in by the local stand-in for Cloudflare Access (README: the owner's desk; a token: npm run -s owner:token).`
    : settings.ACCESS_TEAM_DOMAIN
      ? `The owner's desk: ${origin}/owner, behind Cloudflare Access (${settings.ACCESS_TEAM_DOMAIN}).`
      : "The owner's desk is off (no Cloudflare Access configured): /owner answers 404.";
  process.stdout.write(`\n${deliveryBanner()}\n${schedule}\n${desk}\nThe site: ${origin}\n\n`);
});

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopScheduler();
    child.kill(signal);
  });
child.on('exit', (code) => {
  stopScheduler();
  process.exit(code ?? 0);
});
