import { creaseSegment, extrudeSegment, geometryArrays, type SegmentShape } from './segmentShape';

/**
 * Makes the wheel's segment off the page's main thread: three's extrusion of it and the creasing of its normals were
 * the longest task of the WebGL path's own script, 50–60 ms on a desktop (docs/decisions/0048-the-wheel-s-segment-in-a-worker.md).
 * Answers one shape with the geometry's arrays, transferred, or with `{ error }`.
 */
// The worker's global scope, as much of it as this uses (the app's TypeScript lib is the page's, not a worker's).
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SegmentShape>) => void) | null;
  postMessage(message: unknown, transfer?: Transferable[]): void;
};

scope.onmessage = (event) => {
  try {
    const arrays = geometryArrays(creaseSegment(extrudeSegment(event.data)));
    scope.postMessage(
      arrays,
      arrays.attributes.map(({ array }) => array.buffer),
    );
  } catch (error) {
    scope.postMessage({ error: String(error) });
  }
};
