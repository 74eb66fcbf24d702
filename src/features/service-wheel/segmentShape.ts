import { BufferAttribute, BufferGeometry, ExtrudeGeometry, Shape, Vector2 } from 'three';
import { toCreasedNormals } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { segmentOutline, type Band } from './layout';

/**
 * The one bevelled segment all six of the wheel's meshes share, made from the parts of its look that shape it. Kept
 * apart from the look and the scene, so the segment worker (segment.worker.ts) bundles three's extrusion and nothing
 * of the page.
 */
export interface SegmentShape {
  band: Band;
  arcSteps: number;
  depth: number;
  bevel: { thickness: number; size: number; segments: number };
}

/** The extrusion of the segment centred on 12 o'clock, its normals not yet creased. */
export function extrudeSegment(shape: SegmentShape): ExtrudeGeometry {
  const outline = segmentOutline(shape.band, shape.arcSteps).map((p) => new Vector2(p.x, p.y));
  return new ExtrudeGeometry(new Shape(outline), {
    depth: shape.depth,
    bevelEnabled: true,
    bevelThickness: shape.bevel.thickness,
    bevelSize: shape.bevel.size,
    bevelSegments: shape.bevel.segments,
    curveSegments: 1,
  });
}

/** Normals creased, so the arcs and the bevel shade smoothly while the four cut corners stay crisp. */
export function creaseSegment(extruded: ExtrudeGeometry): BufferGeometry {
  const creased = toCreasedNormals(extruded, Math.PI / 5);
  if (creased !== extruded) extruded.dispose();
  return creased;
}

/** A geometry's attributes and groups as plain typed arrays: what a worker posts, its arrays transferred. */
export interface GeometryArrays {
  attributes: { name: string; array: Float32Array; itemSize: number; normalized: boolean }[];
  groups: { start: number; count: number; materialIndex?: number }[];
}

export function geometryArrays(geometry: BufferGeometry): GeometryArrays {
  const attributes = Object.entries(geometry.attributes).map(([name, attribute]) => {
    if (!(attribute instanceof BufferAttribute) || !(attribute.array instanceof Float32Array))
      throw new Error(`The segment's ${name} attribute is not a Float32Array`);
    return { name, array: attribute.array, itemSize: attribute.itemSize, normalized: attribute.normalized };
  });
  return { attributes, groups: geometry.groups.map((group) => ({ ...group })) };
}

export function geometryFromArrays({ attributes, groups }: GeometryArrays): BufferGeometry {
  const geometry = new BufferGeometry();
  for (const { name, array, itemSize, normalized } of attributes)
    geometry.setAttribute(name, new BufferAttribute(array, itemSize, normalized));
  for (const { start, count, materialIndex } of groups) geometry.addGroup(start, count, materialIndex);
  return geometry;
}
