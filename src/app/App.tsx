import { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { theme } from '../ui/theme';
import { AppRoutes } from './AppRoutes';
import { NewPageFocus } from './NewPageFocus';
import { PageViews } from './PageViews';
import { caseSensitiveParser } from './routeParser';
import { ScrollToTop } from './ScrollToTop';
import { SiteLayout } from './SiteLayout';
import { siteNavigation } from './siteLocation';

interface AppProps {
  /** Path rendered on the server (prerender); the browser's location otherwise. */
  ssrPath?: string;
  ssrSearch?: string;
}

export function App({ ssrPath, ssrSearch }: AppProps) {
  return (
    <ThemeProvider theme={theme}>
      <Router aroundNav={siteNavigation} ssrPath={ssrPath} ssrSearch={ssrSearch} parser={caseSensitiveParser}>
        <ScrollToTop />
        <PageViews />
        <SiteLayout>
          <AppRoutes />
        </SiteLayout>
        <NewPageFocus />
      </Router>
    </ThemeProvider>
  );
}
