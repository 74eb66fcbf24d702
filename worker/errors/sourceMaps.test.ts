import { describe, expect, it } from 'vitest';
import { mapFrames, repositoryPath } from './sourceMaps';
import type { Frame } from './stack';

const site = 'https://site.example';
// A map of two lines, as the build writes it (sources relative to dist/assets/): generated line 1 from column 0 is
// src/app/testError.ts line 1 column 0, from column 4 its line 1 column 4; generated line 2 is its line 2 column 4.
const map = JSON.stringify({
  version: 3,
  file: 'hydrate-abcdefgh.js',
  sources: ['../../src/app/testError.ts'],
  names: [],
  mappings: 'AAAA,IAAI;AACA',
});
const frame = (file: string, line: number, column: number): Frame => ({
  fn: 'Xe',
  file,
  line,
  column,
  mapped: false,
});

describe('a stack mapped to the sources through the build’s maps', () => {
  it('puts each frame of the site’s scripts at its place in src/, without the minifier’s function name', async () => {
    const read = async (script: string) => (script === 'hydrate-abcdefgh.js' ? map : null);
    const mapped = await mapFrames(
      [frame(`${site}/assets/hydrate-abcdefgh.js`, 1, 6), frame(`${site}/assets/hydrate-abcdefgh.js`, 2, 1)],
      site,
      read,
    );
    expect(mapped).toEqual([
      { fn: '', file: 'src/app/testError.ts', line: 1, column: 5, mapped: true },
      { fn: '', file: 'src/app/testError.ts', line: 2, column: 5, mapped: true },
    ]);
  });

  it('leaves another site’s script, the page itself (the inline script) and a script without a map as they came', async () => {
    const read = async () => null;
    const frames = [
      frame('https://other.example/assets/hydrate-abcdefgh.js', 1, 1),
      frame(`${site}/about`, 1, 200),
      frame(`${site}/assets/old-release.js`, 1, 1),
      frame('<anonymous>', 1, 1),
    ];
    expect(await mapFrames(frames, site, read)).toEqual(frames);
  });

  it('reads each map once for the isolate, however many frames and reports need it', async () => {
    let reads = 0;
    const read = async () => {
      reads += 1;
      return map;
    };
    const frames = [
      frame(`${site}/assets/once-abcdefgh.js`, 1, 1),
      frame(`${site}/assets/once-abcdefgh.js`, 2, 1),
    ];
    await mapFrames(frames, site, read);
    await mapFrames(frames, site, read);
    expect(reads).toBe(1);
  });

  it('names a source as the repository does', () => {
    expect(repositoryPath('../../src/app/App.tsx')).toBe('src/app/App.tsx');
    expect(repositoryPath('../../node_modules/react-dom/cjs/x.js')).toBe('node_modules/react-dom/cjs/x.js');
  });
});
