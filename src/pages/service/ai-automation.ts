import picture from 'virtual:hero-picture/ai-automation';
import { aiAutomation } from '../../content/services/ai-automation';
import type { OfferContent } from '../offerContent';

/** The page's content and hero picture: a chunk of its own (docs/decisions/0052-a-chunk-per-offer-page.md). */
export default { content: aiAutomation, picture } satisfies OfferContent<typeof aiAutomation>;
