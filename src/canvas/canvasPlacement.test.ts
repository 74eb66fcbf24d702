import { describe, expect, it } from 'vitest';
import {
  clipToCanvas,
  damageInViewport,
  drawnBox,
  placeCanvas,
  sameBox,
  viewportInCanvas,
} from './canvasPlacement';

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

describe('drawnBox', () => {
  const box = { x: 100, y: 200, w: 400, h: 300 };

  it('is the whole box without an extent', () => {
    expect(drawnBox(box, { x: 0, y: 0, w: 0, h: 0 })).toEqual(box);
  });

  it('turns an extent in the view frame (centre origin, y up) into document pixels', () => {
    // 100 px left of the centre to 50 px right, 20 px below it to 80 px above.
    expect(drawnBox(box, { x: -100, y: -20, w: 150, h: 100 })).toEqual({ x: 200, y: 270, w: 150, h: 100 });
  });

  it('stays within the box', () => {
    expect(drawnBox(box, { x: -300, y: -200, w: 600, h: 400 })).toEqual(box);
  });
});

describe('clipToCanvas', () => {
  it('cuts a viewport reaching beyond the canvas to the canvas, in place', () => {
    const scissor = { x: -10, y: -5, w: 120, h: 60 };
    expect(clipToCanvas(scissor, 100, 50)).toBe(scissor);
    expect(scissor).toEqual({ x: 0, y: 0, w: 100, h: 50 });
  });

  it('is empty when nothing of it is on the canvas', () => {
    expect(clipToCanvas({ x: 120, y: 0, w: 30, h: 30 }, 100, 50)).toMatchObject({ w: 0, h: 0 });
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

describe('damageInViewport', () => {
  const viewport = { x: 100, y: 20, w: 400, h: 300 };
  const out = () => ({ x: 0, y: 0, w: 0, h: 0 });

  it('places a part given from the view centre (y up) in canvas pixels, grown by 2 px to whole pixels', () => {
    // The view's centre is at (300, 170) in the canvas; the part spans x -10.5…19.5 and y 5…25 around it.
    expect(damageInViewport(viewport, { x: -10.5, y: 5, w: 30, h: 20 }, out())).toEqual({
      x: 287,
      y: 173,
      w: 35,
      h: 24,
    });
  });

  it('never reaches outside the view, and is empty for a part beyond it', () => {
    expect(damageInViewport(viewport, { x: -250, y: -200, w: 100, h: 100 }, out())).toEqual({
      x: 100,
      y: 20,
      w: 52,
      h: 52,
    });
    const beyond = damageInViewport(viewport, { x: 300, y: 0, w: 10, h: 10 }, out());
    expect([beyond.w, beyond.h]).toEqual([0, 0]);
  });
});
