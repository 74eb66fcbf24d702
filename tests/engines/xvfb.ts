import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { ownProcessGroup } from './processes';

/** Large enough for every run's window: the drivers size the windows themselves. */
const SCREEN = '1920x1200x24';

/**
 * A virtual X display for the headful browsers, on the first free display number (Xvfb picks it and writes it to
 * the pipe given with -displayfd). Resolves once the server accepts clients; `stop` ends it.
 */
export async function startXvfb(): Promise<{ display: string; stop: () => void }> {
  const server = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', SCREEN, '-nolisten', 'tcp'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const stop = ownProcessGroup(server);
  let errors = '';
  server.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)));
  const number = await new Promise<string>((resolve, reject) => {
    let written = '';
    (server.stdio[3] as Readable).on('data', (chunk: Buffer) => {
      written += chunk.toString();
      if (written.includes('\n')) resolve(written.trim());
    });
    server.on('error', reject);
    server.on('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${errors}`)));
  }).catch((error: unknown) => {
    stop();
    throw error;
  });
  return { display: `:${number}`, stop };
}
