import { colour, list, range, type LookRanges } from '../../ui/lookRanges';
import type { HeroLook } from './look';

const fraction = range(0, 1, 0.01);
const alpha = range(0, 1, 0.01);

const side = {
  angle: range(0, 360, 1),
  stops: list(3, { color: colour, at: fraction }),
  glows: list(2, {
    at: list(2, range(-0.5, 1.5, 0.01)),
    radius: list(2, range(0.05, 1.5, 0.01)),
    color: colour,
    alpha,
  }),
};

/** What each value of the hero's look may be (the `?debug` panel and the dev server's writer). */
export const heroLookRanges: LookRanges<HeroLook> = {
  base: colour,
  solutions: side,
  talent: side,
  glowFade: range(0.1, 1, 0.01),
  dots: {
    color: colour,
    alpha,
    solid: range(0, 3, 0.1),
    fade: range(0.5, 4, 0.1),
    pitch: range(8, 64, 1),
  },
  seam: { colors: list(3, colour), alpha, halfWidth: range(0.5, 4, 0.5) },
};
