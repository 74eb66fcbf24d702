import { Activity, createElement, memo, Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import type { ServiceId } from '../content/types';
import { SwapTransition } from '../ui/AfterFirstScreen';
import { PagePlaceholder } from '../ui/PagePlaceholder';
import { PageShownContext } from '../ui/pageShown';
import { HydrationMarker } from './HydrationMarker';
import { PageBoundary } from './PageBoundary';
import { PageOpeningView, useOpening } from './PageOpening';
import { usePageComponent } from './pageModules';
import { keepPage, useKeptPages } from './pagesAhead';
import { routeFor } from './routeFor';
import type { RouteEntry } from './routes';

// A page module's component is read from the module (usePageComponent), and rendered as an element of that type.
function HomePage() {
  return createElement(usePageComponent('home'));
}

function AboutPage() {
  return createElement(usePageComponent('about'));
}

function ServicePage({ id }: { id: ServiceId }) {
  return createElement(usePageComponent('service'), { id });
}

function IndustryPage({ id }: { id: string }) {
  return createElement(usePageComponent('industry'), { id });
}

function ComingSoonPage({ id }: { id: string }) {
  return createElement(usePageComponent('comingSoon'), { id });
}

/** Unknown paths: a legacy address redirects, anything else is not found (its chunk holds both). */
function NotFoundPage() {
  return createElement(usePageComponent('notFound'));
}

/** One route's page. Memoized apart from its opening: showing or hiding the page re-renders none of it (below). */
const RoutePageItself = memo(function RoutePageItself({ route }: { route: RouteEntry }) {
  switch (route.page) {
    case 'home':
      return <HomePage />;
    case 'about':
      return <AboutPage />;
    case 'service':
      return <ServicePage id={route.id} />;
    case 'industry':
      return <IndustryPage id={route.id} />;
    case 'comingSoon':
      return <ComingSoonPage id={route.id} />;
  }
});

/**
 * One route's page, or its opening until the page itself renders (src/app/PageOpening.tsx). Memoized: a page
 * re-renders when what it reads changes, not whenever the location does. The opening reads whether the page is shown,
 * so this re-renders when a tap shows or hides the page; the page itself, memoized apart, does not: a re-render of a
 * whole page in the tap's task is its share of a reveal's time (about 40 ms of the home page's, at a phone's CPU).
 */
const RoutePage = memo(function RoutePage({ route }: { route: RouteEntry }) {
  const { opening, swap } = useOpening(route);
  if (opening) return <PageOpeningView opening={opening.opening} onScreen={opening.onScreen} />;
  return (
    <SwapTransition value={swap}>
      <RoutePageItself route={route} />
    </SwapTransition>
  );
});

/** The route of a path, as the router matches it (case-sensitive, a trailing slash ignored), or undefined. */
function useCurrentRoute(): RouteEntry | undefined {
  const [location] = useLocation();
  return routeFor(location);
}

/**
 * One page of the stack (`route` null: the not-found page): shown, or rendered ahead and hidden (`<Activity mode="hidden">`: its DOM is in the document
 * with `display: none`, its effects are not mounted, and React renders it at its lowest priority, yielding to any
 * input). Showing it is a commit that only reveals what is built, mounts its effects and hoists its <title>.
 */
const StackedPage = memo(function StackedPage({
  shown,
  route,
}: {
  shown: boolean;
  route: RouteEntry | null;
}) {
  return (
    <Activity mode={shown ? 'visible' : 'hidden'}>
      <PageShownContext value={shown}>
        <Suspense fallback={shown ? <PagePlaceholder /> : null}>
          <PageBoundary shown={shown}>{route ? <RoutePage route={route} /> : <NotFoundPage />}</PageBoundary>
          {/* Last inside the shown page's boundary: its effect runs once the page itself has hydrated. */}
          {shown && <HydrationMarker />}
        </Suspense>
      </PageShownContext>
    </Activity>
  );
});

/**
 * The page on screen and the pages rendered ahead for the visitor's next tap (src/app/pagesAhead.ts), each kept once
 * built: a page left stays rendered, hidden, for the way back. One keyed list in the order the pages came, which a
 * navigation never changes: showing a page moves no DOM (moving a page's nodes would make the browser style and lay
 * them out from scratch, in the frame that shows it).
 */
export function AppRoutes() {
  const current = useCurrentRoute();
  const kept = useKeptPages();
  useEffect(() => {
    if (current) keepPage(current);
  }, [current]);
  const stack = current && !kept.includes(current) ? [...kept, current] : kept;
  return [
    ...stack.map((route) => <StackedPage key={route.path} route={route} shown={route === current} />),
    ...(current ? [] : [<StackedPage key="not-found" route={null} shown />]),
  ];
}
