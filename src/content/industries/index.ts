import type { IndustryPage } from '../types';
import { finance } from './finance';
import { government } from './government';
import { healthcare } from './healthcare';
import { retail } from './retail';
import { technologyConsulting } from './technology-consulting';

/**
 * The five static industry pages (docs/product.md#industry-pages), one file each: each page's content is a chunk of
 * its own in the browser (docs/decisions/0052-a-chunk-per-offer-page.md). Healthcare is the richest. Figures are only
 * the marketing claims (docs/product.md#marketing-claims); other stats are qualitative.
 */

/** The five industry pages, in menu order. */
export const industryPages: readonly IndustryPage[] = [
  healthcare,
  finance,
  retail,
  government,
  technologyConsulting,
];
