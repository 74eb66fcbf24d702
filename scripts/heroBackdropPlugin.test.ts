// @vitest-environment node
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import * as backdrop from '../src/features/hero/backdropPictures.ts';
import * as look from '../src/features/hero/look.ts';
import { encodePng, heroBackdropModule } from './heroBackdropPlugin.ts';

/** The picture's size, colour type and pixels, read by the PNG library (which checks every chunk's CRC). */
function decodePng(png: Buffer) {
  const { width, height, colorType, data } = PNG.sync.read(png);
  const channels = colorType === 2 ? 3 : 4;
  // The library reads every picture as RGBA: keep the channels the picture has.
  const pixels = Uint8Array.from(
    { length: width * height * channels },
    (_, i) => data[Math.floor(i / channels) * 4 + (i % channels)]!,
  );
  return { width, height, colourType: colorType, pixels };
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
    const source = heroBackdropModule(backdrop, look);
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
    expect(read('solutions').pixels).toEqual(backdrop.backdropPixels('solutions', 64, 40));
    expect(read('dots2x').pixels).toEqual(backdrop.dotTilePixels(2));
  });
});
