import { describe, expect, it } from 'vitest';
import { CURVE_SEGMENTS, sampleConnection } from './curves';

describe('sampleConnection', () => {
  it('starts and ends at the tile centres', () => {
    const out = sampleConnection(0, 0, 100, 50, new Float32Array((CURVE_SEGMENTS + 1) * 2));
    expect([out[0], out[1]]).toEqual([0, 0]);
    expect([out[CURVE_SEGMENTS * 2], out[CURVE_SEGMENTS * 2 + 1]]).toEqual([100, 50]);
  });

  it('runs straight for a vertical connection', () => {
    const out = sampleConnection(10, 0, 10, 80, new Float32Array((CURVE_SEGMENTS + 1) * 2));
    for (let i = 0; i <= CURVE_SEGMENTS; i += 1) expect(out[i * 2]).toBe(10);
  });
});
