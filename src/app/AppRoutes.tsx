import { Suspense } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { pages } from './pageModules';
import { redirectTarget } from './redirects';
import { routes, type RouteEntry } from './routes';
import { PagePlaceholder } from '../ui/PagePlaceholder';

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

function NotFoundOrRedirect() {
  const [location] = useLocation();
  const search = useSearch();
  const target = redirectTarget(location);
  if (target) {
    const [targetPath = '', targetSearch] = target.split('?');
    const merged = new URLSearchParams(targetSearch);
    new URLSearchParams(search).forEach((v, k) => merged.has(k) || merged.set(k, v));
    const query = merged.toString();
    return <Redirect to={query ? `${targetPath}?${query}` : targetPath} replace />;
  }
  return <pages.notFound />;
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
          <NotFoundOrRedirect />
        </Route>
      </Switch>
    </Suspense>
  );
}
