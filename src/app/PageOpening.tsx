import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { company } from '../content/company';
import { uiCopy } from '../content/uiCopy';
import { Hero } from '../features/hero/Hero';
import { renderSwap } from '../ui/AfterFirstScreen';
import { ContactButton } from '../ui/ContactButton';
import { PageHero } from '../ui/PageHero';
import { PagePlaceholder } from '../ui/PagePlaceholder';
import { usePageShown } from '../ui/pageShown';
import { showFirstScreenFirst } from './firstScreen';
import { focusAgainAfterFrame } from './NewPageFocus';
import { openingOf, type Opening } from './pageOpenings';
import { loadRoute } from './pageModules';
import { appHasTakenOver } from './siteLocation';
import type { RouteEntry } from './routes';

/**
 * The page's opening: its title, its hero's words and button (the home page: its hero without the art and the
 * divider), and a screen-tall room below for the rest. The title only while the page is shown: an opening left for
 * another page before its code came stays, hidden, in the document.
 */
export function PageOpeningView({ opening }: { opening: Opening }) {
  const shown = usePageShown();
  return (
    <>
      {shown && <title>{`${opening.title}${company.titleSuffix}`}</title>}
      {opening.kind === 'home-hero' ? (
        <Hero />
      ) : (
        <PageHero
          eyebrow={opening.eyebrow}
          heading={opening.heading}
          lead={opening.lead}
          pictureToCome={opening.picture}
          actions={
            <ContactButton place={opening.place} interest={opening.interest}>
              {uiCopy.consultationButton}
            </ContactButton>
          }
        />
      )}
      <PagePlaceholder />
    </>
  );
}

/**
 * The opening `route`'s page shows, or null once it shows the page itself. A page with an opening whose code is still
 * on its way when the browser first renders it (a tap on a page the app has not rendered or fetched ahead, as on a
 * phone: src/app/pagesAhead.ts) shows its opening; once the code has arrived, or failed (the page's boundary then
 * reads the failure), the page renders as a swap renders it: its first screen first (src/ui/AfterFirstScreen.tsx,
 * src/app/firstScreen.ts). Focus that was in the opening moves to the same control in the page (a tab of the home
 * hero), or else to the page's heading. A page the prerender renders, or the hydration, or one rendered ahead, has
 * its code in hand and never shows an opening.
 */
export function useOpening(route: RouteEntry): Opening | null {
  // Not in the prerender or the hydration: the page's code is in hand there, though its promise may not have settled
  // yet, and the hydration must render what the prerender did.
  const [onItsWay] = useState(() =>
    typeof window === 'undefined' || !appHasTakenOver() || !openingOf(route) ? null : loadRoute(route.path),
  );
  const [arrived, setArrived] = useState(onItsWay === null);
  useEffect(() => {
    if (arrived || !onItsWay) return;
    let live = true;
    let frame = 0;
    let timer = 0;
    const render = () => {
      if (!live) return;
      const focused = document.activeElement;
      renderSwap(() => flushSync(() => setArrived(true)));
      showFirstScreenFirst();
      if (focused && focused !== document.body && !focused.isConnected) focusAgainAfterFrame(focused.id);
    };
    // Not before the opening is on the screen: code that arrives in the moment the opening is committed would
    // otherwise render the whole page before the frame that shows the opening (a task queued from
    // requestAnimationFrame runs after that frame's paint). A hidden tab paints no frame.
    const show = () => {
      if (!live) return;
      if (document.visibilityState !== 'visible') render();
      else frame = requestAnimationFrame(() => (timer = window.setTimeout(render)));
    };
    onItsWay.then(show, show);
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [arrived, onItsWay]);
  return arrived ? null : openingOf(route);
}
