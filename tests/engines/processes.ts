import type { ChildProcess } from 'node:child_process';

/**
 * For a child spawned with `detached: true` (its own process group): a stop function that ends the whole group
 * (a driver and the browser it started), called by the suite when done and, whatever happens, when this process
 * exits. Safe to call twice.
 */
export function ownProcessGroup(child: ChildProcess): () => void {
  const stop = () => {
    process.off('exit', stop);
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // the whole group is gone already
    }
  };
  process.on('exit', stop);
  return stop;
}
