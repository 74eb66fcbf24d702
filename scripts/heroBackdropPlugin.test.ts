// @vitest-environment node
import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { backdropPixels, dotTilePixels } from '../src/features/hero/backdrop.ts';
import { encodePng, heroBackdropModule } from './heroBackdropPlugin.ts';

interface Png {
  width: number;
  height: number;
  colourType: number;
  pixels: Uint8Array;
}

/** A strict reader for what encodePng writes: checks the signature and every chunk's CRC, and undoes the filters. */
function decodePng(png: Buffer): Png {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks = new Map<string, Buffer>();
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const body = png.subarray(at + 4, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(body));
    chunks.set(body.subarray(0, 4).toString('latin1'), body.subarray(4));
    at += 12 + length;
  }
  expect([...chunks.keys()]).toEqual(['IHDR', 'IDAT', 'IEND']);
  const header = chunks.get('IHDR')!;
  const [width, height, colourType] = [header.readUInt32BE(0), header.readUInt32BE(4), header[9]!];
  const channels = colourType === 2 ? 3 : 4;
  const stride = width * channels;
  const raw = inflateSync(chunks.get('IDAT')!);
  expect(raw.length).toBe((stride + 1) * height);
  const pixels = new Uint8Array(stride * height);
  const at = (row: number, i: number) => (row >= 0 && i >= 0 ? pixels[row * stride + i]! : 0);
  for (let row = 0; row < height; row++) {
    expect(raw[row * (stride + 1)]).toBe(4); // Paeth
    for (let i = 0; i < stride; i++) {
      const [left, up, upLeft] = [at(row, i - channels), at(row - 1, i), at(row - 1, i - channels)];
      const estimate = left + up - upLeft;
      const [dl, du, dul] = [left, up, upLeft].map((v) => Math.abs(estimate - v));
      const predicted = dl! <= du! && dl! <= dul! ? left : du! <= dul! ? up : upLeft;
      pixels[row * stride + i] = (raw[row * (stride + 1) + 1 + i]! + predicted) & 0xff;
    }
  }
  return { width, height, colourType, pixels };
}

describe('encodePng', () => {
  it('writes RGB and RGBA pictures that read back to the same bytes', () => {
    const rgb = Uint8Array.from({ length: 7 * 5 * 3 }, (_, i) => (i * 37) % 256);
    expect(decodePng(encodePng(rgb, 7, 5, 3))).toEqual({ width: 7, height: 5, colourType: 2, pixels: rgb });
    const rgba = Uint8Array.from({ length: 4 * 6 * 4 }, (_, i) => (i * i) % 251);
    expect(decodePng(encodePng(rgba, 4, 6, 4))).toEqual({ width: 4, height: 6, colourType: 6, pixels: rgba });
  });
});

describe('virtual:hero-backdrop', () => {
  it('exports each side’s gradients as a 64 × 40 picture and the dot tile at 1x and 2x, as PNG data URLs', async () => {
    const source = heroBackdropModule();
    const { default: urls } = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as {
      default: Record<string, string>;
    };
    const read = (name: string) =>
      decodePng(Buffer.from(urls[name]!.replace('data:image/png;base64,', ''), 'base64'));
    expect(Object.keys(urls).sort()).toEqual(['dots1x', 'dots2x', 'solutions', 'talent']);
    expect(read('solutions')).toMatchObject({ width: 64, height: 40, colourType: 2 });
    expect(read('talent')).toMatchObject({ width: 64, height: 40, colourType: 2 });
    expect(read('dots1x')).toMatchObject({ width: 26, height: 26, colourType: 6 });
    expect(read('dots2x')).toMatchObject({ width: 52, height: 52, colourType: 6 });
    expect(read('solutions').pixels).toEqual(backdropPixels('solutions', 64, 40));
    expect(read('dots2x').pixels).toEqual(dotTilePixels(2));
  });
});
