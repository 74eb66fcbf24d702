import picture from 'virtual:hero-picture/cloud';
import { cloud } from '../../content/services/cloud';
import type { OfferContent } from '../offerContent';

/** The page's content and hero picture: a chunk of its own (docs/decisions/0052-a-chunk-per-offer-page.md). */
export default { content: cloud, picture } satisfies OfferContent<typeof cloud>;
