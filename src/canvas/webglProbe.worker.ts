import { probeCanvas } from './webglProbe';

/**
 * Probes WebGL 2 off the page's main thread: making a context is the driver's and the GPU process's work, and the
 * first of a page held the main thread for 40–50 ms on a desktop whose GPU is emulated (docs/decisions/0066). Answers
 * any message with a `ProbeAnswer`.
 */
// The worker's global scope, as much of it as this uses (the app's TypeScript lib is the page's, not a worker's).
const scope = self as unknown as {
  onmessage: (() => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = () => scope.postMessage(probeCanvas(new OffscreenCanvas(1, 1)));
