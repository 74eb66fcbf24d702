// `npm start`: build when the sources are newer than the build, then serve it exactly as the static host would,
// through the host's own local emulator (Cloudflare Pages: _headers, _redirects with 301s, 404.html with 404).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const dist = resolve(process.env.DIST_DIR ?? 'dist');
const port = process.env.PORT ?? '4173';
const inputs = ['src', 'public', 'scripts', 'index.html', 'package.json', 'vite.config.ts'];

const newest = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
};

const built = existsSync(join(dist, 'index.html')) ? statSync(join(dist, 'index.html')).mtimeMs : 0;
if (process.env.SKIP_BUILD !== '1' && Math.max(...inputs.map(newest)) > built) {
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const child = spawn(
  'npx',
  [
    'wrangler',
    'pages',
    'dev',
    dist,
    '--port',
    port,
    '--ip',
    '127.0.0.1',
    '--compatibility-date',
    '2026-04-01',
  ],
  { stdio: 'inherit', env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: process.env.CI ?? '' } },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
