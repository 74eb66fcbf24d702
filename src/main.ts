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
  if (import.meta.env.DEV) return void import('./hydrate').then((app) => app.start());
  // The app and this page's own chunks (listed by the prerenderer, dependencies first: scripts/prerender.mjs)
  // download together: hydration would only ask for the page's chunks on reaching the page. One link per task:
  // inserting one starts its request, a few milliseconds each on a phone.
  const chunks = root?.dataset.chunks?.split(' ') ?? [];
  for (const href of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
    await nextTask();
  }
  // Then every chunk runs, one per task, dependencies first (evaluated as one module graph they were one long task,
  // during which a tap waited: React DOM, styled-components, the app and the page, ~500 ms on a phone), and the
  // app, defined by now, starts.
  for (const href of chunks) {
    await import(/* @vite-ignore */ href);
    await nextTask();
  }
  ((await import(/* @vite-ignore */ root?.dataset.app ?? '')) as { start(): void }).start();
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
