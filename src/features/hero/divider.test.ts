import { describe, expect, it } from 'vitest';
import { sceneBox } from '../../canvas/boxes';
import { clipSweep } from '../../diagram/gl/clipSweep';
import {
  DIVIDER,
  clampDivider,
  clipLineInBox,
  dividerFromPointer,
  dividerKeyStep,
  diagonalX,
} from './divider';

describe('clampDivider', () => {
  it('keeps the divider between 30 and 85 percent', () => {
    expect(clampDivider(10)).toBe(30);
    expect(clampDivider(99)).toBe(85);
    expect(clampDivider(42.34)).toBe(42.3);
    expect(clampDivider(Number.NaN)).toBe(DIVIDER.start);
  });

  it('starts at 60', () => {
    expect(DIVIDER.start).toBe(60);
  });
});

describe('dividerKeyStep', () => {
  it('moves by a step with the arrows and jumps to the bounds with Home and End', () => {
    expect(dividerKeyStep(60, 'ArrowLeft')).toBe(55);
    expect(dividerKeyStep(60, 'ArrowDown')).toBe(55);
    expect(dividerKeyStep(60, 'ArrowRight')).toBe(65);
    expect(dividerKeyStep(60, 'ArrowUp')).toBe(65);
    expect(dividerKeyStep(60, 'PageUp')).toBe(70);
    expect(dividerKeyStep(60, 'Home')).toBe(30);
    expect(dividerKeyStep(60, 'End')).toBe(85);
  });

  it('stays clamped at the bounds and ignores other keys', () => {
    expect(dividerKeyStep(32, 'ArrowLeft')).toBe(30);
    expect(dividerKeyStep(84, 'ArrowRight')).toBe(85);
    expect(dividerKeyStep(60, 'a')).toBeNull();
  });
});

describe('dividerFromPointer', () => {
  it('puts the diagonal under the pointer', () => {
    expect(dividerFromPointer(0.6, 0.5)).toBe(60);
    expect(diagonalX(dividerFromPointer(0.5, 0.2), 0.2)).toBeCloseTo(50);
    expect(dividerFromPointer(0, 0.5)).toBe(30);
    expect(dividerFromPointer(1, 0.5)).toBe(85);
  });
});

describe('clipLineInBox', () => {
  const hero = { w: 1000, h: 600 };
  const box = { x: 400, y: 200, w: 400, h: 300 };
  const side = (line: [number, number, number], x: number, y: number) => line[0] * x + line[1] * y + line[2];

  it('keeps the right side for the talent scene and the left for the workflow', () => {
    const right = clipLineInBox(60, hero, box, 'right');
    const left = clipLineInBox(60, hero, box, 'left');
    // The box centre (hero 600,350) lies on the diagonal's right? diagonalX at y=350/600 is 60+6-12*0.583 = 59%.
    expect(side(right, 0, 0)).toBeGreaterThan(0);
    expect(side(left, 0, 0)).toBeLessThan(0);
    expect(side(right, -200, 0)).toBeLessThan(0);
  });

  it('passes exactly through the diagonal', () => {
    const line = clipLineInBox(50, hero, box, 'right');
    // Hero point on the diagonal at y = 350 (box centre height): x = (50 + 6 - 12 * 350/600)% of 1000.
    const xHero = ((50 + 6 - (12 * 350) / 600) / 100) * 1000;
    expect(side(line, xHero - 600, 0)).toBeCloseTo(0, 6);
  });
});

describe('a divider move', () => {
  it("covers every pixel whose side of the hero's diagonal changes when the divider moves", () => {
    const hero = { w: 1280, h: 736 };
    const box = { x: 700, y: 380, w: 540, h: 353 };
    const before = clipLineInBox(60, hero, box, 'right');
    const after = clipLineInBox(57, hero, box, 'right');
    const inBox = sceneBox(-box.w / 2, -box.h / 2, box.w, box.h);
    const band = clipSweep(before, after, inBox, sceneBox());
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
