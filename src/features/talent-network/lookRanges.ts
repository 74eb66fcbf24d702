import { colour, range, type LookRanges } from '../../ui/lookRanges';
import type { TalentLook } from './look';

const alpha = range(0, 1, 0.01);
const width = range(0.25, 4, 0.25);

/** What each value of the talent network's look may be (the `?debug` panel and the dev server's writer). */
export const talentLookRanges: LookRanges<TalentLook> = {
  radius: { small: range(2, 12, 0.5), medium: range(2, 14, 0.5), large: range(4, 18, 0.5) },
  glow: range(0, 2, 0.05),
  color: colour,
  edge: colour,
  core: colour,
  base: colour,
  svg: {
    edge: { alpha, width },
    lit: { alpha, width },
    focus: { color: colour, alpha, width },
    node: { fill: colour, ringAlpha: alpha, ringWidth: width },
    active: { fill: colour, ring: colour },
    halo: { radius: range(1, 4, 0.1), trail: alpha, active: alpha },
  },
};
