// Vite plugin: `virtual:hero-backdrop`, the hero backdrops' pictures as PNG data URLs, computed at build time from
// their typed data (src/features/hero/backdrop.ts). Inline (3.7 KB in all), so the first paint has them.
import { crc32, deflateSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { BACKDROP_IMAGE, DOT_GRID, backdropPixels, dotTilePixels } from '../src/features/hero/backdrop.ts';
import type { HeroTab } from '../src/store/hero.ts';

const id = 'virtual:hero-backdrop';
const resolvedId = `\0${id}`;

/** A PNG chunk: length, type, data, and the CRC of type and data. */
function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The Paeth predictor (PNG filter type 4): smooth gradients compress to a third of their unfiltered size. */
function paeth(left: number, up: number, upLeft: number): number {
  const estimate = left + up - upLeft;
  const toLeft = Math.abs(estimate - left);
  const toUp = Math.abs(estimate - up);
  const toUpLeft = Math.abs(estimate - upLeft);
  if (toLeft <= toUp && toLeft <= toUpLeft) return left;
  return toUp <= toUpLeft ? up : upLeft;
}

/** An 8-bit PNG of `pixels`, row by row: RGB (3 channels) or RGBA, not premultiplied (4). */
export function encodePng(pixels: Uint8Array, width: number, height: number, channels: 3 | 4): Buffer {
  const stride = width * channels;
  const filtered = Buffer.alloc((stride + 1) * height);
  for (let row = 0; row < height; row++) {
    const out = row * (stride + 1);
    filtered[out] = 4;
    for (let i = 0; i < stride; i++) {
      const at = row * stride + i;
      const byte = (back: number) => pixels[at - back] ?? 0;
      const [left, up, upLeft] = [
        i >= channels ? byte(channels) : 0,
        row > 0 ? byte(stride) : 0,
        i >= channels && row > 0 ? byte(stride + channels) : 0,
      ];
      const value = pixels[at] ?? 0;
      filtered[out + 1 + i] = (value - paeth(left, up, upLeft)) & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  // 8 bits per channel, colour type RGB (2) or RGBA (6), deflate, adaptive filtering, no interlace.
  header.set([8, channels === 3 ? 2 : 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(filtered, { level: 9 })),
    chunk('IEND', new Uint8Array()),
  ]);
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
