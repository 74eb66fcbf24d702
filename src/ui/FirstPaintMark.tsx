import { usePageShown } from './pageShown';

/** The id of the mark that ends what the shown page's first paint waits for, named in every prerendered page's <head>. */
export const FIRST_PAINT_MARK_ID = 'first-paint';

/**
 * Where a page loaded as a document may first be painted: an empty, hidden element after its first screen's words
 * (the hero's eyebrow, heading, lead and actions, or its one message). Every prerendered page names it in
 * `<link rel="expect" blocking="render">` (scripts/prerender.mjs); a browser that knows the link paints nothing until
 * the mark is in the document, so its first paint shows the header and those words together, never the header
 * alone, and the browser does not lay out the header in one frame and the whole rest of what it has parsed in the
 * next (docs/decisions/0055-a-document-s-first-paint-waits-for-its-first-words.md). It goes after the words, not
 * after the whole first screen: Chromium lets the paint go once the named element is inserted, and waiting for the
 * hero's pictures and diagrams as well made the largest paint later on a phone. Only the page on screen carries
 * it: the pages rendered ahead, hidden, would repeat its id.
 */
export function FirstPaintMark() {
  return usePageShown() ? <span id={FIRST_PAINT_MARK_ID} hidden /> : null;
}
