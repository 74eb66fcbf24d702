import picture from 'virtual:hero-picture/industries/finance';
import { finance } from '../../content/industries/finance';
import type { OfferContent } from '../offerContent';

/** The page's content and hero picture: a chunk of its own (docs/decisions/0052-a-chunk-per-offer-page.md). */
export default { content: finance, picture } satisfies OfferContent<typeof finance>;
