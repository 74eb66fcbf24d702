import { describe, expect, it } from 'vitest';
import { wheelLook } from './look';
import { creaseSegment, extrudeSegment, geometryArrays, geometryFromArrays } from './segmentShape';

const shape = {
  band: wheelLook.band,
  arcSteps: wheelLook.arcSteps,
  depth: wheelLook.depth,
  bevel: wheelLook.bevel,
};

describe("the segment's geometry as the worker posts it", () => {
  it('rebuilds, from its arrays, the geometry made on the page: every attribute value and group', () => {
    const made = creaseSegment(extrudeSegment(shape));
    const rebuilt = geometryFromArrays(structuredClone(geometryArrays(creaseSegment(extrudeSegment(shape)))));
    expect(Object.keys(rebuilt.attributes).sort()).toEqual(Object.keys(made.attributes).sort());
    expect(Object.keys(made.attributes)).toEqual(expect.arrayContaining(['position', 'normal', 'uv']));
    for (const [name, attribute] of Object.entries(made.attributes)) {
      const other = rebuilt.getAttribute(name);
      expect(other.itemSize).toBe(attribute.itemSize);
      expect(other.normalized).toBe(attribute.normalized);
      expect(Array.from(other.array)).toEqual(Array.from(attribute.array));
    }
    expect(rebuilt.groups).toEqual(made.groups);
    expect(made.groups.length).toBeGreaterThan(0);
  });

  it('lists every attribute array once, so the worker can transfer them', () => {
    const arrays = geometryArrays(creaseSegment(extrudeSegment(shape)));
    const buffers = arrays.attributes.map(({ array }) => array.buffer);
    expect(new Set(buffers).size).toBe(buffers.length);
    expect(arrays.attributes.every(({ array }) => array instanceof Float32Array && array.length > 0)).toBe(
      true,
    );
  });
});
