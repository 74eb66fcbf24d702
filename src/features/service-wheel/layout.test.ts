import { describe, expect, it } from 'vitest';
import { SEGMENT_COUNT, SEGMENT_STEP, segmentOutline, type Point } from './layout';

const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 6);
/** Perpendicular distance of `p` from the line through the origin at `angle` (a segment boundary). */
const distanceFromRay = (p: Point, angle: number): number =>
  Math.abs(p.x * Math.cos((angle * Math.PI) / 180) - p.y * Math.sin((angle * Math.PI) / 180));

describe('segments', () => {
  it('are six, 60 degrees apart', () => {
    expect(SEGMENT_COUNT).toBe(6);
    expect(SEGMENT_STEP).toBe(60);
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
