// First: puts the module that starts React DOM in the graph (it lives in React DOM's chunk; docs/decisions/0044).
import './app/reactDomStart';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { rootErrorOptions } from './app/reactErrors';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Prerendered pages hydrate; the SPA shell (dev server) renders from scratch. Hydrating inside a transition lets
// React yield to the browser every few milliseconds instead of blocking the main thread for the whole page.
if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app, rootErrorOptions));
else createRoot(container, rootErrorOptions).render(app);
