import { describe, expect, it } from 'vitest';
import { colour, list, range } from '../ui/lookRanges';
import { asHex, decimals, levaSchema, onStep } from './levaSchema';
import { lookCode } from './lookCode';

describe('a tuned value, as the look and the source get it', () => {
  it('is a number with the step’s decimals (no binary noise) and a colour in lower case', () => {
    expect([decimals(1), decimals(0.05), decimals(0.0625), decimals(1e-7)]).toEqual([0, 2, 4, 7]);
    expect(onStep(0.1 + 0.2, 0.01)).toBe(0.3);
    expect(onStep(2.999999, 0.05)).toBe(3);
    expect(asHex('#E11D48')).toBe('#e11d48');
    expect(asHex('#e11d48ff')).toBe('#e11d48');
  });
});

describe('levaSchema', () => {
  it('gives each value a control keyed by its path, in folders as the look nests, and tells which changed', () => {
    const look = { glow: 1, key: { color: '#ffffff', position: [1, 2] } };
    const ranges = { glow: range(0, 2, 0.05), key: { color: colour, position: list(2, range(-5, 5, 0.5)) } };
    const changes: unknown[] = [];
    const { schema, leaves } = levaSchema(look, ranges, (leaf, value) => changes.push([leaf.key, value]));
    expect(leaves.map((leaf) => leaf.key)).toEqual(['glow', 'key/color', 'key/position/0', 'key/position/1']);
    expect(schema.glow).toMatchObject({ value: 1, min: 0, max: 2, step: 0.05, label: 'glow' });
    const key = schema.key as unknown as { schema: Record<string, Record<string, unknown>> };
    expect(key.schema['key/color']).toMatchObject({ value: '#ffffff', label: 'color' });
    const position = key.schema.position as unknown as {
      schema: Record<
        string,
        { onChange: (value: number, path: string, context: { initial: boolean }) => void }
      >;
    };
    position.schema['key/position/1']?.onChange(3, '', { initial: true });
    position.schema['key/position/1']?.onChange(3.5, '', { initial: false });
    expect(changes).toEqual([['key/position/1', 3.5]]);
  });
});

describe('lookCode', () => {
  it('writes the tuned values of each look as code under its file and object', () => {
    expect(
      lookCode([
        {
          file: 'src/features/service-wheel/look.ts',
          name: 'wheelLook',
          patch: { lights: { key: { intensity: 3, position: [-4, 6, 8] } }, color: { rest: '#ff0000' } },
        },
      ]),
    ).toBe(
      [
        '// src/features/service-wheel/look.ts: wheelLook',
        '{',
        '  lights: {',
        '    key: {',
        '      intensity: 3,',
        '      position: [-4, 6, 8],',
        '    },',
        '  },',
        '  color: {',
        "    rest: '#ff0000',",
        '  },',
        '}',
        '',
      ].join('\n'),
    );
  });
});
