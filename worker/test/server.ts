import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A TCP port nobody listens on right now. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

export interface RunningSite {
  origin: string;
  stateDir: string;
  /** What `npm start` printed so far (the last 20,000 characters). */
  output: () => string;
  stop: () => void;
}

/**
 * `npm start` (scripts/start.mjs: build if stale, migrations, `wrangler dev`) on a free port with a throwaway
 * database, resolved once it answers. `env` adds the Worker's settings (LEAD_WEBHOOK_URL, …) and start's own
 * (LOCAL_SCHEDULER=off for a test that fires the schedule itself: `fireSchedule`).
 */
export async function startSite(env: Record<string, string> = {}): Promise<RunningSite> {
  const port = await freePort();
  const stateDir = mkdtempSync(join(tmpdir(), 'leads-test-'));
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, PORT: String(port), LEADS_STATE_DIR: stateDir, LEADS_FRESH: '1' },
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000)));
  child.stderr?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000)));
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    rmSync(stateDir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${log}`);
    try {
      if ((await fetch(`${origin}/`)).ok) return { origin, stateDir, output: () => log, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`npm start did not answer within 180 s:\n${log}`);
}

/**
 * Runs the Worker's scheduled work of `cron` as of `time` (ms since the epoch), as the host's Cron Trigger would at
 * that minute: the local runtime's own endpoint for it. A time ahead of now stands for minutes or hours passing.
 */
export async function fireSchedule(origin: string, cron: string, time: number): Promise<void> {
  const url = `${origin}/cdn-cgi/local/scheduled?cron=${encodeURIComponent(cron)}&time=${Math.round(time)}`;
  const response = await fetch(url);
  if (!response.ok)
    throw new Error(`scheduled ${cron} at ${time}: ${response.status} ${await response.text()}`);
}
