import { describe, expect, it } from 'vitest';
import { industryLinks, serviceLinks } from '../content/navigation';
import { paths } from '../content/paths';
import { aheadFor, pathsToFetchAhead, pagesToRenderAhead, rendersAhead } from './pagesAhead';

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
