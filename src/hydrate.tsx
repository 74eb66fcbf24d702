// First: puts the module that starts React DOM in the graph (it lives in React DOM's chunk; docs/decisions/0044).
import './app/reactDomStart';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadRoute } from './app/pageModules';
import { rootErrorOptions } from './app/reactErrors';
import { globalCss } from './ui/globalCss';
import { partsInFlight } from './ui/pageCode';
import { adoptServerStyles } from './ui/serverStyles';

/**
 * Starts the app on the page. Called by the boot module (src/main.ts) once it has evaluated every chunk the page
 * needs, each in a task of its own: evaluating this module only defines things, so a chunk that imports from it can
 * be evaluated before it without starting the app early.
 */
export function start(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // Prerendered pages hydrate; the SPA shell (dev server) renders from scratch. Hydrating inside a transition lets
  // React yield to the browser every few milliseconds instead of blocking the main thread for the whole page.
  if (container.firstElementChild) {
    // The page's parts in chunks of their own render with it (src/ui/AfterFirstScreen.tsx, `pagePart`), and so does
    // a service or industry page's own content (src/pages/offerContent.ts): the boot module has evaluated their chunks.
    loadRoute(window.location.pathname);
    const parts = partsInFlight();
    if (parts) {
      void parts.then(start);
      return;
    }
    // The prerendered styles stay in place; the app only learns their class names (src/ui/serverStyles.ts).
    adoptServerStyles();
    startTransition(() => void hydrateRoot(container, app, rootErrorOptions));
    return;
  }
  // The dev server's page has none of the prerendered <head>: its global rules come from here (src/ui/globalCss.ts).
  const style = document.createElement('style');
  style.textContent = globalCss;
  document.head.prepend(style);
  createRoot(container, rootErrorOptions).render(app);
}
