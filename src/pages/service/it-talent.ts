import picture from 'virtual:hero-picture/it-talent';
import { itTalent } from '../../content/services/it-talent';
import type { OfferContent } from '../offerContent';

/** The page's content and hero picture: a chunk of its own (docs/decisions/0052-a-chunk-per-offer-page.md). */
export default { content: itTalent, picture } satisfies OfferContent<typeof itTalent>;
