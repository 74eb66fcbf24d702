import type { HeroTab } from '../../store/hero';

/**
 * The hero's two backdrops: a dark linear gradient, two soft coloured glows and a dot grid per side.
 *
 * On mobile they are painted as the CSS gradients below. On desktop each backdrop's clip path follows the divider,
 * so the browser paints it again at every divider move, and under software raster two elliptical gradients and a
 * linear one cost 7–9 ms of a 16.7 ms frame. There the backdrop is two pictures instead, which the browser only
 * copies: the gradients, computed once at build time as a small image stretched over the hero
 * (scripts/heroBackdropPlugin.ts), and the dot grid as a tile.
 *
 * Every length of the glows is a fraction of the hero's box, so stretching keeps them exact at any size. The linear
 * gradient's angle is in real degrees, so its picture is exact at the reference size below. On a hero of another
 * shape the stretched gradient turns a few degrees: its colour moves by at most 2.4 of 255 from 768 × 640 to
 * 1920 × 900, 3.6 at 2560 × 900 and 6.8 at 3840 × 900, on these dark tones.
 */
export type Rgb = readonly [r: number, g: number, b: number];

export interface Glow {
  /** Centre, as fractions of the hero's width and height. */
  readonly at: readonly [x: number, y: number];
  /** Radii of the gradient's ellipse, as fractions of the hero's width and height. */
  readonly radius: readonly [x: number, y: number];
  readonly rgb: Rgb;
  /** Opacity at the centre; it falls linearly to 0 at GLOW_FADE of the radius. */
  readonly alpha: number;
}

export interface GradientStop {
  readonly rgb: Rgb;
  /** Position along the gradient line, 0 to 1. */
  readonly at: number;
}

export interface SideBackdrop {
  /** CSS `linear-gradient(angle, …)`: degrees clockwise from "to top". */
  readonly angle: number;
  readonly stops: readonly [GradientStop, GradientStop, ...GradientStop[]];
  /** The uppermost first (CSS background layer order). */
  readonly glows: readonly Glow[];
}

/** Where along its ellipse's radius a glow has faded to transparent (CSS: `transparent 70%`). */
export const GLOW_FADE = 0.7;

export const heroBackdrops: Record<HeroTab, SideBackdrop> = {
  solutions: {
    angle: 165,
    stops: [
      { rgb: [12, 26, 58], at: 0 },
      { rgb: [8, 17, 39], at: 0.55 },
      { rgb: [5, 11, 26], at: 1 },
    ],
    glows: [
      { at: [0.18, 0.78], radius: [0.6, 0.7], rgb: [37, 99, 235], alpha: 0.3 },
      { at: [0.1, 0], radius: [0.5, 0.4], rgb: [96, 165, 250], alpha: 0.18 },
    ],
  },
  talent: {
    angle: 195,
    stops: [
      { rgb: [6, 41, 42], at: 0 },
      { rgb: [4, 25, 28], at: 0.55 },
      { rgb: [3, 15, 18], at: 1 },
    ],
    glows: [
      { at: [0.8, 0.75], radius: [0.55, 0.7], rgb: [20, 184, 166], alpha: 0.26 },
      { at: [0.95, 0], radius: [0.45, 0.4], rgb: [45, 212, 191], alpha: 0.16 },
    ],
  },
};

/** Dots of `solid` px radius fading out by `fade` px, one per `pitch` px square. */
export const DOT_GRID = { rgb: [148, 163, 184] as Rgb, alpha: 0.16, solid: 1, fade: 1.6, pitch: 26 } as const;

/** The hero of a 1280 × 800 window (the header takes 64 px): where the picture equals the CSS gradients. */
export const BACKDROP_REFERENCE = { width: 1280, height: 736 } as const;

/**
 * The picture's size in pixels: about 1.2 KB each. Stretched over a 1280 × 736 hero and filtered, it stays within
 * 2.4 of 255 of the exact gradients in any channel, most of it within 1 (the most at a glow's centre, where the
 * gradient comes to a point). On screen, with the browser's own gradients dithered, the two differ by at most 6
 * (tests/home-dom.spec.ts).
 */
