import picture from 'virtual:hero-picture/custom-development';
import { customDevelopment } from '../../content/services/custom-development';
import type { OfferContent } from '../offerContent';

/** The page's content and hero picture: a chunk of its own (docs/decisions/0052-a-chunk-per-offer-page.md). */
export default { content: customDevelopment, picture } satisfies OfferContent<typeof customDevelopment>;
