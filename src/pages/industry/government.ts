import picture from 'virtual:hero-picture/industries/government';
import { government } from '../../content/industries/government';
import type { OfferContent } from '../offerContent';

/** The page's content and hero picture: a chunk of its own (docs/decisions/0052-a-chunk-per-offer-page.md). */
export default { content: government, picture } satisfies OfferContent<typeof government>;
