import type { ChildProcess } from 'node:child_process';

const stops = new Set<() => void>();
const stopAll = () => stops.forEach((stop) => stop());
let hooked = false;

/**
 * Ends every group still running when this process ends: on a normal exit, and in a test worker also when a
 * signal ends it (Ctrl-C reaches the workers too, and a signal's default action skips `exit` listeners). The
 * signal is raised again once the groups are stopped, so the worker still ends by it. The main process is left to
 * vitest, which runs the global teardown on Ctrl-C.
 */
function hookProcessEnd() {
  if (hooked) return;
  hooked = true;
  process.on('exit', stopAll);
  if (process.env.VITEST_WORKER_ID === undefined) return;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.once(signal, () => {
      stopAll();
      process.kill(process.pid, signal);
    });
}

/**
 * For a child spawned with `detached: true` (its own process group): a stop function that ends the whole group
 * (a driver and the browser it started) with `signal`, called by the suite when done and, whatever happens, when
 * this process ends. Safe to call twice.
 */
export function ownProcessGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): () => void {
  hookProcessEnd();
  const stop = () => {
    stops.delete(stop);
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // the whole group is gone already
    }
  };
  stops.add(stop);
  return stop;
}

/** `promise`, or a rejection once `ms` have passed: for a goodbye to a browser that may not answer any more. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Ends a browser session: `closing`, and if it fails or takes over `ms`, `kill`. Either way the session is over and
 * the suite goes on: how fast a browser quits on a busy machine says nothing about the site. On CI a run whose
 * journeys had all passed once failed here, when a browser took over 10 s to quit. A slow close is reported on
 * stderr, not as a failure.
 */
export async function closeOrKill(closing: Promise<unknown>, ms: number, what: string, kill: () => void) {
  try {
    await within(closing, ms, what);
  } catch (error) {
    kill();
    process.stderr.write(
      `engines suite: ${error instanceof Error ? error.message : String(error)}; killed\n`,
    );
  }
}
