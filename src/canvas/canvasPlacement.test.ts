import { describe, expect, it } from 'vitest';
import { placeCanvas, sameBox, viewportInCanvas } from './canvasPlacement';

describe('placeCanvas', () => {
  it('covers the union of the boxes in whole pixels', () => {
    const hero = [
      { x: 38.4, y: 428.7, w: 627.2, h: 349.4 },
      { x: 704, y: 428.7, w: 537.6, h: 349.4 },
    ];
    expect(placeCanvas(hero)).toEqual({ x: 38, y: 428, w: 1204, h: 351 });
  });

  it('is null without a box to draw, and ignores empty boxes', () => {
    expect(placeCanvas([])).toBeNull();
    expect(placeCanvas([{ x: 10, y: 10, w: 0, h: 40 }])).toBeNull();
    expect(
      placeCanvas([
        { x: 10, y: 10, w: 0, h: 40 },
        { x: 5, y: 6, w: 7, h: 8 },
      ]),
    ).toEqual({
      x: 5,
      y: 6,
      w: 7,
      h: 8,
    });
  });

  it('compares placements by value', () => {
    expect(sameBox({ x: 1, y: 2, w: 3, h: 4 }, { x: 1, y: 2, w: 3, h: 4 })).toBe(true);
    expect(sameBox({ x: 1, y: 2, w: 3, h: 4 }, null)).toBe(false);
    expect(sameBox(null, null)).toBe(true);
  });
});

describe('viewportInCanvas', () => {
  it('measures y from the bottom of the canvas, as WebGL does', () => {
    const canvas = { x: 38, y: 428, w: 1204, h: 351 };
    const out = { x: 0, y: 0, w: 0, h: 0 };
    expect(viewportInCanvas(canvas, { x: 704, y: 428.7, w: 537.6, h: 349.4 }, out)).toEqual({
      x: 666,
      y: 351 - 0.7 - 349.4,
      w: 537.6,
      h: 349.4,
    });
    expect(viewportInCanvas(canvas, { x: 38, y: 428, w: 100, h: 351 }, out).y).toBe(0);
  });
});
