import { describe, expect, it } from 'vitest';
import { createLit, litAt } from './route';

const roaming = { steps: [3, 1, 4, 1, 5], restarts: false };
const run = { steps: [0, 2, 5, 7], restarts: true };

describe('litAt', () => {
  it('lights one step per tick, with where it came from and a trail of three', () => {
    expect(litAt(roaming, 3)).toEqual({ active: 1, previous: 4, trail: [4, 1, 3] });
  });

  it('keeps roaming across the end of a continuing route', () => {
    expect(litAt(roaming, 5)).toEqual({ active: 3, previous: 5, trail: [5, 1, 4] });
    expect(litAt(roaming, 0)).toEqual({ active: 3, previous: 5, trail: [5, 1, 4] });
  });

  it('starts a restarting route afresh: nothing travels into its first step', () => {
    expect(litAt(run, 0)).toEqual({ active: 0, previous: -1, trail: [-1, -1, -1] });
    expect(litAt(run, 2)).toEqual({ active: 5, previous: 2, trail: [2, 0, -1] });
    expect(litAt(run, 4)).toEqual({ active: 0, previous: -1, trail: [-1, -1, -1] });
    expect(litAt(run, 7)).toEqual({ active: 7, previous: 5, trail: [5, 2, 0] });
  });

  it('writes into the object it is given and lights nothing on an empty route', () => {
    const out = createLit();
    expect(litAt(roaming, 1, out)).toBe(out);
    expect(litAt({ steps: [], restarts: false }, 9)).toEqual(createLit());
  });
});
