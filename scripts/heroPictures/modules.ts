// The source of `virtual:hero-picture/<page path>`: the drawn picture of one service or industry page
// (scripts/heroPicturesPlugin.ts).
import { heroPictures } from '../../src/content/heroPictures';
import { drawHeroPicture } from './index';

/** The module of the page at `path` (`/cloud`, `/industries/healthcare`); an error for a page without a picture. */
export function heroPictureModule(path: string): string {
  const picture = heroPictures[path];
  if (!picture)
    throw new Error(`virtual:hero-picture: no hero picture for ${path} (src/content/heroPictures.ts)`);
  return `export default ${JSON.stringify(drawHeroPicture(path, picture))};\n`;
}
