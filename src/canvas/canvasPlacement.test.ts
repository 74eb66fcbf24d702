import { describe, expect, it } from 'vitest';
import { canvasBox, pageBox, sameBox, sceneBox } from './boxes';
import {
  clipToCanvas,
  MAX_PLACEMENT_VIEWPORTS,
  pageToCanvas,
  placeCanvas,
  placementFor,
  sceneToCanvas,
  sceneToPage,
} from './canvasPlacement';

describe('placeCanvas', () => {
  it('covers the union of the boxes in whole pixels', () => {
    const hero = [pageBox(38.4, 428.7, 627.2, 349.4), pageBox(704, 428.7, 537.6, 349.4)];
    expect(placeCanvas(hero)).toEqual({ x: 38, y: 428, w: 1204, h: 351 });
  });

  it('is null without a box to draw, and ignores empty boxes', () => {
    expect(placeCanvas([])).toBeNull();
    expect(placeCanvas([pageBox(10, 10, 0, 40)])).toBeNull();
    expect(placeCanvas([pageBox(10, 10, 0, 40), pageBox(5, 6, 7, 8)])).toEqual({ x: 5, y: 6, w: 7, h: 8 });
  });

  it('compares placements by value', () => {
    expect(sameBox(pageBox(1, 2, 3, 4), pageBox(1, 2, 3, 4))).toBe(true);
    expect(sameBox(pageBox(1, 2, 3, 4), null)).toBe(false);
    expect(sameBox(null, null)).toBe(true);
  });

  it('takes boxes of one frame only', () => {
    // @ts-expect-error a box in the canvas is not a box on the page
    placeCanvas([canvasBox(0, 0, 10, 10)]);
    // @ts-expect-error nor is a plain object of the same shape
    placeCanvas([{ x: 0, y: 0, w: 10, h: 10 }]);
    // @ts-expect-error boxes compared must be in the same frame
    sameBox(pageBox(), sceneBox());
  });
});

describe('placementFor', () => {
  const all = pageBox(67, 452, 1133, 1650);
  const near = pageBox(67, 452, 1133, 310);

  it('covers every view, so a scroll that changes what is near never resizes the drawing buffer', () => {
    expect(placementFor(all, near, 800)).toBe(all);
    expect(placementFor(all, null, 800)).toBe(all);
  });

  it('covers the near views alone when the views lie further apart than a few viewports', () => {
    const far = pageBox(0, 0, 1280, MAX_PLACEMENT_VIEWPORTS * 800 + 1);
    expect(placementFor(far, near, 800)).toBe(near);
    expect(placementFor(far, null, 800)).toBeNull();
    expect(placementFor(null, null, 800)).toBeNull();
  });
});

describe('sceneToPage', () => {
  const box = pageBox(100, 200, 400, 300);

  it('is the whole box without an extent', () => {
    expect(sceneToPage(sceneBox(), box)).toEqual(box);
  });

  it('turns an extent in the view frame (centre origin, y up) into document pixels', () => {
    // 100 px left of the centre to 50 px right, 20 px below it to 80 px above.
    expect(sceneToPage(sceneBox(-100, -20, 150, 100), box)).toEqual({ x: 200, y: 270, w: 150, h: 100 });
  });

  it('stays within the box', () => {
    expect(sceneToPage(sceneBox(-300, -200, 600, 400), box)).toEqual(box);
  });
});

describe('clipToCanvas', () => {
  it('cuts a viewport reaching beyond the canvas to the canvas, in place', () => {
    const scissor = canvasBox(-10, -5, 120, 60);
    expect(clipToCanvas(scissor, 100, 50)).toBe(scissor);
    expect(scissor).toEqual({ x: 0, y: 0, w: 100, h: 50 });
  });

  it('is empty when nothing of it is on the canvas', () => {
    expect(clipToCanvas(canvasBox(120, 0, 30, 30), 100, 50)).toMatchObject({ w: 0, h: 0 });
  });
});

describe('pageToCanvas', () => {
  it('measures y from the bottom of the canvas, as WebGL does', () => {
    const canvas = pageBox(38, 428, 1204, 351);
    const out = canvasBox();
    expect(pageToCanvas(pageBox(704, 428.7, 537.6, 349.4), canvas, out)).toEqual({
      x: 666,
      y: 351 - 0.7 - 349.4,
      w: 537.6,
      h: 349.4,
    });
    expect(pageToCanvas(pageBox(38, 428, 100, 351), canvas, out).y).toBe(0);
  });
});

describe('sceneToCanvas', () => {
  const viewport = canvasBox(100, 20, 400, 300);

  it('places a part given from the view centre (y up) in canvas pixels, grown by 2 px to whole pixels', () => {
    // The view's centre is at (300, 170) in the canvas; the part spans x -10.5…19.5 and y 5…25 around it.
    expect(sceneToCanvas(sceneBox(-10.5, 5, 30, 20), viewport, canvasBox())).toEqual({
      x: 287,
      y: 173,
      w: 35,
      h: 24,
    });
  });

  it('never reaches outside the view, and is empty for a part beyond it', () => {
    expect(sceneToCanvas(sceneBox(-250, -200, 100, 100), viewport, canvasBox())).toEqual({
      x: 100,
      y: 20,
      w: 52,
      h: 52,
    });
    const beyond = sceneToCanvas(sceneBox(300, 0, 10, 10), viewport, canvasBox());
    expect([beyond.w, beyond.h]).toEqual([0, 0]);
  });
});
