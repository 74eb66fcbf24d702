import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { industryLinks, serviceLinks } from '../content/navigation';
import { paths } from '../content/paths';
import {
  aheadChunksOf,
  aheadFor,
  fetchPagesAhead,
  pathsToFetchAhead,
  pagesToRenderAhead,
  rendersAhead,
} from './pagesAhead';

/** The idle periods asked for, run by the test when it chooses. */
const idle = vi.hoisted(() => ({ waiting: [] as (() => void)[] }));
vi.mock('../ui/idle', async (original) => ({
  ...(await original<typeof import('../ui/idle')>()),
  whenIdle: (task: () => void) => {
    idle.waiting.push(task);
    return () => {};
  },
}));
/** The pages whose modules were run (`warmRoute`: imported), in order. */
const run = vi.hoisted(() => ({ paths: [] as string[] }));
vi.mock('./pageModules', async (original) => ({
  ...(await original<typeof import('./pageModules')>()),
  warmRoute: (path: string) => {
    run.paths.push(path);
    return Promise.resolve();
  },
}));

describe('the pages rendered ahead', () => {
  it('are every page the menus link to, each once, home and About first', () => {
    const rendered = pagesToRenderAhead.map((route) => route.path);
    const linked = [
      paths.home,
      paths.about,
      ...serviceLinks.map((link) => link.href),
      ...industryLinks.map((link) => link.href),
      paths.blog,
      paths.careers,
    ];
    expect(rendered).toEqual(linked);
    expect(new Set(rendered).size).toBe(rendered.length);
  });

  it('are rendered for browsers, headless ones and Lighthouse included, but not for crawlers and link previews', () => {
    const browsers = [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (X11; Linux x86_64; rv:153.0) Gecko/20100101 Firefox/153.0',
    ];
    const crawlers = [
      'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/140.0.0.0 Safari/537.36',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
    ];
    expect(browsers.map(rendersAhead)).toEqual(browsers.map(() => true));
    expect(crawlers.map(rendersAhead)).toEqual(crawlers.map(() => false));
  });

  it('are rendered on a desktop; a phone or a browser saving data only fetches their modules, a crawler neither', () => {
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
    const bot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    expect(aheadFor({ userAgent: chrome, phone: false, saveData: false })).toBe('render');
    expect(aheadFor({ userAgent: chrome, phone: true, saveData: false })).toBe('fetch');
    expect(aheadFor({ userAgent: chrome, phone: false, saveData: true })).toBe('fetch');
    expect(aheadFor({ userAgent: bot, phone: true, saveData: false })).toBe('none');
  });

  it('are fetched by a phone page by page, the likeliest first, each service and industry page with its own content', () => {
    expect(pathsToFetchAhead()).toEqual([
      '/',
      '/about',
      '/ai-automation',
      '/it-talent',
      '/tech-growth',
      '/security',
      '/cloud',
      '/custom-development',
      '/industries/healthcare',
      '/industries/finance',
      '/industries/retail',
      '/industries/government',
      '/industries/technology-consulting',
      '/blog',
      '/careers',
    ]);
  });
});

describe('a phone fetching pages ahead', () => {
  // jsdom fetches no module: it supports no `modulepreload`. A browser that does is what these tests are about.
  let preloading = true;
  beforeEach(() => {
    preloading = true;
    vi.spyOn(HTMLLinkElement.prototype, 'relList', 'get').mockImplementation(
      () => ({ supports: (token: string) => preloading && token === 'modulepreload' }) as DOMTokenList,
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    idle.waiting = [];
    run.paths = [];
    document.head.querySelectorAll('link').forEach((link) => link.remove());
  });
  const preloads = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    );
  const arrive = (href: string) =>
    document.head.querySelector(`link[href="${href}"]`)!.dispatchEvent(new Event('load'));
  const tasks = () => new Promise((resolve) => setTimeout(resolve, 20));
  const idlePeriod = () => idle.waiting.shift()!();

  it('reads the list the prerender writes, every page in order, a page not listed with no chunks', () => {
    const pages = aheadChunksOf('/=/assets/HomePage-a.js,/assets/three-b.js /cloud=/assets/cloud-c.js');
    expect(pages.map((page) => page.path)).toEqual(pathsToFetchAhead());
    expect(pages[0]).toEqual({ path: '/', chunks: ['/assets/HomePage-a.js', '/assets/three-b.js'] });
    expect(pages.find((page) => page.path === '/cloud')?.chunks).toEqual(['/assets/cloud-c.js']);
    expect(pages.find((page) => page.path === '/about')?.chunks).toEqual([]);
    expect(aheadChunksOf(undefined).every((page) => page.chunks.length === 0)).toBe(true);
  });

  it("fetches a page's chunks without running them, and runs its modules in an idle period once all have arrived, then goes on to the next page", async () => {
    fetchPagesAhead([
      { path: '/', chunks: ['/assets/HomePage-a.js', '/assets/wheel-b.js'] },
      { path: '/about', chunks: [] },
      { path: '/cloud', chunks: ['/assets/cloud-c.js'] },
    ]);
    await vi.waitFor(() => expect(preloads()).toEqual(['/assets/HomePage-a.js', '/assets/wheel-b.js']));
    arrive('/assets/HomePage-a.js');
    await tasks();
    // One chunk still on its way: nothing runs, and no idle period is asked for.
    expect(idle.waiting).toHaveLength(0);
    arrive('/assets/wheel-b.js');
    await vi.waitFor(() => expect(idle.waiting).toHaveLength(1));
    expect(run.paths).toEqual([]);
    idlePeriod();
    expect(run.paths).toEqual(['/']);
    await tasks();
    // The next page's chunks wait for an idle period after the last page's modules ran; a page with none listed
    // (its code came with the page on screen, or with a page before it) is run at once.
    expect(preloads()).toHaveLength(2);
    idlePeriod();
    expect(run.paths).toEqual(['/', '/about']);
    await tasks();
    idlePeriod();
    await vi.waitFor(() =>
      expect(preloads()).toEqual(['/assets/HomePage-a.js', '/assets/wheel-b.js', '/assets/cloud-c.js']),
    );
    expect(run.paths).toEqual(['/', '/about']);
    // A chunk that fails (offline, a deploy replaced it) lets the page's import try, and fail, on its own.
    document.head.querySelector('link[href="/assets/cloud-c.js"]')!.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(idle.waiting).toHaveLength(1));
    idlePeriod();
    expect(run.paths).toEqual(['/', '/about', '/cloud']);
  });

  it('in a browser without module preloads (which would never report the link loaded), imports each page at once, one per idle period', async () => {
    preloading = false;
    fetchPagesAhead([
      { path: '/', chunks: ['/assets/HomePage-a.js'] },
      { path: '/cloud', chunks: ['/assets/cloud-c.js'] },
    ]);
    expect(run.paths).toEqual(['/']);
    expect(preloads()).toEqual([]);
    await vi.waitFor(() => expect(idle.waiting).toHaveLength(1));
    idlePeriod();
    expect(run.paths).toEqual(['/', '/cloud']);
  });
});
