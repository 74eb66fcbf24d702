import '@fontsource-variable/inter/index.css';

// The page's only render-critical script module: about a kilobyte. The prerendered HTML is complete and styled, so
// the browser paints the text first; React, the app and this page's chunk are requested together once it has,
// and then hydrate the page. (Requested in parallel with the HTML instead, they finish early on a fast connection
// and their evaluation runs ahead of the first paint: Lighthouse mobile FCP and LCP 1.9–2.1 s before, ~1.3 s
// after.) Nothing the visitor does meanwhile is lost: the inline script in <head> (src/boot/earlyInput.ts) keeps
// it for the app to replay.
let started = false;
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
const start = async () => {
  if (started) return;
  started = true;
  const root = document.getElementById('root');
  // The dev server has no prerendered page.
  if (import.meta.env.DEV) return void import('./hydrate');
  // The app and this page's own chunks (listed by the prerenderer, dependencies first: scripts/prerender.mjs)
  // download together: hydration would only ask for the page's chunks on reaching the page.
  const chunks = root?.dataset.chunks?.split(' ') ?? [];
  for (const href of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  // Then the app's chunks run one per task, dependencies first, up to the app itself (which hydrates): evaluated
  // as one module graph they were one long task (React DOM, styled-components and the app: ~250 ms on a phone),
  // during which a tap waited.
  const app = root?.dataset.app ?? '';
  for (const href of chunks.slice(0, chunks.indexOf(app))) {
    await import(/* @vite-ignore */ href);
    await nextTask();
  }
  await import(/* @vite-ignore */ app);
};

// A page left before its chunks arrived (or offline) rejects the imports: the prerendered page goes on working as
// HTML, so there is nothing to report (Firefox would log the rejection as an uncaught error).
const hydrate = () => void start().catch(() => undefined);

const painted = (list: PerformanceObserverEntryList, observer: PerformanceObserver) => {
  if (list.getEntriesByName('first-contentful-paint').length === 0) return;
  observer.disconnect();
  hydrate();
};

new PerformanceObserver(painted).observe({ type: 'paint', buffered: true });
// A hidden tab paints nothing (and a browser without paint timing reports none): hydrate anyway.
setTimeout(hydrate, 1000);
