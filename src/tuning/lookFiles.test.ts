import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lookLeaves, lookPatchProblems } from '../ui/lookRanges';
import { lookFiles } from './lookFiles';

const root = join(import.meta.dirname, '../..');
const modules = import.meta.glob<Record<string, unknown>>('../features/*/look.ts', { eager: true });

describe('the looks the panel tunes and the writer writes', () => {
  it('are each an object exported by its look module, every feature’s look module listed', () => {
    expect(Object.keys(modules).sort()).toEqual(
      lookFiles.map(({ file }) => `../${file.slice('src/'.length)}`).sort(),
    );
    for (const { file, name } of lookFiles) {
      expect(readFileSync(join(root, file), 'utf8')).toContain(`export const ${name} = {`);
      expect(typeof modules[`../${file.slice('src/'.length)}`]?.[name]).toBe('object');
    }
  });

  it('have every value of the source within its range, and a range for every value', () => {
    for (const { file, name, ranges, id } of lookFiles) {
      const look = modules[`../${file.slice('src/'.length)}`]?.[name];
      expect(lookPatchProblems(ranges, look, id), file).toEqual([]);
      const count = (value: unknown): number =>
        Array.isArray(value)
          ? value.reduce((sum: number, item) => sum + count(item), 0)
          : typeof value === 'object' && value !== null
            ? Object.values(value).reduce((sum: number, item) => sum + count(item), 0)
            : 1;
      expect(lookLeaves(ranges).length, file).toBe(count(look));
    }
  });
});
