import type { Query } from '../inPage';
import type { Run } from '../runs';
import type { Visitor } from '../visitor';
import { contactForm } from '../../../src/content/contactForm';
import { navigation } from '../../../src/content/navigation';

/** What a journey gets: the run it is part of, the visitor that acts, and the server it visits. */
export interface JourneyContext {
  run: Run;
  visitor: Visitor;
  origin: string;
  /** The server's local D1 state (LEADS_STATE_DIR), to read the leads it stored. */
  stateDir: string;
}

/** One thing a visitor does on the site, start to end, with what they must see. */
export interface Journey {
  /** Numbered, as the report lists them. */
  title: string;
  /** The widths or runs it applies to (the phone menu exists only under 768 px, …). Every run by default. */
  applies?: (run: Run) => boolean;
  run: (context: JourneyContext) => Promise<void>;
  /** For a journey that waits on something slow (WebGL under software rendering) or opens many pages. */
  timeout?: number;
}

export const main: Query = { role: 'main' };
export const mainNav: Query = { role: 'navigation', name: navigation.header.navLabel };
export const contactDialog: Query = { role: 'dialog', name: contactForm.title };
export const phoneMenu: Query = { role: 'dialog', name: navigation.header.mobileMenuLabel };
export const openMenuButton: Query = { role: 'button', name: navigation.header.openMenu };

/** A point of the viewport outside `box`, near a corner, for a click on a backdrop. */
export function pointOutside(box: { x: number; y: number; width: number; height: number }, run: Run) {
  const corners = [
    { x: 4, y: run.height / 2 },
    { x: run.width - 4, y: run.height / 2 },
    { x: run.width / 2, y: 4 },
    { x: run.width / 2, y: run.height - 4 },
  ];
  const outside = corners.find(
    ({ x, y }) => x < box.x || x > box.x + box.width || y < box.y || y > box.y + box.height,
  );
  if (!outside) throw new Error(`the box ${JSON.stringify(box)} covers the whole viewport`);
  return outside;
}
