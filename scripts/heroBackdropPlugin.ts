// Vite plugin: `virtual:hero-backdrop`, the hero backdrops' pictures as PNG data URLs, computed at build time from
// the hero's look (src/features/hero/look.ts, through backdropPictures.ts). Inline (3.7 KB in all), so the first paint has them;
// imported by the home page's chunk alone (src/features/hero/PictureBackdrop.ts), not by the app's shell.
import { PNG } from 'pngjs';
import { derivedModulePlugin } from './derivedModulePlugin.ts';

type Pictures = typeof import('../src/features/hero/backdropPictures.ts');
type Look = typeof import('../src/features/hero/look.ts');

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
export function heroBackdropModule(
  { BACKDROP_IMAGE, backdropPixels, dotTilePixels }: Pictures,
  { heroLook }: Look,
) {
  const { width, height } = BACKDROP_IMAGE;
  const gradients = (side: 'solutions' | 'talent') =>
    dataUrl(encodePng(backdropPixels(side, width, height), width, height, 3));
  const dots = (scale: number) => {
    const side = heroLook.dots.pitch * scale;
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

export const heroBackdropPlugin = () =>
  derivedModulePlugin<[Pictures, Look]>({
    name: 'hero-backdrop',
    from: ['src/features/hero/backdropPictures.ts', 'src/features/hero/look.ts'],
    source: ([pictures, look]) => heroBackdropModule(pictures, look),
  });
