import '@fontsource-variable/inter/index.css';

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
  // This page's own chunks (listed by the prerenderer) download beside the app instead of after it: hydration
  // would only ask for them on reaching the page.
  for (const href of document.getElementById('root')?.dataset.chunks?.split(' ') ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void import('./hydrate');
};

const painted = (list: PerformanceObserverEntryList, observer: PerformanceObserver) => {
  if (list.getEntriesByName('first-contentful-paint').length === 0) return;
  observer.disconnect();
  start();
};

if (PerformanceObserver.supportedEntryTypes.includes('paint'))
  new PerformanceObserver(painted).observe({ type: 'paint', buffered: true });
else requestAnimationFrame(() => setTimeout(start, 0));
// A hidden tab paints nothing: hydrate anyway.
setTimeout(start, 1000);
