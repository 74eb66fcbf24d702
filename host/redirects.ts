// Which answers the host gives for redirects, shared by the build (scripts/prerender.mjs writes `_redirects`) and
// the tests that hold wrangler.jsonc to the route table. Facts this relies on (wrangler 4.156, Workers static
// assets, checked locally):
// - `_redirects` runs before the assets, so a rule answers with exactly one 301 hop, with the headers of `_headers`,
//   and keeps the visitor's query when the target has none of its own.
// - `/about` is served from `about.html` directly (200); `/about.html` answers 307 → `/about` unless a rule says 301.
// - A path listed in `assets.run_worker_first` reaches the Worker first; its `env.ASSETS.fetch` then answers with
//   `_redirects` and `_headers` applied, as if the Worker were not there.

interface Route {
  path: string;
}
interface Redirect {
  from: string;
  to: string;
}

const withoutSlash = (path: string): string =>
  path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;

/**
 * Every redirect as one 301 hop straight to its final target, in `_redirects` syntax (first match wins):
 * each redirect with and without a trailing slash, each page's `/path/` → `/path`, and each page's
 * `/path.html` → `/path` (the host would answer those with 307).
 * @param routes the route table (src/app/routes.ts)
 * @param redirects the redirect table (src/content/redirects.ts)
 */
export function hostRedirects(routes: readonly Route[], redirects: readonly Redirect[]): string {
  const rules = new Map<string, string>();
  const add = (from: string, to: string) => {
    if (from !== to && !rules.has(from)) rules.set(from, to);
  };
  const pagePaths = new Set(routes.map((r) => r.path));
  // A redirect that lands on another redirect would be two hops: resolve chains to the final target.
  const direct = new Map(redirects.map((r) => [withoutSlash(r.from), r.to]));
  const finalTarget = (to: string) => {
    let target = to;
    for (let hops = 0; hops < 10; hops++) {
      const next = direct.get(withoutSlash(target.split('?')[0] ?? ''));
      if (next === undefined) break;
      target = next;
    }
    return target;
  };
  for (const { from, to } of redirects) {
    if (pagePaths.has(withoutSlash(from)))
      throw new Error(`redirect ${from} shadows a page of the route table`);
    add(withoutSlash(from), finalTarget(to));
    add(`${withoutSlash(from)}/`, finalTarget(to));
  }
  for (const path of pagePaths) {
    if (path === '/') continue;
    add(`${path}/`, path);
    add(`${path}.html`, path);
  }
  return `${[...rules].map(([from, to]) => `${from} ${to} 301`).join('\n')}\n`;
}

/**
 * The paths that must reach the Worker before the assets: the endpoints, the not-found page's own addresses
 * (`/404`, `/404.html`: 404, not 200), and the redirects whose target has a query of its own
 * (`/cloud/migration` → `/cloud?section=migration`), which `_redirects` would answer without the visitor's query
 * (campaign tags). wrangler.jsonc's `assets.run_worker_first` must cover each of them (a unit test holds it to this).
 * @param redirects the redirect table (src/content/redirects.ts)
 * @param endpoints the paths the Worker answers itself
 */
export function workerFirstPaths(redirects: readonly Redirect[], endpoints: readonly string[]): string[] {
  const withQuery = redirects
    .filter(({ to }) => to.includes('?'))
    .flatMap(({ from }) => [withoutSlash(from), `${withoutSlash(from)}/`]);
  return [...new Set([...endpoints, '/404', '/404.html', ...withQuery])];
}

/** Whether a `run_worker_first` pattern (`*` stands for any characters, `/` included) matches `path`. */
export function matchesWorkerFirst(pattern: string, path: string): boolean {
  const escaped = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`).test(path);
}
