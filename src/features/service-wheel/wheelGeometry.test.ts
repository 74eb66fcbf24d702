import { afterEach, describe, expect, it, vi } from 'vitest';
import { wheelLook } from './look';
import { geometryArrays, type GeometryArrays } from './segmentShape';
import { BoxGeometry } from 'three';
import { createSegmentGeometry, makeSegmentAhead } from './wheelGeometry';

/** What the stub worker answers: a box, so a geometry that is the worker's is told from one made on the page. */
const answered: GeometryArrays = geometryArrays(new BoxGeometry(1, 1, 1).toNonIndexed());

/** A segment worker that answers at once with `answered`, whatever it is asked. */
class AnsweringWorker {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  postMessage() {
    setTimeout(() => this.onmessage?.({ data: answered } as MessageEvent));
  }
  terminate() {}
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the wheel's segment", () => {
  it('made ahead by the worker is the one the scene takes, on every render and every mount, until its shape is tuned', async () => {
    vi.stubGlobal('Worker', AnsweringWorker);
    await makeSegmentAhead();
    const first = createSegmentGeometry();
    // The worker's own arrays, not a segment extruded on the page.
    expect(first.getAttribute('position').array).toBe(answered.attributes[0]?.array);
    // A render thrown away and started again, or the scene mounted again, asks again: the same geometry, none made.
    expect(createSegmentGeometry()).toBe(first);
    first.dispose();
    expect(createSegmentGeometry()).toBe(first);

    // A tuned shape (?debug) is made on the page at once, then kept in its turn.
    const depth = wheelLook.depth;
    try {
      wheelLook.depth = depth * 2;
      const tuned = createSegmentGeometry();
      expect(tuned).not.toBe(first);
      expect(tuned.getAttribute('position').count).not.toBe(first.getAttribute('position').count);
      expect(createSegmentGeometry()).toBe(tuned);
    } finally {
      wheelLook.depth = depth;
    }
    // Tuned back: made again for that shape (the worker's is not kept beside the tuned one).
    expect(createSegmentGeometry()).not.toBe(first);
  });
});
