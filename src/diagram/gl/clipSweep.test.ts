import { describe, expect, it } from 'vitest';
import { sceneBox } from '../../canvas/boxes';
import { clipSweep } from './clipSweep';

const extent = sceneBox(-200, -100, 400, 200);
const sweep = (before: readonly [number, number, number], after: readonly [number, number, number]) =>
  clipSweep(before, after, extent, sceneBox());

describe('clipSweep', () => {
  it('covers the band between two upright lines, over the whole height', () => {
    // x ≥ 10, then x ≥ 30.
    expect(sweep([1, 0, -10], [1, 0, -30])).toEqual({ x: 10, y: -100, w: 20, h: 200 });
  });

  it('reaches as far as a slanted line does at the bottom and top of the extent', () => {
    // x ≥ y / 2 (x = -50 at the bottom, 50 at the top), moved 4 px right.
    const box = sweep([1, -0.5, 0], [1, -0.5, -4]);
    expect(box.x).toBeCloseTo(-50);
    expect(box.w).toBeCloseTo(104);
    expect(box.h).toBe(200);
  });

  it('is empty when the band lies outside the extent', () => {
    expect(sweep([1, 0, -300], [1, 0, -320]).w).toBe(0);
  });

  it('is cut to the extent', () => {
    expect(sweep([1, 0, -150], [1, 0, -260])).toEqual({ x: 150, y: -100, w: 50, h: 200 });
  });

  it('is all of the extent when a line lies nearly flat or the kept side turns over', () => {
    expect(sweep([0.1, 1, 0], [1, 0, 0])).toEqual(extent);
    expect(sweep([1, 0, 0], [-1, 0, 5])).toEqual(extent);
  });
});
