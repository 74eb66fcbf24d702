import type { HeroTab } from '../../store/hero';
import { hexRgb } from '../../ui/colour';
import { heroLook, type HeroLook } from './look';

/**
 * The hero's backdrops as pictures, for desktop. There each backdrop's clip path follows the divider, so the browser
 * paints it again at every divider move, and under software raster two elliptical gradients and a linear one cost
 * 7–9 ms of a 16.7 ms frame. So the backdrop is two pictures instead, which the browser only copies: the gradients,
 * computed once at build time as a small image stretched over the hero (scripts/heroBackdropPlugin.ts; the `?debug`
 * panel draws them again while it tunes the look), and the dot grid as a tile. Nothing here is in the page's scripts.
 *
 * Every length of the glows is a fraction of the hero's box, so stretching keeps them exact at any size. The linear
 * gradient's angle is in real degrees, so its picture is exact at the reference size below. On a hero of another
 * shape the stretched gradient turns a few degrees: its colour moves by at most 2.4 of 255 from 768 × 640 to
 * 1920 × 900, 3.6 at 2560 × 900 and 6.8 at 3840 × 900, on these dark tones.
 */
type Rgb = readonly [r: number, g: number, b: number];

type Glow = HeroLook['solutions']['glows'][number];
type Stops = HeroLook['solutions']['stops'];

/** The hero of a 1280 × 800 window (the header takes 64 px): where the picture equals the CSS gradients. */
export const BACKDROP_REFERENCE = { width: 1280, height: 736 } as const;

/**
 * The picture's size in pixels: about 1.2 KB each. Stretched over a 1280 × 736 hero and filtered, it stays within
 * 2.4 of 255 of the exact gradients in any channel, most of it within 1 (the most at a glow's centre, where the
 * gradient comes to a point). On screen, with the browser's own gradients dithered, the two differ by at most 6
 * (tests/home-dom.spec.ts).
 */
export const BACKDROP_IMAGE = { width: 64, height: 40 } as const;

/** A glow's opacity at a point of the hero (fractions of its box). */
export function glowAlpha(glow: Glow, x: number, y: number): number {
  const [cx = 0, cy = 0] = glow.at;
  const [rx = 1, ry = 1] = glow.radius;
  return Math.max(0, glow.alpha * (1 - Math.hypot((x - cx) / rx, (y - cy) / ry) / heroLook.glowFade));
}

/**
 * Where a point of the hero (fractions of its box) falls along the linear gradient, 0 to 1, for a hero of the given
 * aspect (width ÷ height). As CSS defines it: the gradient line runs through the centre at `angle`, long enough that
 * the corners farthest along it are at 0 and 1.
 */
export function gradientPosition(angle: number, aspect: number, x: number, y: number): number {
  const radians = (angle * Math.PI) / 180;
  const [dx, dy] = [Math.sin(radians), -Math.cos(radians)];
  const length = Math.abs(aspect * dx) + Math.abs(dy);
  return ((x - 0.5) * aspect * dx + (y - 0.5) * dy) / length + 0.5;
}

const mix = (a: Rgb, b: Rgb, k: number): Rgb => [
  a[0] + (b[0] - a[0]) * k,
  a[1] + (b[1] - a[1]) * k,
  a[2] + (b[2] - a[2]) * k,
];

/** The linear gradient's colour at position `t`. */
function gradientColour(stops: Stops, t: number): Rgb {
  let from = stops[0] ?? { color: '#000000', at: 0 };
  let to = from;
  for (const stop of stops) {
    to = stop;
    if (stop.at >= t) break;
    from = stop;
  }
  return mix(
    hexRgb(from.color),
    hexRgb(to.color),
    to.at > from.at ? Math.min(1, Math.max(0, (t - from.at) / (to.at - from.at))) : 0,
  );
}

/**
 * One side's gradients, linear gradient then glows over it, sampled at pixel centres of a `width` × `height` picture
 * meant to be stretched over the hero: RGB bytes, row by row.
 */
export function backdropPixels(side: HeroTab, width: number, height: number): Uint8Array {
  const { angle, stops, glows } = heroLook[side];
  const aspect = BACKDROP_REFERENCE.width / BACKDROP_REFERENCE.height;
  const pixels = new Uint8Array(width * height * 3);
  for (let row = 0; row < height; row++) {
    for (let column = 0; column < width; column++) {
      const [x, y] = [(column + 0.5) / width, (row + 0.5) / height];
      // The linear gradient, then each glow over what is below it, the lowest first.
      const colour = glows.reduceRight(
        (below, glow) => mix(below, hexRgb(glow.color), glowAlpha(glow, x, y)),
        gradientColour(stops, gradientPosition(angle, aspect, x, y)),
      );
      pixels.set(colour.map(Math.round), (row * width + column) * 3);
    }
  }
  return pixels;
}

/** One tile of the dot grid at `scale` device pixels per CSS pixel: RGBA bytes (not premultiplied), row by row. */
export function dotTilePixels(scale: number): Uint8Array {
  const { color, alpha, solid, fade, pitch } = heroLook.dots;
  const side = pitch * scale;
  const pixels = new Uint8Array(side * side * 4);
  for (let row = 0; row < side; row++) {
    for (let column = 0; column < side; column++) {
      const distance = Math.hypot((column + 0.5) / scale - pitch / 2, (row + 0.5) / scale - pitch / 2);
      const coverage = Math.min(1, Math.max(0, (fade - distance) / (fade - solid)));
      const at = (row * side + column) * 4;
      pixels.set([...hexRgb(color), Math.round(alpha * coverage * 255)], at);
    }
  }
  return pixels;
}
