import { CanvasTexture, type BufferGeometry } from 'three';
import { askWorker } from '../../canvas/askWorker';
import { idleSteps } from '../../ui/idle';
import { wheelLook as look } from './look';
import {
  creaseSegment,
  extrudeSegment,
  geometryFromArrays,
  type GeometryArrays,
  type SegmentShape,
} from './segmentShape';

/** The parts of the look that shape the segment, read when it is made (a tuned look, ?debug, makes it again). */
const segmentShape = (): SegmentShape => ({
  band: look.band,
  arcSteps: look.arcSteps,
  depth: look.depth,
  bevel: look.bevel,
});

/**
 * The one bevelled segment all six meshes share, centred on 12 o'clock: the last one made (ahead, in the worker, or
 * here), while the look still asks for that shape; else made now, on the page. Kept, not handed over once: React may
 * render the scene more than once before it commits (a render in a transition is thrown away and started again when
 * another update comes first), and each render asks for the segment again (docs/decisions/0048, "Consequences"). A
 * scene mounted again after it left (the visitor returns to the page) takes it too: a disposed geometry is uploaded
 * again by three at its next draw.
 */
export function createSegmentGeometry(): BufferGeometry {
  const shape = segmentShape();
  const key = JSON.stringify(shape);
  if (made?.key !== key) made = { key, geometry: creaseSegment(extrudeSegment(shape)) };
  return made.geometry;
}

/** The segment last made, with the shape it was made for (its JSON). */
let made: { key: string; geometry: BufferGeometry } | null = null;

/**
 * Makes the segment before the scene mounts, in a worker: three's extrusion and the creasing of its normals were a
 * task of 50–60 ms of the page's own script on a desktop (docs/decisions/0048-the-wheel-s-segment-in-a-worker.md).
 * Where the worker cannot be started, fails or has not answered in `SEGMENT_WORKER_PATIENCE_MS` (its script
 * refused, an engine without module workers), in two idle periods of the page instead, the extrusion and then its
 * normals. Resolves once the segment is made.
 */
export async function makeSegmentAhead(): Promise<void> {
  const shape = segmentShape();
  const key = JSON.stringify(shape);
  if (made?.key === key) return;
  const arrays = await inWorker(shape).catch(() => null);
  if (arrays) {
    made = { key, geometry: geometryFromArrays(arrays) };
    return;
  }
  let extruded: ReturnType<typeof extrudeSegment> | null = null;
  await idleSteps([
    () => {
      extruded = extrudeSegment(shape);
    },
    () => {
      if (extruded) made = { key, geometry: creaseSegment(extruded) };
    },
  ]);
}

/** How long the page waits for the segment worker's answer before making the segment itself. */
const SEGMENT_WORKER_PATIENCE_MS = 5000;

// It answers in about 0.2 s on a desktop; the wait allows for a busy machine.
const inWorker = (shape: SegmentShape): Promise<GeometryArrays> =>
  askWorker<GeometryArrays | { error: string }>(
    () =>
      new Worker(new URL('./segment.worker.ts', import.meta.url), {
        type: 'module',
        name: 'wheel-segment',
      }),
    shape,
    { patienceMs: SEGMENT_WORKER_PATIENCE_MS, what: 'The segment worker' },
  ).then((answer) => {
    if ('error' in answer) throw new Error(answer.error);
    return answer;
  });

/** Alpha map of a soft round shadow, drawn once into a small canvas: no image request, no shadow-map pass. */
export function createShadowTexture(): CanvasTexture {
  const size = 128;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (ctx) {
    const g = ctx.createRadialGradient(size / 2, size / 2, 0, size / 2, size / 2, size / 2);
    // alphaMap reads the green channel: a grey ramp, opaque, from white (shadow) to black (none).
    for (const [offset = 0, alpha = 0] of look.shadow.ramp) {
      const grey = Math.round(alpha * 255);
      g.addColorStop(offset, `rgb(${grey},${grey},${grey})`);
    }
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, size, size);
  }
  return new CanvasTexture(canvas);
}
