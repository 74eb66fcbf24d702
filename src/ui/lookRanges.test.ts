import { describe, expect, it } from 'vitest';
import { colour, list, lookLeaves, lookPatchProblems, range } from './lookRanges';

const ranges = {
  size: range(0, 10, 0.5),
  count: range(1, 8, 1),
  tint: colour,
  at: list(2, range(-1, 1, 0.01)),
  stops: list(2, { color: colour, at: range(0, 1, 0.01) }),
  inner: { depth: range(0, 1, 0.1) },
};

describe('lookPatchProblems', () => {
  it('takes any part of a look within its ranges, nested as the look is', () => {
    expect(lookPatchProblems(ranges, { size: 9.5, inner: { depth: 0.3 } }, 'look')).toEqual([]);
    expect(lookPatchProblems(ranges, { tint: '#A0b1C2', at: [-1, 1], count: 8 }, 'look')).toEqual([]);
    expect(
      lookPatchProblems(ranges, { stops: [{ color: '#000000', at: 0 }, { at: 1 }] }, 'look'),
      'an item of a list, as any object, may give only some of its keys',
    ).toEqual([]);
  });

  it('names each problem by its path: unknown key, type, range, whole number, list length', () => {
    expect(
      lookPatchProblems(
        ranges,
        {
          size: 11,
          count: 2.5,
          tint: '#fff',
          at: [0, 2],
          stops: [{ color: '#000000', at: 0 }],
          inner: { depth: '0.3', width: 1 },
          extra: true,
        },
        'look',
      ),
    ).toEqual([
      'look.size: 11 is outside 0…10',
      'look.count: expected a whole number',
      'look.tint: expected a colour #rrggbb',
      'look.at[1]: 2 is outside -1…1',
      'look.stops: expected a list of 2',
      'look.inner.depth: expected a number',
      'look.inner.width: unknown key',
      'look.extra: unknown key',
    ]);
    expect(lookPatchProblems(ranges, [1], 'look')).toEqual(['look: expected an object']);
    expect(lookPatchProblems(ranges, { size: Infinity }, 'look')).toEqual(['look.size: expected a number']);
  });
});

describe('lookLeaves', () => {
  it('lists every value with its path, a list item by item', () => {
    expect(lookLeaves(ranges).map((leaf) => leaf.path.join('.'))).toEqual([
      'size',
      'count',
      'tint',
      'at.0',
      'at.1',
      'stops.0.color',
      'stops.0.at',
      'stops.1.color',
      'stops.1.at',
      'inner.depth',
    ]);
  });
});
