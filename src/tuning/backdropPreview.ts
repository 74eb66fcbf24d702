import { BACKDROP_IMAGE, backdropPixels, dotTilePixels } from '../features/hero/backdropPictures';
import { heroLook } from '../features/hero/look';
import { media } from '../ui/theme';

/** Pixels drawn into a canvas, as a PNG data URL (RGB or RGBA bytes, row by row). */
function pictureOf(pixels: Uint8Array, width: number, height: number, channels: 3 | 4): string {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const image = new ImageData(width, height);
  for (let i = 0; i < width * height; i += 1) {
    image.data.set(pixels.subarray(i * channels, i * channels + 3), i * 4);
    image.data[i * 4 + 3] = channels === 4 ? (pixels[i * 4 + 3] ?? 0) : 255;
  }
  canvas.getContext('2d')?.putImageData(image, 0, 0);
  return canvas.toDataURL();
}

/**
 * On desktop the hero's backdrops are pictures the build draws from its look (scripts/heroBackdropPlugin.ts). While
 * the panel tunes that look, this draws them again in the page from the same functions, over the built ones; with
 * `tuned` false it takes them away. (Phones paint the look as CSS gradients, which follow it by themselves.)
 */
export function previewBackdrops(tuned: boolean): void {
  const sides = document.querySelectorAll<HTMLElement>('div[data-side]');
  const desktop = window.matchMedia(media.desktop.replace('@media ', '')).matches;
  const { width, height } = BACKDROP_IMAGE;
  const { pitch } = heroLook.dots;
  const dots = tuned && desktop ? pictureOf(dotTilePixels(1), pitch, pitch, 4) : '';
  for (const element of sides) {
    const side = element.dataset.side === 'talent' ? 'talent' : 'solutions';
    element.style.background =
      tuned && desktop
        ? `url(${dots}) 0 0 / ${pitch}px ${pitch}px, url(${pictureOf(backdropPixels(side, width, height), width, height, 3)}) 0 0 / 100% 100% no-repeat`
        : '';
  }
}
