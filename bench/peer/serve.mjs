// Builds the peer fixture when its sources are newer than its build, and serves bench/peer/dist on a free port.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const dist = join(here, 'dist');
const sources = ['index.html', 'main.tsx', 'vite.config.mjs'].map((name) => join(here, name));
const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };

function buildIfStale() {
  const built = existsSync(join(dist, 'index.html')) ? statSync(join(dist, 'index.html')).mtimeMs : 0;
  if (Math.max(...sources.map((path) => statSync(path).mtimeMs)) <= built) return;
  const result = spawnSync('npx', ['vite', 'build', '--config', join(here, 'vite.config.mjs')], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`the peer fixture did not build (exit ${result.status})`);
}

/** Serves the built peer page; resolves to `{ origin, close }`. */
export async function servePeer() {
  buildIfStale();
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    // The compositor floor page is static (no build): served from the sources.
    const file =
      path === '/floor.html' ? join(here, 'floor.html') : join(dist, path === '/' ? 'index.html' : path);
    if (
      !(file.startsWith(dist) || file === join(here, 'floor.html')) ||
      !existsSync(file) ||
      statSync(file).isDirectory()
    ) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}
