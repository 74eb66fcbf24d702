import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PagePlaceholder } from '../ui/PagePlaceholder';
import { HydrationMarker } from './HydrationMarker';
import { pages } from './pageModules';
import { routes, type RouteEntry } from './routes';

function RoutePage({ route }: { route: RouteEntry }) {
  switch (route.page) {
    case 'home':
      return <pages.home />;
    case 'about':
      return <pages.about />;
    case 'service':
      return <pages.service id={route.id} />;
    case 'industry':
      return <pages.industry id={route.id} />;
    case 'comingSoon':
      return <pages.comingSoon id={route.id} />;
  }
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PagePlaceholder />}>
      <Switch>
        {routes.map((route) => (
          <Route key={route.path} path={route.path}>
            <RoutePage route={route} />
          </Route>
        ))}
        <Route>
          {/* Unknown paths: a legacy address redirects, anything else is not found (its chunk holds both). */}
          <pages.notFound />
        </Route>
      </Switch>
      {/* Inside the boundary: its effect runs only once the page itself has hydrated. */}
      <HydrationMarker />
    </Suspense>
  );
}
