// Vite plugin: `virtual:hero-backdrop`, the hero backdrops' pictures as PNG data URLs, computed at build time from
// their typed data (src/features/hero/backdrop.ts). Inline (3.7 KB in all), so the first paint has them.
import { PNG } from 'pngjs';
import type { Plugin } from 'vite';
import { BACKDROP_IMAGE, DOT_GRID, backdropPixels, dotTilePixels } from '../src/features/hero/backdrop.ts';
import type { HeroTab } from '../src/store/hero.ts';

const id = 'virtual:hero-backdrop';
const resolvedId = `\0${id}`;

/** An 8-bit PNG of `pixels`, row by row: RGB (3 channels) or RGBA, not premultiplied (4). */
export function encodePng(pixels: Uint8Array, width: number, height: number, channels: 3 | 4): Buffer {
  // PNG colour types: RGB (2), RGBA (6). The Paeth filter (4) compresses smooth gradients to a third, and zlib's
  // default strategy (0; the library's default is run-length only) packs them a quarter smaller again.
  const colorType = channels === 3 ? 2 : 6;
  const png = new PNG({ width, height });
  png.data = Buffer.from(pixels);
  return PNG.sync.write(png, {
    colorType,
    inputColorType: colorType,
    filterType: 4,
    deflateLevel: 9,
    deflateStrategy: 0,
  });
}

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/** The module's source: each side's gradients, and the dot grid's tile at 1 and 2 device pixels per CSS pixel. */
export function heroBackdropModule(): string {
  const { width, height } = BACKDROP_IMAGE;
  const gradients = (side: HeroTab) =>
    dataUrl(encodePng(backdropPixels(side, width, height), width, height, 3));
  const dots = (scale: number) => {
    const side = DOT_GRID.pitch * scale;
    return dataUrl(encodePng(dotTilePixels(scale), side, side, 4));
  };
  const urls = {
    solutions: gradients('solutions'),
    talent: gradients('talent'),
    dots1x: dots(1),
    dots2x: dots(2),
  };
  return `export default ${JSON.stringify(urls)};\n`;
}

export function heroBackdropPlugin(): Plugin {
  return {
    name: 'hero-backdrop',
    resolveId: (source) => (source === id ? resolvedId : undefined),
    // The data is imported with the config, and a dev server restarts when the config's imports change.
    load: (loading) => (loading === resolvedId ? heroBackdropModule() : undefined),
  };
}
