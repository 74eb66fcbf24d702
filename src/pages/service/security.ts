import picture from 'virtual:hero-picture/security';
import { security } from '../../content/services/security';
import type { OfferContent } from '../offerContent';

/** The page's content and hero picture: a chunk of its own (docs/decisions/0052-a-chunk-per-offer-page.md). */
export default { content: security, picture } satisfies OfferContent<typeof security>;
