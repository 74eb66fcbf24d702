import { useSyncExternalStore } from 'react';
import { industryLinks, serviceLinks } from '../content/navigation';
import { paths } from '../content/paths';
import { createEmitter } from '../store/emitter';
import { isMobileViewport } from '../canvas/sceneSupport';
import { afterFirstInput, afterLoadWhenIdle, whenIdle } from '../ui/idle';
import { writeOpeningStylesAhead } from './openingStyles';
import { warmRoute } from './pageModules';
import { routes, type RouteEntry } from './routes';

/**
 * The pages the site's menus link to, the likeliest next first: home and About, the services, the industries, then
 * the placeholders. While the page is idle the app renders them ahead, hidden (React's `<Activity>`: AppRoutes), one
 * per idle period, so a tap on a link only reveals a page that is already built (docs/decisions/0033-pages-rendered-ahead-and-swapped-after-a-frame.md).
 */
export const pagesToRenderAhead: readonly RouteEntry[] = [
  paths.home,
  paths.about,
  ...serviceLinks.map((link) => link.href),
  ...industryLinks.map((link) => link.href),
  paths.blog,
  paths.careers,
].flatMap((path) => routes.filter((route) => route.path === path));

/**
 * Crawlers and link previews that run the page's script: they never tap a link, and the pages rendered ahead would
 * be hidden content of the page they index (their text, headings and structured data in its DOM).
 */
const CRAWLER = /(?<!cu)bot\b|bot\/|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview/i;

/**
 * Whether to render pages ahead for this browser: not for a crawler. (Lighthouse and headless browsers get them:
 * they measure or test what a visitor gets.)
 */
export const rendersAhead = (userAgent: string): boolean => !CRAWLER.test(userAgent);

/**
 * What a browser does ahead of a tap (docs/decisions/0045-a-phone-s-first-seconds.md, "Pages ahead, by device"):
 * - `render`: a desktop renders the menus' pages ahead, hidden, one per idle period once the page has loaded;
 * - `fetch`: a phone (a viewport under 768 px), or a browser that asks to save data, renders none, and fetches
 *   nothing before the visitor's first input; from then, the modules of the pages the menus link to, page by page,
 *   each run in an idle period once it has arrived (`fetchPagesAhead`): a commit of a hidden page is a task a phone's
 *   visitor may wait behind, and a page they never open costs bytes on their link;
 * - `none`: a crawler, which never taps.
 * A press on a link loads its page's module at once, whatever the device (pageSwap.ts).
 */
export type Ahead = 'render' | 'fetch' | 'none';

export function aheadFor({
  userAgent,
  phone,
  saveData,
}: {
  userAgent: string;
  phone: boolean;
  saveData: boolean;
}): Ahead {
  if (!rendersAhead(userAgent)) return 'none';
  return phone || saveData ? 'fetch' : 'render';
}

/**
 * The pages whose code a phone fetches after the visitor's first input, in order: the pages ahead. A page's code is
 * its template's module and, for a service or industry page, its own content (docs/decisions/0052-a-chunk-per-offer-page.md);
 * a page whose code is in hand already takes no request.
 */
export const pathsToFetchAhead = (): string[] => pagesToRenderAhead.map((route) => route.path);

/**
 * What a phone fetches ahead, page by page, as the prerender lists it on #root (`data-ahead`, scripts/prerender.mjs):
 * `path=chunk,chunk` separated by spaces; a page whose chunks an earlier one brings, or the page on screen, is not
 * listed. Each page of `pathsToFetchAhead` in order, with the chunks listed for it (none if unlisted, or where there is
 * no list: the dev server).
 */
export function aheadChunksOf(list: string | undefined): { path: string; chunks: string[] }[] {
  const listed = new Map<string, string[]>();
  for (const entry of list?.split(' ') ?? []) {
    const [path, chunks] = entry.split('=');
    if (path && chunks) listed.set(path, chunks.split(','));
  }
  return pathsToFetchAhead().map((path) => ({ path, chunks: listed.get(path) ?? [] }));
}

/**
 * Whether the browser fetches a module without running it (`modulepreload`; Safari from 17, Firefox from 115). One that
 * does not would fire neither `load` nor `error` on the link: it imports the page's modules at once instead.
 */
const preloadsModules = () => document.createElement('link').relList?.supports?.('modulepreload') === true;

