import { describe, expect, it } from 'vitest';
import {
  SEGMENT_COUNT,
  SEGMENT_STEP,
  angleOf,
  distanceFromRay,
  hitTestSegment,
  labelPoint,
  polar,
  segmentAngles,
  segmentOutline,
  segmentPath,
  segmentSpan,
  toBoxFraction,
  type Ring,
} from './layout';

const ring: Ring = { inner: 40, outer: 100, gap: 4 };
const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 6);

describe('segment angles', () => {
  it('are six, 0 to 300 in 60 degree steps', () => {
    expect(SEGMENT_COUNT).toBe(6);
    expect(SEGMENT_STEP).toBe(60);
    expect(segmentAngles()).toEqual([0, 60, 120, 180, 240, 300]);
  });

  it('span their step minus the gap, centred on the angle', () => {
    expect(segmentSpan(60, 4)).toEqual([32, 88]);
    expect(segmentSpan(0, 0)).toEqual([-30, 30]);
  });
});

describe('polar', () => {
  it('puts 0 degrees up and turns clockwise in y-down space', () => {
    const up = polar(0, 10);
    close(up.x, 0);
    close(up.y, -10);
    const right = polar(90, 10, { x: 5, y: 5 });
    close(right.x, 15);
    close(right.y, 5);
    const down = polar(180, 10);
    close(down.y, 10);
  });

  it('round-trips through angleOf', () => {
    for (const a of [0, 30, 60, 145, 180, 300, 359]) close(angleOf(polar(a, 3)), a);
  });
});

describe('segmentPath', () => {
  it('draws the outer arc clockwise and the inner arc back, closed', () => {
    const d = segmentPath(0, ring);
    expect(d).toMatch(
      /^M -\d+(\.\d+)? -\d+(\.\d+)? A 100 100 0 0 1 \d+(\.\d+)? -\d+(\.\d+)? L .* A 40 40 0 0 0 .* Z$/,
    );
  });

  it('starts where the segment span starts', () => {
    const d = segmentPath(120, ring, { x: 100, y: 100 });
    const start = polar(segmentSpan(120, ring.gap)[0], ring.outer, { x: 100, y: 100 });
    const [, x, y] = /^M (\S+) (\S+)/.exec(d) ?? [];
    close(Number(x), Math.round(start.x * 1000) / 1000);
    close(Number(y), Math.round(start.y * 1000) / 1000);
  });
});

describe('labelPoint', () => {
  it('sits mid-band on the centre line', () => {
    const p = labelPoint(180, ring);
    close(p.x, 0);
    close(p.y, 70);
  });
});

describe('hitTestSegment', () => {
  it('finds the segment under each label point', () => {
    segmentAngles().forEach((a, i) => expect(hitTestSegment(labelPoint(a, ring), ring)).toBe(i));
  });

  it('misses the hole, the outside and the gaps', () => {
    expect(hitTestSegment({ x: 0, y: 0 }, ring)).toBe(-1);
    expect(hitTestSegment(polar(0, 39), ring)).toBe(-1);
    expect(hitTestSegment(polar(0, 101), ring)).toBe(-1);
    expect(hitTestSegment(polar(30, 70), ring)).toBe(-1);
    expect(hitTestSegment(polar(31.5, 70), ring)).toBe(-1);
  });

  it('assigns edges near 360 to the first segment', () => {
    expect(hitTestSegment(polar(355, 70), ring)).toBe(0);
    expect(hitTestSegment(polar(27, 70), ring)).toBe(0);
    expect(hitTestSegment(polar(33, 70), ring)).toBe(1);
  });

  it('honours an offset centre', () => {
    const c = { x: 200, y: 120 };
    expect(hitTestSegment(polar(240, 60, c), ring, c)).toBe(4);
  });
});

describe('segmentOutline', () => {
  const band = { inner: 1, outer: 2.3, halfGap: 0.04 };

  it('closes an annular sector centred on 12 o clock in y-up space', () => {
    const pts = segmentOutline(band, 8);
    expect(pts).toHaveLength(18);
    for (const p of pts.slice(0, 9)) close(Math.hypot(p.x, p.y), 2.3);
    for (const p of pts.slice(9)) close(Math.hypot(p.x, p.y), 1);
    expect(pts[0]!.x).toBeLessThan(0);
    expect(pts[8]!.x).toBeGreaterThan(0);
    expect(pts.every((p) => p.y > 0)).toBe(true);
  });

  it('cuts both edges parallel to the segment boundary, halfGap away', () => {
    const pts = segmentOutline(band, 8);
    // right edge: outer end (index 8) and inner start (index 9), boundary at +30 degrees
    close(distanceFromRay(pts[8]!, 30), 0.04);
    close(distanceFromRay(pts[9]!, 30), 0.04);
    // left edge: inner end and outer start, boundary at -30 degrees
    close(distanceFromRay(pts[17]!, -30), 0.04);
    close(distanceFromRay(pts[0]!, -30), 0.04);
  });
});

describe('toBoxFraction', () => {
  it('maps the centre to the middle of the box', () => {
    expect(toBoxFraction({ x: 0, y: 0 }, 110)).toEqual({ x: 0.5, y: 0.5 });
    expect(toBoxFraction({ x: 110, y: -55 }, 110)).toEqual({ x: 1, y: 0.25 });
  });
});
