/**
 * The page parts (modules of src/pages/ that a page module imports dynamically) that a prerendered page does not
 * hydrate with: the prerender leaves their chunks out of the page's list (scripts/prerender.mjs, `data-chunks`), and
 * the page requests them when it chooses (`deferPagePart`, src/ui/pageCode.ts). Every other part hydrates with its
 * page. (docs/decisions/0068-the-home-hero-s-desktop-parts-hydrated-when-a-phone-reaches-for-them.md)
 */
export const partsHydratedWhenReached: readonly string[] = ['src/pages/HomeHeroParts.tsx'];
