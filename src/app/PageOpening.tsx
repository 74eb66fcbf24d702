import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { company } from '../content/company';
import { uiCopy } from '../content/uiCopy';
import { Hero } from '../features/hero/Hero';
import type { SwapInTransition } from '../ui/AfterFirstScreen';
import { ContactButton } from '../ui/ContactButton';
import { PageHero } from '../ui/PageHero';
import { PagePlaceholder } from '../ui/PagePlaceholder';
import { usePageShown } from '../ui/pageShown';
import { showFirstScreenFirst } from './firstScreen';
import { focusAgainAfterFrame } from './NewPageFocus';
import { whenOpeningOnScreen } from './openingOnScreen';
import { openingOf, type Opening } from './pageOpenings';
import { loadRoute } from './pageModules';
import { appHasTakenOver } from './siteLocation';
import type { RouteEntry } from './routes';

/**
 * The page's opening: its title, its hero's words and button (the home page: its hero without the art and the
 * divider), and a screen-tall room below for the rest. The title only while the page is shown: an opening left for
 * another page before its code came stays, hidden, in the document. `onScreen` is called once the opening has been on
 * the screen (src/app/openingOnScreen.ts).
 */
export function PageOpeningView({ opening, onScreen }: { opening: Opening; onScreen?: () => void }) {
  const shown = usePageShown();
  const room = useRef<HTMLDivElement>(null);
  // Before the frame that paints it (the commit's layout phase): its words are marked for the report of that paint.
  // Not while it is hidden (<Activity> runs no effect then).
  useLayoutEffect(
    () =>
      onScreen ? whenOpeningOnScreen(room.current?.previousElementSibling ?? null, onScreen) : undefined,
    [onScreen],
  );
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
      <PagePlaceholder ref={room} />
    </>
  );
}

/** What a page whose code is already in hand waits for before it replaces its opening: nothing. */
const IN_HAND: Promise<unknown> = Promise.resolve();

/**
 * The opening `route`'s page shows, or null once it shows the page itself; and the context the page itself renders in
 * (`swap`). A page with an opening that the app first renders as the page on screen (a tap on a page the app has not
 * rendered ahead: on a phone, every page, src/app/pagesAhead.ts) shows its opening in the tap's frame. Then, once the
 * opening has been on the screen and the page's code is in hand (at once if it was fetched ahead), or has failed (the
 * page's boundary then reads the failure), the page renders as a swap renders it, its first screen first
 * (src/ui/AfterFirstScreen.tsx, src/app/firstScreen.ts), but in a transition: React renders it in slices that give
 * way to input, and the opening stays on the screen until the page's commit replaces it. Rendered in one task, the
 * home page's first screen held a phone's main thread for about 250 ms after the tap
 * (docs/decisions/0071-a-page-replaces-its-opening-in-a-transition.md). So a tap never waits for the render of a
 * whole page before it shows something (docs/decisions/0059-every-tap-to-a-page-not-rendered-ahead-shows-its-opening-first.md),
 * and nothing the visitor does next waits for it either. Focus that was in the opening moves to the same control in
 * the page (a tab of the home hero), or else to the page's heading. The prerender, the hydration and the pages
 * rendered ahead, hidden, never show an opening.
 */
export function useOpening(route: RouteEntry): {
  opening: { opening: Opening; onScreen: () => void } | null;
  swap: SwapInTransition;
} {
  const shown = usePageShown();
  // Not in the prerender or the hydration: the page's code is in hand there, though its promise may not have settled
  // yet, and the hydration must render what the prerender did.
  const [onItsWay] = useState(() =>
    typeof window === 'undefined' || !appHasTakenOver() || !shown || !openingOf(route)
      ? null
      : (loadRoute(route.path) ?? IN_HAND),
  );
  const [onScreen] = useState(() => {
    let resolve = () => {};
    const painted = new Promise<void>((done) => (resolve = done));
    return { painted, resolve };
  });
  const swapRef = useRef(false);
  /**
   * The element last focused while the opening was shown: the commit that replaces the opening removes it. Followed
   * through `focusin` alone: Chromium fires `focusout` for the focused element the commit removes, while it is still in
   * the document, so a visitor's blur cannot be told from that removal (read as a blur, it lost the focus of the
   * navigation specs' hero tab and heading).
   */
  const focused = useRef<Element | null>(null);
  const [arrived, setArrived] = useState(onItsWay === null);
  useEffect(() => {
    if (arrived || !onItsWay) return;
    let live = true;
    const noteFocus = () => (focused.current = document.activeElement);
    const render = () => {
      if (!live) return;
      noteFocus();
      document.addEventListener('focusin', noteFocus);
      swapRef.current = true;
      startTransition(() => setArrived(true));
    };
    // Not before the opening has been on the screen (PageOpeningView calls `onScreen`): code that arrives in the
    // moment the opening is committed would otherwise render the whole page before the frame that shows the opening,
    // and a page that replaces its opening before the screen has shown it makes the opening a cost the visitor never
    // sees (docs/decisions/0061-an-opening-stays-until-it-has-been-on-the-screen.md).
    const whenBoth = Promise.all([onItsWay.then(noop, noop), onScreen.painted]);
    void whenBoth.then(render);
    return () => {
      live = false;
      swapRef.current = false;
      document.removeEventListener('focusin', noteFocus);
    };
  }, [arrived, onItsWay, onScreen]);
  // The commit that replaced the opening, before its frame: the page's first screen first, and focus back where it was.
  useLayoutEffect(() => {
    if (!arrived || !swapRef.current) return;
    swapRef.current = false;
    showFirstScreenFirst();
    const element = focused.current;
    focused.current = null;
    if (element && element !== document.body && !element.isConnected) focusAgainAfterFrame(element.id);
  }, [arrived]);
  const opening = arrived ? null : openingOf(route);
  return { opening: opening ? { opening, onScreen: onScreen.resolve } : null, swap: swapRef };
}

function noop() {}