/** Fetches modules without running them (`<link rel="modulepreload">`), a link per task; settles once each has arrived or failed. */
async function preloadModules(hrefs: readonly string[]): Promise<void> {
  const arrivals: Promise<unknown>[] = [];
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    arrivals.push(
      new Promise((settle) => {
        link.addEventListener('load', settle, { once: true });
        link.addEventListener('error', settle, { once: true });
      }),
    );
    document.head.append(link);
    await new Promise((inserted) => window.setTimeout(inserted));
  }
  await Promise.all(arrivals);
}

/**
 * A phone's work ahead of a tap, from the visitor's first input: page by page, the page's chunks fetched without
 * running them, then, in an idle period of a still visitor once they have all arrived, the page's modules run
 * (`warmRoute`), and the next page. A module runs as one task (the home page's about 50 ms on a phone): run as its
 * bytes arrive, it would land wherever the network put it, a tap included; run when idle, it waits for a still
 * visitor (docs/decisions/0072-a-phone-runs-the-code-it-fetched-ahead-when-idle.md). A page with no chunks listed
 * (the dev server), or a browser without module preloads, imports them at once: fetched and run together.
 */
export function fetchPagesAhead(pages: readonly { path: string; chunks: readonly string[] }[]): void {
  const queue = [...pages];
  const next = () => {
    const page = queue.shift();
    if (!page) return;
    const run = () =>
      void warmRoute(page.path).then(
        () => whenIdle(next),
        () => whenIdle(next),
      );
    if (page.chunks.length && preloadsModules()) void preloadModules(page.chunks).then(() => whenIdle(run));
    else run();
  };
  next();
}

/**
 * Whether an element is one of the outermost elements of a page rendered ahead and hidden: React's
 * `<Activity mode="hidden">` (AppRoutes) sets `display: none` in their `style`. Read from the inline style, so asking
 * costs no style or layout of the document (docs/decisions/0033-pages-rendered-ahead-and-swapped-after-a-frame.md).
 */
export const hiddenAhead = (element: HTMLElement): boolean => element.style.display === 'none';

/** A pause between two pages rendered ahead: the commit of one hidden page is a task of its own, never two in a row. */
const BETWEEN_PAGES_MS = 50;

let kept: readonly RouteEntry[] = [];
const changes = createEmitter();
let started = false;

/** The pages rendered ahead or shown so far, in the order they came (a new array when one is added). */
export const useKeptPages = (): readonly RouteEntry[] =>
  useSyncExternalStore(
    changes.subscribe,
    () => kept,
    () => kept,
  );

/** Keeps a page rendered from now on (hidden when another is shown). */
export function keepPage(route: RouteEntry): void {
  if (kept.includes(route)) return;
  kept = [...kept, route];
  changes.emit();
}

/**
 * Starts the work ahead of a tap this browser does (`aheadFor`). Rendering: the pages of `pagesToRenderAhead`, once the
 * page has loaded and the browser is idle, one page each time it is idle again and the visitor still (`whenIdle`):
 * its chunk first, then its render at React's lowest priority, in slices that yield to any input. Fetching: after
 * the visitor's first input, the page modules (`fetchPagesAhead`). Called once the app has taken over the page.
 */
export function startRenderingAhead(): void {
  if (started) return;
  started = true;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  const ahead = aheadFor({
    userAgent: navigator.userAgent,
    phone: isMobileViewport(),
    saveData: connection?.saveData === true,
  });
  if (ahead === 'fetch') {
    const root = document.getElementById('root');
    afterFirstInput(() => whenIdle(() => fetchPagesAhead(aheadChunksOf(root?.dataset.ahead))));
    // What a tap shows first, it shows without writing its styles in the tap's task (openingStyles.tsx). Not after
    // the load: a phone's page loads late on a slow link, and a visitor may tap before.
    whenIdle(writeOpeningStylesAhead);
    return;
  }
  if (ahead !== 'render') return;
  const queue = [...pagesToRenderAhead];
  const next = () => {
    const route = queue.shift();
    if (!route) return;
    warmRoute(route.path).then(
      // The chunk may arrive as the visitor acts again: the render waits for them too.
      () =>
        whenIdle(() => {
          keepPage(route);
          window.setTimeout(() => whenIdle(next), BETWEEN_PAGES_MS);
        }),
      // Offline, or a deploy replaced the chunk: that page renders when it is opened, if it can.
      () => whenIdle(next),
    );
  };
  afterLoadWhenIdle(next);
}
