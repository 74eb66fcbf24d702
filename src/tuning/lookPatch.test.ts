import { describe, expect, it } from 'vitest';
import { applyLookPatch, lookDiff, setValueAt, valueAt } from './lookPatch';

const source = () => ({
  glow: 1,
  color: '#2dd4bf',
  key: { intensity: 1.5, position: [-4, 6, 8] },
  stops: [
    { color: '#000000', at: 0 },
    { color: '#ffffff', at: 1 },
  ],
});

describe('lookDiff', () => {
  it('is nothing for an untouched look', () => {
    expect(lookDiff(source(), source())).toBeUndefined();
  });

  it('keeps only what changed, nested as the look, a list whole', () => {
    const tuned = source();
    tuned.key.position[1] = 7;
    tuned.color = '#e11d48';
    tuned.stops[1]!.at = 0.9;
    expect(lookDiff(source(), tuned)).toEqual({
      color: '#e11d48',
      key: { position: [-4, 7, 8] },
      stops: [
        { color: '#000000', at: 0 },
        { color: '#ffffff', at: 0.9 },
      ],
    });
  });
});

describe('applyLookPatch', () => {
  it('writes the values into the look in place: its objects and lists stay the same ones', () => {
    const look = source();
    const { key, stops } = look;
    const first = stops[0];
    applyLookPatch(look, {
      key: { position: [1, 2, 3] },
      stops: [{ at: 0.2 }, { color: '#123456' }],
      glow: 2,
    });
    expect(look.key).toBe(key);
    expect(look.stops).toBe(stops);
    expect(look.stops[0]).toBe(first);
    expect(look).toEqual({
      glow: 2,
      color: '#2dd4bf',
      key: { intensity: 1.5, position: [1, 2, 3] },
      stops: [
        { color: '#000000', at: 0.2 },
        { color: '#123456', at: 1 },
      ],
    });
  });

  it('brings a tuned look back to its source', () => {
    const look = source();
    applyLookPatch(look, { glow: 0, key: { intensity: 4 } });
    applyLookPatch(look, source());
    expect(look).toEqual(source());
  });
});

describe('valueAt and setValueAt', () => {
  it('reach a value by its path of keys and list indices', () => {
    const look = source();
    expect(valueAt(look, ['key', 'position', 2])).toBe(8);
    setValueAt(look, ['stops', 1, 'color'], '#abcdef');
    expect(look.stops[1]!.color).toBe('#abcdef');
    expect(valueAt(look, ['nothing', 'here'])).toBeUndefined();
  });
});
