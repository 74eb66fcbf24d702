import { replayRecord } from '../ui/replayInput';

let replaying = false;

/**
 * Hands the page to the app: replays what the visitor did before it took over (src/boot/earlyInput.ts), once
 * each and in order, then stops the recorder. Each interaction gets its own task, so React commits the result of
 * one before the next is handled (a second click on a toggle sees it open). Interactions made meanwhile join the
 * queue, so the order holds until the queue is empty (and a drag under way has ended) and the app hears events
 * itself.
 */
export function replayEarlyInput(): void {
  const early = window.__earlyInput;
  if (!early || replaying) return;
  replaying = true;
  const next = () => {
    const record = early.queue.shift();
    // A drag that began before the app took over is followed to its end here (the app's own gesture handling
    // never saw it begin), one position per frame.
    if (!record && early.dragging()) {
      setTimeout(next, 16);
      return;
    }
    if (!record) {
      early.stop();
      delete window.__earlyInput;
      replaying = false;
      return;
    }
    replayRecord(record);
    setTimeout(next, 0);
  };
  next();
}
