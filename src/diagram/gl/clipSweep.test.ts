import { describe, expect, it } from 'vitest';
import { clipLineInBox } from '../../features/hero/divider';
import { clipSweep } from './clipSweep';

const extent = { x: -200, y: -100, w: 400, h: 200 };
const sweep = (before: readonly [number, number, number], after: readonly [number, number, number]) =>
  clipSweep(before, after, extent, { x: 0, y: 0, w: 0, h: 0 });

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

  it("covers every pixel whose side of the hero's diagonal changes when the divider moves", () => {
    const hero = { w: 1280, h: 736 };
    const box = { x: 700, y: 380, w: 540, h: 353 };
    const before = clipLineInBox(60, hero, box, 'right');
    const after = clipLineInBox(57, hero, box, 'right');
    const inBox = { x: -box.w / 2, y: -box.h / 2, w: box.w, h: box.h };
    const band = clipSweep(before, after, inBox, { x: 0, y: 0, w: 0, h: 0 });
    const kept = (line: readonly number[], x: number, y: number) =>
      (line[0] ?? 0) * x + (line[1] ?? 0) * y + (line[2] ?? 0) >= 0;
    for (let x = inBox.x; x <= inBox.x + inBox.w; x += 2)
      for (let y = inBox.y; y <= inBox.y + inBox.h; y += 2)
        if (kept(before, x, y) !== kept(after, x, y)) {
          expect(x).toBeGreaterThanOrEqual(band.x);
          expect(x).toBeLessThanOrEqual(band.x + band.w);
        }
    expect(band.w).toBeGreaterThan(0);
    expect(band.w).toBeLessThan(inBox.w / 2);
  });
});
