// The static host's own config files (Cloudflare Pages format, honoured by `wrangler pages dev`), generated from
// the route table at build time. Facts this relies on (checked against wrangler 4.86 and 4.156 `pages dev`):
// - `_redirects` runs before assets, so a rule answers with exactly one 301 hop, with the headers of `_headers`.
// - `/about` is served from `about.html` directly (200); `/about.html` answers 308 → `/about` unless a rule says 301.
// - A header set by two matching `_headers` rules is joined with a comma (`max-age=0, …, max-age=31536000`), so a
//   more specific rule detaches the general value first with `! Header`.
// - The host adds `Access-Control-Allow-Origin: *` to assets; nothing here is meant for other origins.

/** Long-lived caching for content-hashed files; everything else revalidates on every use. */
export const cacheImmutable = 'public, max-age=31536000, immutable';
export const cacheRevalidate = 'public, max-age=0, must-revalidate';

const withoutSlash = (path) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);

/**
 * Every redirect as one 301 hop straight to its final target, in `_redirects` syntax (first match wins):
 * each redirect with and without a trailing slash, each page's `/path/` → `/path`, and each page's
 * `/path.html` → `/path` (the host would answer those with 308).
 * @param {readonly { path: string }[]} routes the route table (src/app/routes.ts)
 * @param {readonly { from: string; to: string }[]} redirects the redirect table (src/app/redirects.ts)
 */
export function hostRedirects(routes, redirects) {
  const rules = new Map();
  const add = (from, to) => {
    if (from !== to && !rules.has(from)) rules.set(from, to);
  };
  const pagePaths = new Set(routes.map((r) => r.path));
  // A redirect that lands on another redirect would be two hops: resolve chains to the final target.
  const direct = new Map(redirects.map((r) => [withoutSlash(r.from), r.to]));
  const finalTarget = (to) => {
    let target = to;
    for (let hops = 0; hops < 10 && direct.has(withoutSlash(target.split('?')[0])); hops++) {
      target = direct.get(withoutSlash(target.split('?')[0]));
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
 * `_routes.json`: the only paths that run a Pages Function. Every static file is served without one. The endpoints
 * (the contact form's, the analytics beacons'); the not-found page's own addresses (`/404`, `/404.html`: 404, not 200 or 308); and the redirects whose
 * target carries a query (`/cloud/migration` → `/cloud?section=migration`), which `_redirects` would answer without
 * the visitor's own query (campaign tags). Redirects without a query stay in `_redirects`, which keeps the query.
 * @param {readonly { from: string; to: string }[]} redirects the redirect table (src/content/redirects.ts)
 * @param {readonly string[]} endpoints the endpoints' paths
 */
export function hostRoutes(redirects, endpoints) {
  const withQuery = redirects
    .filter(({ to }) => to.includes('?'))
    .flatMap(({ from }) => [withoutSlash(from), `${withoutSlash(from)}/`]);
  const include = [...endpoints, '/404', '/404.html', ...new Set(withQuery)];
  // The host's own limit: 100 rules in all.
  if (include.length > 100)
    throw new Error(`_routes.json would hold ${include.length} rules (the host allows 100)`);
  return `${JSON.stringify({ version: 1, include, exclude: [] }, null, 2)}\n`;
}

/**
 * The Content-Security-Policy: nothing but the site's own origin. Styles: the site's CSS files plus the exact
 * prerendered `<style>` blocks by hash (styled-components' critical CSS, and the empty `<style>` it then fills
 * through CSSOM). Scripts: own files plus the exact inline boot script by hash (src/boot/earlyInput.ts); JSON-LD
 * blocks are data, which `script-src` does not govern. The contact form posts to the site's own endpoint, so
 * `connect-src` and `form-action` stay on the site's origin.
 * @param {readonly string[]} styleHashes `'sha256-…'` sources for the prerendered `<style>` elements
 * @param {readonly string[]} [scriptHashes] `'sha256-…'` sources for the prerendered inline `<script>`
 */
export function contentSecurityPolicy(styleHashes, scriptHashes = []) {
  return [
    // The site's own origin by default (it covers the web app manifest: `manifest-src` is left out because WebKit
    // reports it as an unknown directive on every page), and nothing for plugins and frames.
    "default-src 'self'",
    "object-src 'none'",
    "frame-src 'none'",
    ["script-src 'self'", ...new Set(scriptHashes)].join(' '),
    ["style-src 'self'", ...new Set(styleHashes)].join(' '),
    // Inline style *attributes* only (React's prerendered `style` props: scene positions and CSS variables).
    // <style> elements stay limited to the hashes above, and scripts to the site's own files.
    "style-src-attr 'unsafe-inline'",
    // three.js decodes textures from blob:/data: URLs; drei helpers may start workers from blob: URLs.
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}

/**
 * The policy for a site served over plain http (a local `npm start`): without `upgrade-insecure-requests`, which
 * would send every request for the site's own files to https, where nothing answers there (WebKit upgrades even
 * localhost; Chromium and Firefox exempt it). Production is served over https only and keeps it.
 * @param {string} text a policy, or a whole `_headers` file
 */
export const forPlainHttp = (text) => text.replaceAll(/;\s*upgrade-insecure-requests/g, '');

/**
 * Mozilla HTTP Observatory A+ set, on every response the host sends: 200, 301 and 404 alike, and the answers of
 * the Pages Functions (functions/lib/http.ts), to which the host does not apply `_headers`.
 * @param {readonly string[]} styleHashes `'sha256-…'` sources for the prerendered `<style>` elements
 * @param {readonly string[]} [scriptHashes] `'sha256-…'` sources for the prerendered inline `<script>`
 */
export function securityHeaders(styleHashes, scriptHashes = []) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(styleHashes, scriptHashes),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), xr-spatial-tracking=(), browsing-topics=()',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * `_headers`: security headers and revalidation for everything, immutable caching for the hashed `/assets/*`.
 * `Allow` names the methods a static file answers, so the host's own 405 (a POST to a page) says which it takes.
 * @param {readonly string[]} styleHashes `'sha256-…'` sources for the prerendered `<style>` elements
 * @param {readonly string[]} [scriptHashes] `'sha256-…'` sources for the prerendered inline `<script>`
 */
export function hostHeaders(styleHashes, scriptHashes = []) {
  const all = {
    ...securityHeaders(styleHashes, scriptHashes),
    'Cache-Control': cacheRevalidate,
    Allow: 'GET, HEAD',
  };
  const block = (pattern, lines) => `${pattern}\n${lines.map((line) => `  ${line}`).join('\n')}\n`;
  return [
    block('/*', [
      '! Access-Control-Allow-Origin',
      ...Object.entries(all).map(([name, value]) => `${name}: ${value}`),
    ]),
    block('/assets/*', ['! Cache-Control', `Cache-Control: ${cacheImmutable}`]),
  ].join('\n');
}
