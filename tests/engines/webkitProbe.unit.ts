import { describe, expect, test } from 'vitest';
import { paths } from '../../src/content/paths';
import { probeKind } from './webkitProbe';

const origin = 'http://127.0.0.1:4173';
const kind = (path: string) => probeKind(origin + path);

describe('probeKind: the console probe loads one page of each kind, each query as its own', () => {
  test('pages of one template are one kind', () => {
    expect(kind(paths.cloud)).toBe(kind(paths.security));
    expect(kind(paths.healthcare)).toBe(kind(paths.finance));
    expect(kind(paths.blog)).toBe(kind(paths.careers));
  });

  test('pages of different templates are different kinds', () => {
    const kinds = [paths.home, paths.about, paths.cloud, paths.healthcare, paths.blog, '/no-such-page'].map(
      kind,
    );
    expect(new Set(kinds).size).toBe(kinds.length);
  });

  test('a query makes a kind of its own', () => {
    expect(kind(`${paths.home}?webgl`)).not.toBe(kind(paths.home));
    expect(kind(`${paths.cloud}?section=azure`)).not.toBe(kind(paths.cloud));
  });

  test('every unknown path is one kind: the 404 page', () => {
    expect(kind('/no-such-page-webkit-1280')).toBe(kind('/no-such-page-webkit-390'));
  });
});
