import picture from 'virtual:hero-picture/industries/technology-consulting';
import { technologyConsulting } from '../../content/industries/technology-consulting';
import type { OfferContent } from '../offerContent';

/** The page's content and hero picture: a chunk of its own (docs/decisions/0052-a-chunk-per-offer-page.md). */
export default { content: technologyConsulting, picture } satisfies OfferContent<typeof technologyConsulting>;
