import picture from 'virtual:hero-picture/tech-growth';
import { techGrowth } from '../../content/services/tech-growth';
import type { OfferContent } from '../offerContent';

/** The page's content and hero picture: a chunk of its own (docs/decisions/0052-a-chunk-per-offer-page.md). */
export default { content: techGrowth, picture } satisfies OfferContent<typeof techGrowth>;
