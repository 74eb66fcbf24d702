import '@fontsource-variable/inter/index.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { prefetchPages } from './app/pageModules';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Prerendered pages hydrate; the SPA shell (dev server) renders from scratch.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);

const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500));
window.addEventListener('load', () => idle(prefetchPages), { once: true });
