import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { company } from '../content/company';
import type { CtaPlace } from '../content/ctaPlaces';
import { aboutOpening, industryOpenings, serviceOpenings, type PageOpening } from '../content/openings';
import { serviceSummaries } from '../content/services/summaries';
import type { ServiceInterest } from '../content/types';
import { uiCopy } from '../content/uiCopy';
import { renderSwap } from '../ui/AfterFirstScreen';
import { ContactButton } from '../ui/ContactButton';
import { PageHero } from '../ui/PageHero';
import { PagePlaceholder } from '../ui/PagePlaceholder';
import { showFirstScreenFirst } from './firstScreen';
import { focusShownHeadingAfterFrame } from './NewPageFocus';
import { loadRoute } from './pageModules';
import type { RouteEntry } from './routes';

/**
 * What a page shows while its code is on its way (docs/decisions/0057-a-tap-shows-its-page-s-first-words-at-once.md):
 * its title, and its hero's words and button as the page itself sets them (src/pages/AboutPage.tsx, ServicePage.tsx,
 * IndustryPage.tsx), the room of its picture kept.
 */
export interface OpeningWords extends PageOpening {
  eyebrow: string;
  /** Where the hero's button is, and the service it preselects in the contact form. */
  place: CtaPlace;
  interest: ServiceInterest;
  /** Whether the page's hero has a picture (service and industry pages). */
  picture: boolean;
}

const industryOpening = (id: string) =>
  Object.hasOwn(industryOpenings, id) ? industryOpenings[id as keyof typeof industryOpenings] : undefined;

/** The opening of the page at `route`, or null for a page without one (home, the placeholders, not found). */
export function openingOf(route: RouteEntry | undefined): OpeningWords | null {
  switch (route?.page) {
    case 'about':
      return { ...aboutOpening, place: 'about-hero', interest: 'consultation', picture: false };
    case 'service': {
      const summary = serviceSummaries[route.id];
      return {
        ...serviceOpenings[route.id],
        eyebrow: summary.eyebrow,
        place: 'service-hero',
        interest: summary.interest,
        picture: true,
      };
    }
    case 'industry': {
      const opening = industryOpening(route.id);
      if (!opening) return null;
      return {
        ...opening,
        eyebrow: opening.name,
        place: 'industry-hero',
        interest: 'consultation',
        picture: true,
      };
    }
    default:
      return null;
  }
}

/** The page's opening: its title, its hero's words and button, and a screen-tall room below for the rest. */
export function PageOpeningView({ opening }: { opening: OpeningWords }) {
  return (
    <>
      <title>{`${opening.title}${company.titleSuffix}`}</title>
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
      <PagePlaceholder />
    </>
  );
}

/**
 * The opening `route`'s page shows, or null once it shows the page itself. A page with an opening whose code is still
 * on its way when the browser first renders it (a tap on a page the app has not rendered or fetched ahead, as on a
 * phone: src/app/pagesAhead.ts) shows its opening; once the code has arrived, or failed (the page's boundary then
 * reads the failure), the page renders as a swap renders it: its first screen first (src/ui/AfterFirstScreen.tsx,
 * src/app/firstScreen.ts). Focus that was in the opening moves to the page's heading. A page the prerender renders,
 * or the hydration, or one rendered ahead, has its code in hand and never shows an opening.
 */
export function useOpening(route: RouteEntry): OpeningWords | null {
  const [onItsWay] = useState(() =>
    typeof window === 'undefined' || !openingOf(route) ? null : loadRoute(route.path),
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
      if (focused && focused !== document.body && !focused.isConnected) focusShownHeadingAfterFrame();
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
