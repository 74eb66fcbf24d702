import { about } from '../content/about';
import { company } from '../content/company';
import { hero, homeMeta } from '../content/home';
import { industryPages } from '../content/industries';
import { navigation } from '../content/navigation';
import { servicePageById } from '../content/services';
import type { IconName, ServiceId } from '../content/types';

/** Which page of the site: the fields of a route table entry (src/app/routes.ts) the metadata depends on. */
export type PageRef =
  | { page: 'home' }
  | { page: 'about' }
  | { page: 'service'; id: ServiceId }
  | { page: 'industry'; id: string }
  | { page: 'comingSoon'; id: string };

/** The picture a link to the page shows in chats and social feeds (Open Graph, Twitter/X). */
export const SOCIAL_CARD = { width: 1200, height: 630 } as const;

/**
 * The colours of a card, from the theme: the solutions side (blue) for the services that build things, the
 * talent side (teal) for IT talent and the industries, both for the pages about the whole company.
 */
export type CardTone = 'solutions' | 'talent' | 'brand';

export interface SocialCard {
  /** Stem of the picture's file name. */
  slug: string;
  /** Small capitals above the title: where the page sits in the site. */
  eyebrow: string;
  title: string;
  /** One short line under the title. */
  line: string;
  /** Drawn in the badge at the right; the home page shows the brand mark there instead. */
  icon?: IconName;
  tone: CardTone;
  /** `og:image:alt`: what the picture says, for people who cannot see it. */
  alt: string;
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

const card = (fields: Omit<SocialCard, 'alt'>): SocialCard => ({
  ...fields,
  alt: `${company.name}: ${sentence(fields.title)} ${sentence(fields.line)}`,
});

/** The card of an indexable page, from the page's own content; placeholders have none (they share the home page's). */
export function socialCardFor(ref: PageRef): SocialCard | undefined {
  switch (ref.page) {
    case 'home':
      return card({
        slug: 'home',
        eyebrow: homeMeta.title,
        title: hero.solutions.headline,
        line: hero.talent.headline,
        tone: 'brand',
      });
    case 'about':
      return card({
        slug: 'about',
        eyebrow: about.eyebrow,
        title: about.heading,
        line: company.tagline,
        icon: 'building',
        tone: 'brand',
      });
    case 'service': {
      const page = servicePageById[ref.id];
      return card({
        slug: page.id,
        eyebrow: navigation.header.services,
        title: page.title,
        line: page.heading,
        icon: page.icon,
        tone: page.id === 'it-talent' ? 'talent' : 'solutions',
      });
    }
    case 'industry': {
      const page = industryPages.find((p) => p.id === ref.id);
      if (!page) throw new Error(`No industry page content for "${ref.id}"`);
      return card({
        slug: `industries-${page.id}`,
        eyebrow: navigation.header.industries,
        title: page.title,
        line: page.heading,
        icon: page.icon,
        tone: 'talent',
      });
    }
    case 'comingSoon':
      return undefined;
  }
}
