import picture from 'virtual:hero-picture/industries/retail';
import { retail } from '../../content/industries/retail';
import type { OfferContent } from '../offerContent';

/** The page's content and hero picture: a chunk of its own (docs/decisions/0052-a-chunk-per-offer-page.md). */
export default { content: retail, picture } satisfies OfferContent<typeof retail>;
