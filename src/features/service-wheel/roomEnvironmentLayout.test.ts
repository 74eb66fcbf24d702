import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BAKED_FROM, bakedHalves, roomLevelSizes } from './roomEnvironmentLayout';

describe('the baked light probe', () => {
  const halves = gunzipSync(readFileSync(join(import.meta.dirname, 'roomEnvironment.bin'))).byteLength / 2;

  it('holds exactly the levels the layout names, four half floats a texel', () => {
    expect(halves).toBe(bakedHalves);
    expect(bakedHalves).toBe(6 * 4 * (64 * 64 + 32 * 32 + 16 * 16 + 8 * 8));
  });

  it('runs from 256 px faces down to 8 px, halving, and bakes from the 64 px level', () => {
    expect(roomLevelSizes).toEqual([256, 128, 64, 32, 16, 8]);
    expect(roomLevelSizes[BAKED_FROM]).toBe(64);
  });
});
