import picture from 'virtual:hero-picture/industries/healthcare';
import { healthcare } from '../../content/industries/healthcare';
import type { OfferContent } from '../offerContent';

/** The page's content and hero picture: a chunk of its own (docs/decisions/0052-a-chunk-per-offer-page.md). */
export default { content: healthcare, picture } satisfies OfferContent<typeof healthcare>;
