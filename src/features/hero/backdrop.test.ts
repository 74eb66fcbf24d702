import { describe, expect, it } from 'vitest';
import { backdropCss } from './backdrop';
import {
  BACKDROP_IMAGE,
  backdropPixels,
  dotTilePixels,
  glowAlpha,
  gradientPosition,
} from './backdropPictures';
import { heroLook } from './look';

describe('backdropCss', () => {
  it('writes the design’s layers, uppermost first: the two glows, the dot grid, the linear gradient', () => {
    expect(backdropCss('solutions')).toBe(
      'radial-gradient(ellipse 60% 70% at 18% 78%, rgba(37, 99, 235, 0.3), transparent 70%), ' +
        'radial-gradient(ellipse 50% 40% at 10% 0%, rgba(96, 165, 250, 0.18), transparent 70%), ' +
        'radial-gradient(rgba(148, 163, 184, 0.16) 1px, transparent 1.6px) 0 0 / 26px 26px, ' +
        'linear-gradient(165deg, rgb(12, 26, 58) 0%, rgb(8, 17, 39) 55%, rgb(5, 11, 26) 100%)',
    );
  });
});

describe('gradientPosition', () => {
  it('runs from the top to the bottom edge at 180deg, whatever the shape', () => {
    for (const aspect of [0.5, 1, 3]) {
      expect(gradientPosition(180, aspect, 0.3, 0)).toBeCloseTo(0);
      expect(gradientPosition(180, aspect, 0.7, 1)).toBeCloseTo(1);
      expect(gradientPosition(180, aspect, 0.1, 0.25)).toBeCloseTo(0.25);
    }
  });

  it('puts the corners farthest along an oblique gradient at 0 and 1, as CSS sizes its gradient line', () => {
    for (const aspect of [0.8, 1280 / 736, 4]) {
      expect(gradientPosition(165, aspect, 0, 0)).toBeCloseTo(0);
      expect(gradientPosition(165, aspect, 1, 1)).toBeCloseTo(1);
      expect(gradientPosition(195, aspect, 1, 0)).toBeCloseTo(0);
      expect(gradientPosition(195, aspect, 0, 1)).toBeCloseTo(1);
      expect(gradientPosition(165, aspect, 0.5, 0.5)).toBeCloseTo(0.5);
    }
  });
});

describe('glowAlpha', () => {
  const [glow] = heroLook.solutions.glows;

  it('is the glow’s opacity at its centre and fades to nothing at 70% of its radius', () => {
    if (!glow) throw new Error('solutions has glows');
    const [x, y] = glow.at as [number, number];
    const [rx, ry] = glow.radius as [number, number];
    expect(glowAlpha(glow, x, y)).toBeCloseTo(glow.alpha);
    expect(glowAlpha(glow, x + 0.35 * rx, y)).toBeCloseTo(glow.alpha / 2);
    expect(glowAlpha(glow, x, y - 0.7 * ry)).toBeCloseTo(0);
    expect(glowAlpha(glow, x + rx, y)).toBe(0);
  });
});

describe('backdropPixels', () => {
  const { width, height } = BACKDROP_IMAGE;
  const pixel = (pixels: Uint8Array, x: number, y: number) => {
    const at = (Math.floor(y * height) * width + Math.floor(x * width)) * 3;
    return [...pixels.subarray(at, at + 3)];
  };

  it('shows the linear gradient’s last colour in the corner it ends at, where no glow reaches', () => {
    expect(pixel(backdropPixels('solutions', width, height), 0.999, 0.999)).toEqual([5, 11, 26]);
    expect(pixel(backdropPixels('talent', width, height), 0.001, 0.999)).toEqual([3, 15, 18]);
  });

  it('lights the gradient towards each glow’s colour around its centre', () => {
    const pixels = backdropPixels('solutions', width, height);
    const [low, high] = [pixel(pixels, 0.18, 0.78), pixel(pixels, 0.9, 0.95)];
    // The blue glow (37, 99, 235) at 30%: about 0.3 × (235 − 39) above the gradient's blue there.
    expect(low[2]! - high[2]!).toBeGreaterThan(50);
    expect(low[0]! - high[0]!).toBeLessThan(15);
  });
});

describe('dotTilePixels', () => {
  const alphaAt = (pixels: Uint8Array, side: number, x: number, y: number) => pixels[(y * side + x) * 4 + 3];

  it('draws one dot at the tile’s centre, at the grid’s opacity, and nothing in the corners', () => {
    const side = heroLook.dots.pitch;
    const tile = dotTilePixels(1);
    expect(tile.subarray((12 * side + 12) * 4, (12 * side + 12) * 4 + 3)).toEqual(
      new Uint8Array([148, 163, 184]),
    );
    expect(alphaAt(tile, side, 12, 12)).toBe(Math.round(0.16 * 255));
    expect(alphaAt(tile, side, 0, 0)).toBe(0);
    expect(alphaAt(tile, side, side - 1, side - 1)).toBe(0);
  });

  it('keeps the dot’s size in CSS pixels at two device pixels per CSS pixel: solid within 1px, gone beyond 1.6px', () => {
    for (const scale of [1, 2]) {
      const side = heroLook.dots.pitch * scale;
      const tile = dotTilePixels(scale);
      for (let y = 0; y < side; y++)
        for (let x = 0; x < side; x++) {
          const distance = Math.hypot(
            (x + 0.5) / scale - side / scale / 2,
            (y + 0.5) / scale - side / scale / 2,
          );
          const alpha = alphaAt(tile, side, x, y);
          if (distance <= heroLook.dots.solid) expect(alpha).toBe(41);
          else if (distance >= heroLook.dots.fade) expect(alpha).toBe(0);
          else expect(alpha).toBeGreaterThan(0);
        }
    }
  });
});
