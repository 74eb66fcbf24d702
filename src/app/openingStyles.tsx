import { startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { PageShownContext } from '../ui/pageShown';
import { theme } from '../ui/theme';
import { PageOpeningView } from './PageOpening';
import { openingOf } from './pageOpenings';
import { routes } from './routes';

/** One opening of each kind: the home hero; a page's hero without a picture (About) and with its room (a service). */
const KINDS = ['home', 'about', 'service'] as const;

/**
 * Writes the openings' styles ahead of a tap, once the app has taken over and the browser is idle, where the app
 * renders no page ahead (a phone: docs/decisions/0060-a-phone-writes-the-openings-styles-ahead.md). The first render
 * of a component in a document generates its CSS and inserts its rules: in the tap's task, that was half the home
 * opening's render. This renders
 * one opening of each kind once, in a root of its own that is never in the document, at React's transition
 * priority (in slices that yield to any input), and unmounts it once committed. The rules stay in the document's
 * stylesheet, where they match nothing until a tap renders an opening, which then inserts none. Settles once
 * written and unmounted.
 */
export function writeOpeningStylesAhead(): Promise<void> {
  const openings = KINDS.map((kind) => openingOf(routes.find((route) => route.page === kind)));
  const root = createRoot(document.createElement('div'));
  let written = () => {};
  const done = new Promise<void>((resolve) => (written = resolve));
  function Written() {
    useEffect(() => {
      const timer = window.setTimeout(() => {
        root.unmount();
        written();
      });
      return () => window.clearTimeout(timer);
    }, []);
    return null;
  }
  startTransition(() =>
    root.render(
      <ThemeProvider theme={theme}>
        {/* Not the page on screen: no <title>, no first-paint mark. */}
        <PageShownContext.Provider value={false}>
          {openings.map((opening, i) => opening && <PageOpeningView key={KINDS[i]} opening={opening} />)}
          <Written />
        </PageShownContext.Provider>
      </ThemeProvider>,
    ),
  );
  return done;
}
