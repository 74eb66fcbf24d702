// The hero pictures of the service and industry pages (docs/product.md#hero-pictures), drawn at build time from
// src/content/heroPictures.ts.
import type { HeroPicture } from '../../src/content/types';
import { architectureNarrow, architectureWide } from './architecture';
import { dashboardNarrow, dashboardWide } from './dashboard';
import { pipelineNarrow, pipelineWide } from './pipeline';

/** A drawn picture: its wide variant (beside the copy), its narrow one (under it) and its words. */
export interface DrawnPicture {
  label: string;
  wide: string;
  narrow: string;
}

/** Ids inside a picture start with its page's slug, so no two on a page (or in the app) ever meet. */
export const pictureId = (path: string): string => `hp${path.replaceAll(/[^a-z0-9]+/g, '-')}`;

export function drawHeroPicture(path: string, picture: HeroPicture): DrawnPicture {
  const id = pictureId(path);
  switch (picture.kind) {
    case 'pipeline':
      return { label: picture.label, wide: pipelineWide(picture, id), narrow: pipelineNarrow(picture, id) };
    case 'dashboard':
      return { label: picture.label, wide: dashboardWide(picture, id), narrow: dashboardNarrow(picture, id) };
    case 'architecture':
      return {
        label: picture.label,
        wide: architectureWide(picture, id),
        narrow: architectureNarrow(picture, id),
      };
  }
}
