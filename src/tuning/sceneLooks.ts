import { heroLook } from '../features/hero/look';
import { wheelLook } from '../features/service-wheel/look';
import { wheelSvgFrom } from '../features/service-wheel/wheelShading';
import { wheelSvgLook } from '../features/service-wheel/wheelSvgLook';
import { talentLook } from '../features/talent-network/look';
import { workflowLook } from '../features/workflow/look';
import { previewBackdrops } from './backdropPreview';
import { lookFiles, type LookId } from './lookFiles';

/** A look as the panel handles it: nested objects and lists of numbers and colours. */
export type Look = { [key: string]: unknown };

/** A scene's look as the `?debug` panel tunes it: where it lives (lookFiles.ts), the object itself, and more. */
export interface SceneLook {
  id: LookId;
  label: string;
  file: string;
  name: string;
  ranges: unknown;
  look: Look;
  /**
   * What the build derives from the look (the hero's backdrop pictures, the SVG wheel's look), derived again in the
   * page after the look is tuned: `tuned` false when it is back to its source.
   */
  derive?: (tuned: boolean) => void;
}

const looks: Record<LookId, Pick<SceneLook, 'look' | 'derive'>> = {
  hero: { look: heroLook, derive: previewBackdrops },
  workflow: { look: workflowLook },
  talent: { look: talentLook },
  wheel: {
    look: wheelLook,
    derive: () => {
      Object.assign(wheelSvgLook, wheelSvgFrom(wheelLook));
    },
  },
};

export const sceneLooks: readonly SceneLook[] = lookFiles.map((file) => ({ ...file, ...looks[file.id] }));
