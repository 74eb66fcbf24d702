import { createGlobalStyle } from 'styled-components';
import { KEEP_CLASS } from './noLoneWord';
import { media } from './theme';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: ${(p) => p.theme.layout.headerHeight}; }
  body {
    margin: 0;
    font-family: ${(p) => p.theme.font.body};
    font-size: ${(p) => p.theme.text.base};
    line-height: ${(p) => p.theme.leading.normal};
    color: ${(p) => p.theme.color.text};
    background: ${(p) => p.theme.color.surface};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }
  h1, h2, h3, h4 { line-height: ${(p) => p.theme.leading.tight}; margin: 0; letter-spacing: -0.015em; overflow-wrap: break-word; }
  p { margin: 0; }
  /* docs/decisions/0034-no-lone-words.md: balanced headings, paragraphs without a short last line where the engine
     can, and in every engine a heading's or lead's last two words moved to a line together (an inline block wraps as
     one piece, and inside itself only when the two words are wider than the line). */
  h1, h2, h3, h4 { text-wrap: balance; }
  p { text-wrap: pretty; }
  .${KEEP_CLASS} { display: inline-block; }
  a { color: ${(p) => p.theme.color.solutions}; }
  img, svg { display: block; max-width: 100%; }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible { outline: 3px solid ${(p) => p.theme.color.focus}; outline-offset: 2px; }
  /* The link a tap followed, until its page is on screen (src/app/pageSwap.ts): the frame after the tap shows it. */
  a[data-following] { opacity: 0.6; }
  /* A revealed page's parts below the first screen, for the frame that shows its first screen (src/app/firstScreen.ts). */
  [data-held] { content-visibility: hidden; contain-intrinsic-block-size: auto 640px; }
  ${media.reducedMotion} {
    *, *::before, *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`;
