import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { prefetchPages } from './app/pageModules';
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

// Warm the other pages' chunks once the page has loaded and the browser is idle.
const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500));
if (document.readyState === 'complete') idle(prefetchPages);
else window.addEventListener('load', () => idle(prefetchPages), { once: true });
