/**
 * Posts `message` to a worker made for that one answer (`make`), and resolves with its answer. Rejects if the worker
 * cannot be made or started (its script refused or missing, an engine without module workers, a policy without
 * `worker-src 'self'`), answers unreadably, or has not answered within `patienceMs`: each caller then does the work on
 * the page instead. The worker is ended either way. `what` names it in the errors.
 */
export function askWorker<Answer>(
  make: () => Worker,
  message: unknown,
  { patienceMs, what }: { patienceMs: number; what: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = make();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    // A worker that neither answers nor fails (none is known to) would hold its caller back.
    const patience = window.setTimeout(
      () => settle(() => reject(new Error(`${what} did not answer`))),
      patienceMs,
    );
    const settle = (finish: () => void) => {
      window.clearTimeout(patience);
      worker.terminate();
      finish();
    };
    worker.onmessage = (event: MessageEvent<Answer>) => settle(() => resolve(event.data));
    worker.onerror = (event) => {
      event.preventDefault();
      settle(() => reject(new Error(event.message || `${what} failed to start`)));
    };
    worker.onmessageerror = () => settle(() => reject(new Error(`${what} answered unreadably`)));
    worker.postMessage(message);
  });
}