export const BACKDROP_IMAGE = { width: 64, height: 40 } as const;

const rgba = ([r, g, b]: Rgb, alpha: number) => `rgba(${r}, ${g}, ${b}, ${alpha})`;
const percent = (fraction: number) => `${Math.round(fraction * 1000) / 10}%`;

/** One side's gradients as CSS background layers, the uppermost first. */
export function backdropCss(side: HeroTab): string {
  const { angle, stops, glows } = heroBackdrops[side];
  const { rgb, alpha, solid, fade, pitch } = DOT_GRID;
  return [
    ...glows.map(
      (glow) =>
        `radial-gradient(ellipse ${percent(glow.radius[0])} ${percent(glow.radius[1])} at ` +
        `${percent(glow.at[0])} ${percent(glow.at[1])}, ${rgba(glow.rgb, glow.alpha)}, transparent ${percent(GLOW_FADE)})`,
    ),
    `radial-gradient(${rgba(rgb, alpha)} ${solid}px, transparent ${fade}px) 0 0 / ${pitch}px ${pitch}px`,
    `linear-gradient(${angle}deg, ${stops.map((stop) => `rgb(${stop.rgb.join(', ')}) ${percent(stop.at)}`).join(', ')})`,
  ].join(', ');
}

/** A glow's opacity at a point of the hero (fractions of its box). */
export function glowAlpha(glow: Glow, x: number, y: number): number {
  const dx = (x - glow.at[0]) / glow.radius[0];
  const dy = (y - glow.at[1]) / glow.radius[1];
  return Math.max(0, glow.alpha * (1 - Math.hypot(dx, dy) / GLOW_FADE));
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
function gradientColour(stops: SideBackdrop['stops'], t: number): Rgb {
  let [from] = stops;
  let to = from;
  for (const stop of stops) {
    to = stop;
    if (stop.at >= t) break;
    from = stop;
  }
  return mix(
    from.rgb,
    to.rgb,
    to.at > from.at ? Math.min(1, Math.max(0, (t - from.at) / (to.at - from.at))) : 0,
  );
}

/**
 * One side's gradients, linear gradient then glows over it, sampled at pixel centres of a `width` × `height` picture
 * meant to be stretched over the hero: RGB bytes, row by row.
 */
export function backdropPixels(side: HeroTab, width: number, height: number): Uint8Array {
  const { angle, stops, glows } = heroBackdrops[side];
  const aspect = BACKDROP_REFERENCE.width / BACKDROP_REFERENCE.height;
  const pixels = new Uint8Array(width * height * 3);
  for (let row = 0; row < height; row++) {
    for (let column = 0; column < width; column++) {
      const [x, y] = [(column + 0.5) / width, (row + 0.5) / height];
      // The linear gradient, then each glow over what is below it, the lowest first.
      const colour = glows.reduceRight(
        (below, glow) => mix(below, glow.rgb, glowAlpha(glow, x, y)),
        gradientColour(stops, gradientPosition(angle, aspect, x, y)),
      );
      pixels.set(colour.map(Math.round), (row * width + column) * 3);
    }
  }
  return pixels;
}

/** One tile of the dot grid at `scale` device pixels per CSS pixel: RGBA bytes (not premultiplied), row by row. */
export function dotTilePixels(scale: number): Uint8Array {
  const { rgb, alpha, solid, fade, pitch } = DOT_GRID;
  const side = pitch * scale;
  const pixels = new Uint8Array(side * side * 4);
  for (let row = 0; row < side; row++) {
    for (let column = 0; column < side; column++) {
      const distance = Math.hypot((column + 0.5) / scale - pitch / 2, (row + 0.5) / scale - pitch / 2);
      const coverage = Math.min(1, Math.max(0, (fade - distance) / (fade - solid)));
      const at = (row * side + column) * 4;
      pixels.set([...rgb, Math.round(alpha * coverage * 255)], at);
    }
  }
  return pixels;
}
