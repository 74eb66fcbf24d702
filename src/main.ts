import '@fontsource-variable/inter/index.css';
import { listenForContactCommands } from './features/contact/invokerPreset';

// The page's only render-critical script module: about a kilobyte. The prerendered HTML is complete and styled, so
// the browser paints the text first; React, the app and this page's chunk are requested together once it has,
// and then hydrate the page. (Requested in parallel with the HTML instead, they finish early on a fast connection
// and their evaluation runs ahead of the first paint: Lighthouse mobile FCP and LCP 1.9–2.1 s before, ~1.3 s
// after.) Nothing the visitor does meanwhile is lost: the inline script in <head> (src/boot/earlyInput.ts) keeps
// it for the app to replay.
let started = false;
const start = () => {
  if (started) return;
  started = true;
  const root = document.getElementById('root');
  // The app and this page's own chunks (listed by the prerenderer, scripts/prerender.mjs) download together:
  // hydration would only ask for the page's chunks on reaching the page.
  for (const href of root?.dataset.chunks?.split(' ') ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  // Production imports the app by the address the page names; the dev server has no prerendered page.
  if (import.meta.env.DEV) void import('./hydrate');
  else void import(/* @vite-ignore */ root?.dataset.app ?? '');
};

// A call to action clicked before the app runs opens the contact dialog natively; this presets its service.
listenForContactCommands();

const painted = (list: PerformanceObserverEntryList, observer: PerformanceObserver) => {
  if (list.getEntriesByName('first-contentful-paint').length === 0) return;
  observer.disconnect();
  start();
};

new PerformanceObserver(painted).observe({ type: 'paint', buffered: true });
// A hidden tab paints nothing (and a browser without paint timing reports none): hydrate anyway.
setTimeout(start, 1000);
