import cards, { height, width } from 'virtual:social-cards';
import { paths } from '../content/paths';
import { absoluteUrl } from './jsonLd';

export interface CardImage {
  /** Absolute address, as link previews need it. */
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** The social card of the page at `path`: its own, or the home page's for a page without one (placeholders). */
export function cardImage(path: string): CardImage | undefined {
  const card = cards[path] ?? cards[paths.home];
  return card && { url: absoluteUrl(card.url), alt: card.alt, width, height };
}
