// The sources of `virtual:hero-pictures/services` and `virtual:hero-pictures/industries`: the drawn pictures of one
// page template's pages, by page path (scripts/heroPicturesPlugin.ts).
import { heroPictures } from '../../src/content/heroPictures';
import { industryPages } from '../../src/content/industries';
import { servicePages } from '../../src/content/services';
import { drawHeroPicture } from './index';

export const pictureGroups = {
  services: servicePages.map((p) => p.path),
  industries: industryPages.map((p) => p.path),
} as const;

export type PictureGroup = keyof typeof pictureGroups;

export function heroPicturesModule(group: PictureGroup): string {
  const drawn = Object.fromEntries(
    pictureGroups[group].flatMap((path) => {
      const picture = heroPictures[path];
      return picture ? [[path, drawHeroPicture(path, picture)]] : [];
    }),
  );
  return `export default ${JSON.stringify(drawn)};\n`;
}
