import { describe, expect, it } from 'vitest';
import { routes } from '../src/app/routes';
import { redirects } from '../src/content/redirects';
import { eventsEndpoint } from '../src/shared/analyticsEvents';
import { errorsEndpoint, reportsEndpoint } from '../src/shared/errorReports';
import { contactEndpoint } from '../src/ui/contactDialogIds';
import { hostRedirects, matchesWorkerFirst, workerFirstPaths } from './redirects';
import { readWranglerConfig } from './wranglerConfig';

const patterns = readWranglerConfig().assets.run_worker_first;
const reachesWorker = (path: string) => patterns.some((pattern) => matchesWorkerFirst(pattern, path));

describe('where the Worker runs (wrangler.jsonc, assets.run_worker_first)', () => {
  it('covers every endpoint, the not-found page’s own addresses and each redirect whose target has a query', () => {
    const needed = workerFirstPaths(redirects, [
      contactEndpoint,
      eventsEndpoint,
      errorsEndpoint,
      reportsEndpoint,
    ]);
    expect(needed).toEqual(
      expect.arrayContaining([
        '/api/contact',
        '/api/events',
        '/api/errors',
        '/api/reports',
        '/404',
        '/404.html',
      ]),
    );
    expect(needed).toEqual(expect.arrayContaining(['/cloud/migration', '/cloud/migration/']));
    const missing = needed.filter((path) => !reachesWorker(path));
    expect(missing, 'add a pattern for these to run_worker_first in wrangler.jsonc').toEqual([]);
  });

  it('leaves every page, its .html address, the assets and the 404 page’s file to the asset server', () => {
    for (const { path } of routes) {
      expect(reachesWorker(path), path).toBe(false);
      if (path !== '/') expect(reachesWorker(`${path}.html`), `${path}.html`).toBe(false);
    }
    expect(reachesWorker('/assets/index-abc123.js')).toBe(false);
    expect(reachesWorker('/assets/index-abc123.js.map')).toBe(false);
    expect(reachesWorker('/favicon.svg')).toBe(false);
  });

  it('sends the build’s source maps and release to the Worker, which answers them 404 (docs/errors.md)', () => {
    expect(reachesWorker('/source-maps/index-abc123.js.map')).toBe(true);
    expect(reachesWorker('/source-maps/release.json')).toBe(true);
  });

  it('reads `*` as any characters, `/` included, as the host does', () => {
    expect(matchesWorkerFirst('/api/*', '/api/contact')).toBe(true);
    expect(matchesWorkerFirst('/cloud/*', '/cloud/a/b')).toBe(true);
    expect(matchesWorkerFirst('/cloud/*', '/cloud')).toBe(false);
    expect(matchesWorkerFirst('/404.html', '/404xhtml')).toBe(false);
  });
});

describe('the redirects file', () => {
  it('answers each redirect in one hop, with and without a trailing slash', () => {
    const file = hostRedirects(routes, redirects);
    expect(file).toContain('/index / 301\n');
    expect(file).toContain('/index/ / 301\n');
    expect(file).toContain('/cloud/migration /cloud?section=migration 301\n');
    expect(file).toContain('/about/ /about 301\n');
    expect(file).toContain('/about.html /about 301\n');
  });

  it('refuses a redirect that would shadow a page', () => {
    expect(() => hostRedirects([{ path: '/about' }], [{ from: '/about', to: '/' }])).toThrow(
      /shadows a page/,
    );
  });
});
