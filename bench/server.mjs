// Serves the production build for the benchmark through `scripts/start.mjs` (which builds when the sources are
// newer than the build), on a free port, and stops it again.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A TCP port nobody listens on right now. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `node scripts/start.mjs` in its own process group and resolves once `/` answers.
 * @param {{ port: number; skipBuild: boolean; timeoutMs?: number; env?: Record<string, string> }} options `env`: the
 *   server's own settings on top of this process's environment
 */
export async function startServer({ port, skipBuild, timeoutMs = 240_000, env = {} }) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      SKIP_BUILD: skipBuild ? '1' : (process.env.SKIP_BUILD ?? ''),
    },
  });
  let log = '';
  const keep = (chunk) => {
    log = (log + chunk).slice(-20_000);
    if (/vite v|building|prerendered/i.test(String(chunk))) process.stderr.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${log}`);
    try {
      const response = await fetch(`${origin}/`);
      if (response.ok)
        return { origin, stop, alive: () => child.exitCode === null && child.signalCode === null };
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  stop();
  throw new Error(`the server did not answer within ${timeoutMs / 1000} s:\n${log}`);
}

/**
 * A server of a bench group's own, on the build as it is: an empty local database in a throwaway directory (removed
 * again by `stop`), and `env` for the Worker's settings (a raised rate limit).
 * @param {string} name names the directory
 * @param {Record<string, string>} env
 */
export async function startOwnServer(name, env) {
  const stateDir = mkdtempSync(join(tmpdir(), `${name}-bench-`));
  const server = await startServer({
    port: await freePort(),
    skipBuild: true,
    env: { LEADS_STATE_DIR: stateDir, LEADS_FRESH: '1', ...env },
  });
  const stop = () => {
    server.stop();
    rmSync(stateDir, { recursive: true, force: true });
  };
  return { ...server, stateDir, stop };
}

/** The SQLite file of a server's local D1 database (under its state directory). */
export function d1File(stateDir) {
  const dir = join(stateDir, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  return join(dir, readdirSync(dir).find((name) => name.endsWith('.sqlite')) ?? '');
}
