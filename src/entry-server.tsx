import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';
import { App } from './app/App';
import { routes, isIndexable } from './app/routes';
import { asServerStyles } from './ui/serverStyles';
import { redirects } from './content/redirects';

export { routes, isIndexable, redirects };
export { sitemapXml } from './app/sitemap';
export { company } from './content/company';

export { inlineBootScript } from './boot/inlineScript';
export { SITE_FONT_FAMILY } from './shared/siteFont';
export { globalCss } from './ui/globalCss';
export { FIRST_PAINT_MARK_ID } from './ui/FirstPaintMark';
export { partsHydratedWhenReached } from './pages/partsHydratedWhenReached';
export { pathsToFetchAhead } from './app/pagesAhead';

export interface RenderedPage {
  /** Markup React hoisted (title, meta, link, JSON-LD), to be moved into <head>. */
  head: string;
  body: string;
  /**
   * The page's critical CSS: styled-components' block, marked as the server's, whose class names the app adopts
   * (src/ui/serverStyles.ts).
   */
  styleTags: string;
}

const HOISTED =
  /^(?:<(?:title|meta|link|script type="application\/ld\+json")[^>]*>(?:[^<]*<\/(?:title|script)>)?)+/;

const streamToString = async (stream: NodeJS.ReadableStream): Promise<string> => {
  let html = '';
  for await (const chunk of stream) html += chunk.toString();
  return html;
};

/** Renders one path to HTML, waiting for every lazy page chunk. */
export async function renderPage(path: string): Promise<RenderedPage> {
  const sheet = new ServerStyleSheet();
  // A component that throws here would leave its Suspense boundary to the browser: a page whose text crawlers and
  // visitors without script never get. The build fails instead.
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <StrictMode>
          <App ssrPath={path} ssrSearch="" />
        </StrictMode>,
      ),
      // Never outline a large Suspense boundary behind an inline script: the CSP allows no inline scripts.
      { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
    );
    const html = await streamToString(prelude);
    if (errors.length > 0)
      throw new Error(`${path} failed to render on the server: ${String(errors[0])}`, { cause: errors[0] });
    const head = HOISTED.exec(html)?.[0] ?? '';
    return { head, body: html.slice(head.length), styleTags: asServerStyles(sheet.getStyleTags()) };
  } finally {
    sheet.seal();
  }
}
