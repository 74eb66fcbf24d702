import { heroLookRanges } from '../features/hero/lookRanges';
import { wheelLookRanges } from '../features/service-wheel/lookRanges';
import { talentLookRanges } from '../features/talent-network/lookRanges';
import { workflowLookRanges } from '../features/workflow/lookRanges';

/**
 * Where each scene's look lives (docs/decisions/0046-one-look-module-per-scene.md): the object `name` in `file` (from
 * the repository's root) and the ranges of its values. The `?debug` panel makes a folder of each; the dev server's
 * writer (scripts/lookWriterPlugin.ts) writes only these files, only these keys, only values in these ranges. Plain
 * data and ranges: the writer loads it in Node.
 */
export const lookFiles = [
  { id: 'hero', label: 'Hero', file: 'src/features/hero/look.ts', name: 'heroLook', ranges: heroLookRanges },
  {
    id: 'workflow',
    label: 'Workflow',
    file: 'src/features/workflow/look.ts',
    name: 'workflowLook',
    ranges: workflowLookRanges,
  },
  {
    id: 'talent',
    label: 'Talent network',
    file: 'src/features/talent-network/look.ts',
    name: 'talentLook',
    ranges: talentLookRanges,
  },
  {
    id: 'wheel',
    label: 'Service wheel',
    file: 'src/features/service-wheel/look.ts',
    name: 'wheelLook',
    ranges: wheelLookRanges,
  },
] as const;

export type LookId = (typeof lookFiles)[number]['id'];
