import type { CtaPlace } from '../content/ctaPlaces';
import { homeMeta } from '../content/homeHero';
import { aboutOpening, industryOpenings, serviceOpenings, type PageOpening } from '../content/openings';
import { serviceSummaries } from '../content/services/summaries';
import type { ServiceInterest } from '../content/types';
import type { RouteEntry } from './routes';

/**
 * What a page with a `PageHero` shows first when a tap renders it
 * (docs/decisions/0057-a-tap-shows-its-page-s-first-words-at-once.md): its title, and its hero's words and button as
 * the page itself sets them (src/pages/AboutPage.tsx, ServicePage.tsx, IndustryPage.tsx), the room of its picture kept.
 */
export interface OpeningWords extends PageOpening {
  kind: 'page-hero';
  eyebrow: string;
  /** Where the hero's button is, and the service it preselects in the contact form. */
  place: CtaPlace;
  interest: ServiceInterest;
  /** Whether the page's hero has a picture (service and industry pages). */
  picture: boolean;
}

const industryOpening = (id: string) =>
  Object.hasOwn(industryOpenings, id) ? industryOpenings[id as keyof typeof industryOpenings] : undefined;

/**
 * The home page's opening: its title, and its own hero (src/features/hero/Hero.tsx) without the art and the divider
 * (docs/decisions/0058-the-home-page-s-opening-is-its-hero.md).
 */
export interface HomeOpening {
  kind: 'home-hero';
  title: string;
}

export type Opening = OpeningWords | HomeOpening;

/** The opening of the page at `route`, or null for a page without one (the placeholders, not found). */
export function openingOf(route: RouteEntry | undefined): Opening | null {
  switch (route?.page) {
    case 'home':
      return { kind: 'home-hero', title: homeMeta.title };
    case 'about':
      return {
        kind: 'page-hero',
        ...aboutOpening,
        place: 'about-hero',
        interest: 'consultation',
        picture: false,
      };
    case 'service': {
      const summary = serviceSummaries[route.id];
      return {
        kind: 'page-hero',
        ...serviceOpenings[route.id],
        eyebrow: summary.eyebrow,
        place: 'service-hero',
        interest: summary.interest,
        picture: true,
      };
    }
    case 'industry': {
      const opening = industryOpening(route.id);
      if (!opening) return null;
      return {
        kind: 'page-hero',
        ...opening,
        eyebrow: opening.name,
        place: 'industry-hero',
        interest: 'consultation',
        picture: true,
      };
    }
    default:
      return null;
  }
}
