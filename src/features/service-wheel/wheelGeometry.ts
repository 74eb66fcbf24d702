import { CanvasTexture, ExtrudeGeometry, Shape, Vector2, type BufferGeometry } from 'three';
import { toCreasedNormals } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { segmentOutline } from './layout';
import { sceneLook } from './sceneLook';

/** Top face of a segment in its local z (the extrusion plus the bevel). */
export const SEGMENT_TOP = sceneLook.depth + sceneLook.bevel.thickness;

/**
 * The one bevelled segment all six meshes share, centred on 12 o'clock. Normals are creased so the arcs and the
 * bevel shade smoothly while the four cut corners stay crisp.
 */
export function createSegmentGeometry(): BufferGeometry {
  const outline = segmentOutline(sceneLook.band, sceneLook.arcSteps).map((p) => new Vector2(p.x, p.y));
  const extruded = new ExtrudeGeometry(new Shape(outline), {
    depth: sceneLook.depth,
    bevelEnabled: true,
    bevelThickness: sceneLook.bevel.thickness,
    bevelSize: sceneLook.bevel.size,
    bevelSegments: sceneLook.bevel.segments,
    curveSegments: 1,
  });
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
    g.addColorStop(0, 'rgb(255,255,255)');
    g.addColorStop(0.5, 'rgb(150,150,150)');
    g.addColorStop(1, 'rgb(0,0,0)');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, size, size);
  }
  return new CanvasTexture(canvas);
}
