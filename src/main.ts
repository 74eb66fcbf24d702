import '@fontsource-variable/inter/index.css';

// The page's only render-critical script module: about a kilobyte. The prerendered HTML is complete and styled, so
// the browser paints the text first; React, the app and this page's chunk are requested together once it has,
// and then hydrate the page. (Requested in parallel with the HTML instead, they finish early on a fast connection
// and their evaluation runs ahead of the first paint: Lighthouse mobile FCP and LCP 1.9–2.1 s before, ~1.3 s
// after.) Nothing the visitor does meanwhile is lost: the inline script in <head> (src/boot/earlyInput.ts) keeps
// it for the app to replay.
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
const start = async () => {
  // The dev server has no prerendered page.
  if (import.meta.env.DEV) return void import('./hydrate').then((app) => app.start());
  // The app and this page's own chunks (listed by the prerenderer, dependencies first: scripts/prerender.mjs)
  // download together: hydration would only ask for the page's chunks on reaching the page. One link per task:
  // inserting one starts its request, a few milliseconds each on a phone.
  // Every prerendered page names them on #root; a page without would throw, as a failed chunk does. (Found with
  // `querySelector`, as the open-dialog check below is: the second call costs a few bytes of gzip, and the boot's
  // are budgeted.)
  const { app, chunks } = (document.querySelector('#root') as HTMLElement).dataset as {
    app: string;
    chunks: string;
  };
  const hrefs = chunks.split(' ');
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    // A try after a failure also fetches the chunk: WebKit keeps a failed preload in its memory cache and answers
    // every later request for the module with that failure, after a reload too; a request of another kind replaces
    // it. Elsewhere the fetch and the preload share one download (the chunks are cached for good).
    if (tries < 3) fetch(href).catch(() => {});
    document.head.append(link);
    await nextTask();
  }
  // Then every chunk runs, one per task, dependencies first (evaluated as one module graph they were one long task,
  // during which a tap waited: React DOM, styled-components, the app and the page, ~500 ms on a phone), and the
  // app, defined by now, starts.
  for (const href of hrefs) {
    await import(/* @vite-ignore */ href);
    await nextTask();
  }
  ((await import(/* @vite-ignore */ app)) as { start(): void }).start();
};

// A chunk that does not arrive (a connection dropped on a phone, a page left before its chunks came) rejects the
// imports. The start is tried again, up to three times, 4 s apart, and the clicks kept meanwhile are replayed once
// the app runs: Chromium asks again for a module whose request failed, and WebKit once the fetch above has replaced
// its failed preload. Firefox keeps the failure for the document's life, so there only a new document asks again:
// after the last try the page is loaded again (`history.go()`), but only online (offline that would show the
// browser's error page), once per tab (`self.name` outlives the reload; a page whose code is gone for good must not
// loop) and not while a dialog or a disclosure is open (the contact form is in a dialog: typing would be lost)
// (docs/decisions/0076-the-app-s-start-tried-again-when-its-code-does-not-arrive.md). No rejection is left unhandled
// (Firefox would log it as an uncaught error). `starting` is the start under way, or the one that succeeded: the
// first paint and the fallback below each ask for a start, and only one runs.
let tries = 3;
// (After a failure it is 0, not undefined: the boot's bytes are budgeted, and `void 0` costs four more.)
let starting: Promise<unknown> | 0 | undefined;
const hydrate = () =>
  (starting ||= start().catch(() => {
    starting = 0;
    if (tries--) setTimeout(hydrate, 4e3);
    else if (navigator.onLine && !self.name && !document.querySelector('[open]')) {
      self.name = '1';
      history.go();
    }
  }));

// The observer stays connected: it reports the first contentful paint once, and the start runs once.
const painted = (list: PerformanceObserverEntryList) =>
  list.getEntriesByName('first-contentful-paint')[0] && hydrate();

new PerformanceObserver(painted).observe({ type: 'paint', buffered: true });
// A hidden tab paints nothing (and a browser without paint timing reports none): hydrate anyway.
setTimeout(hydrate, 1000);
