import { KEEP_CLASS } from './noLoneWord';
import { media, theme } from './theme';

/**
 * The site's global rules (element defaults, the no-lone-word tail, the pressed look of a followed link, the held
 * parts of a page, reduced motion), as one stylesheet text. The prerenderer writes it into every page's <head> as a
 * <style> of its own, before styled-components' block, and nothing at run time inserts it again: as a styled-components
 * global style, the app wrote its rules a second time while hydrating (a global style with interpolations always
 * does), and rules with element and universal selectors made the browser recalculate the style of the whole document
 * (docs/decisions/0045-a-phone-s-first-seconds.md, "Styles"). The dev server, which has no prerendered page, adds it
 * before the app's first render (src/hydrate.tsx).
 */
/**
 * The room a phone's footer inside holds until it is first laid out: its height at 360–390 px, the common phone widths
 * (1,006 px at 320, 796 at 414–600, 732 at 767). After that the browser keeps its real height. Nothing follows the
 * footer, so a wrong estimate moves nothing on the screen; it only changes where the page ends until then.
 */
const FOOTER_ESTIMATE = '930px';

const rules = `
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: ${theme.layout.headerHeight}; }
  body {
    margin: 0;
    font-family: ${theme.font.body};
    font-size: ${theme.text.base};
    line-height: ${theme.leading.normal};
    color: ${theme.color.text};
    background: ${theme.color.surface};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }
  h1, h2, h3, h4 { line-height: ${theme.leading.tight}; margin: 0; letter-spacing: -0.015em; overflow-wrap: break-word; }
  p { margin: 0; }
  /* docs/decisions/0034-no-lone-words.md: balanced headings, paragraphs without a short last line where the engine
     can, and in every engine a heading's or lead's last two words moved to a line together (an inline block wraps as
     one piece, and inside itself only when the two words are wider than the line). */
  h1, h2, h3, h4 { text-wrap: balance; }
  p { text-wrap: pretty; }
  .${KEEP_CLASS} { display: inline-block; }
  a { color: ${theme.color.solutions}; }
  img, svg { display: block; max-width: 100%; }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
  /* The link a tap followed, until its page is on screen (src/app/pageSwap.ts): the frame after the tap shows it. Its
     text is dimmed through its fill colour, not the link's opacity: an opacity below 1 gives the link a layer and a
     compositing effect of its own, which that frame and the swap's next one lay out, paint and layerize
     (docs/decisions/0074-a-followed-link-dims-its-text-not-its-opacity.md). */
  a[data-following] { -webkit-text-fill-color: color-mix(in srgb, currentColor 60%, transparent); }
  @supports not (color: color-mix(in srgb, red, blue)) {
    a[data-following] { opacity: 0.6; }
  }
  /* A revealed page's parts below the first screen, for the frame that shows its first screen (src/app/firstScreen.ts). */
  [data-held] { content-visibility: hidden; contain-intrinsic-block-size: auto 640px; }
  /* On a phone, a page's sections after its first are styled, laid out and painted only near the viewport: the
     frames after a phone's first paint then lay out what is on and near its screen, not the whole document
     (docs/decisions/0062-a-phone-lays-out-what-is-near-its-screen.md). Only where the browser anchors the view
     (overflow-anchor): a section that takes its real size in place of its estimate then moves nothing on the screen,
     and where it does not (Safari), a jump past the sections moved the link being tapped. Not while a section holds
     an open popup, which may reach past the section's edges (the containment would clip it). No weight (:where), so
     a held part above stays held. A phone draws no WebGL, so no scene's labels need to stack above a shared canvas.
     The footer's inside too, not the footer itself, whose dark background must paint behind its text wherever that
     text is (docs/decisions/0070-a-phone-lays-out-its-footer-when-near-it.md): Chrome lays out the whole document
     as parsing ends, to read its text, and the footer was two fifths of what it laid out there. */
  @supports (overflow-anchor: auto) {
    ${media.mobile} {
      :where(main > section + section:not(:has([role='dialog']))) { content-visibility: auto; contain-intrinsic-block-size: auto 640px; }
      :where(#root > footer > *) { content-visibility: auto; contain-intrinsic-block-size: auto ${FOOTER_ESTIMATE}; }
    }
  }
  ${media.reducedMotion} {
    *, *::before, *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`;

/** The rules without their comments and runs of white space, as they go into every page. */
export const globalCss = rules
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\s+/g, ' ')
  .replace(/\s*([{};,])\s*/g, '$1')
  .trim();
