import { CanvasTexture, ExtrudeGeometry, Shape, Vector2, type BufferGeometry } from 'three';
import { toCreasedNormals } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { segmentOutline } from './layout';
import { wheelLook as look } from './look';

/**
 * The one bevelled segment all six meshes share, centred on 12 o'clock. Normals are creased so the arcs and the
 * bevel shade smoothly while the four cut corners stay crisp.
 */
export function createSegmentGeometry(): BufferGeometry {
  const ahead = madeAhead;
  madeAhead = null;
  return ahead ?? crease(extrude());
}

/** The segment made before the scene mounts (segmentAheadSteps), taken by the first createSegmentGeometry. */
let madeAhead: BufferGeometry | null = null;

/**
 * The segment made ahead, in two steps for two idle periods: the extrusion, then its creased normals. Made in the
 * scene's mount, they were a task of ~40–90 ms on a desktop (docs/decisions/0045, "The WebGL path").
 */
export function segmentAheadSteps(): (() => void)[] {
  let extruded: ExtrudeGeometry | null = null;
  return [
    () => {
      extruded = extrude();
    },
    () => {
      if (extruded) madeAhead = crease(extruded);
    },
  ];
}

function extrude(): ExtrudeGeometry {
  const outline = segmentOutline(look.band, look.arcSteps).map((p) => new Vector2(p.x, p.y));
  return new ExtrudeGeometry(new Shape(outline), {
    depth: look.depth,
    bevelEnabled: true,
    bevelThickness: look.bevel.thickness,
    bevelSize: look.bevel.size,
    bevelSegments: look.bevel.segments,
    curveSegments: 1,
  });
}

function crease(extruded: ExtrudeGeometry): BufferGeometry {
  const creased = toCreasedNormals(extruded, Math.PI / 5);
  extruded.dispose();
  return creased;
}

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
