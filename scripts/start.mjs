// `npm start`: build when the sources are newer than the build, then serve it exactly as the host would, through
// the host's own local emulator (Cloudflare Pages: _headers, _redirects with 301s, 404.html with 404, the Pages
// Functions of functions/ and the leads database on a local D1, whose migrations are applied first).
//
// Environment: PORT (4173), DIST_DIR (dist), LEADS_STATE_DIR (where the local database lives; .wrangler/state),
// LEADS_FRESH=1 (start from an empty database: tests), SKIP_BUILD=1, and the endpoints' settings LEAD_RATE_LIMIT,
// LEAD_WEBHOOK_URL, LEAD_IP_SALT, EVENTS_RATE_LIMIT (passed to the functions when set).
//
// It serves over plain http, so it serves a copy of the build whose `_headers` policy has no
// `upgrade-insecure-requests` (the functions' answers drop it too: functions/_middleware.ts): WebKit would otherwise
// ask for every script over https and run none. The build itself, which the host serves over https, keeps it.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { forPlainHttp } from './host-config.mjs';

const dist = resolve(process.env.DIST_DIR ?? 'dist');
const port = process.env.PORT ?? '4173';
const state = resolve(process.env.LEADS_STATE_DIR ?? '.wrangler/state');
const inputs = ['src', 'public', 'scripts', 'index.html', 'package.json', 'vite.config.ts'];
const settings = ['LEAD_RATE_LIMIT', 'LEAD_WEBHOOK_URL', 'LEAD_IP_SALT', 'EVENTS_RATE_LIMIT'];
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: process.env.CI ?? '' };

const newest = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
};

const run = (command, args) => {
  // No terminal on stdin: wrangler then applies migrations without asking.
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const built = existsSync(join(dist, 'index.html')) ? statSync(join(dist, 'index.html')).mtimeMs : 0;
if (process.env.SKIP_BUILD !== '1' && Math.max(...inputs.map(newest)) > built) run('npm', ['run', 'build']);

const served = join(tmpdir(), `northbridge-site-http-${port}`);
rmSync(served, { recursive: true, force: true });
cpSync(dist, served, { recursive: true });
const headersFile = join(served, '_headers');
writeFileSync(headersFile, forPlainHttp(readFileSync(headersFile, 'utf8')));

if (process.env.LEADS_FRESH === '1') rmSync(state, { recursive: true, force: true });
run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state]);

const bindings = settings
  .filter((name) => process.env[name])
  .flatMap((name) => ['--binding', `${name}=${process.env[name]}`]);
const child = spawn(
  'npx',
  [
    'wrangler',
    'pages',
    'dev',
    served,
    '--port',
    port,
    '--ip',
    '127.0.0.1',
    '--persist-to',
    state,
    ...bindings,
  ],
  { stdio: 'inherit', env },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
