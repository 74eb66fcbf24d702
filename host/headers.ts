// The headers every answer of the site carries, shared by the build (scripts/prerender.mjs writes them into
// `_headers` for the static files) and the Worker (worker/http.ts adds them to the answers its code makes, which
// `_headers` never touches). Facts this relies on (checked against wrangler 4.156, Workers static assets):
// - A header set by two matching `_headers` rules is joined with a comma (`max-age=0, …, max-age=31536000`), so a
//   more specific rule detaches the general value first with `! Header`.
// - The asset server adds `Access-Control-Allow-Origin: *` to assets; nothing here is meant for other origins.
import { reportsEndpoint } from '../src/shared/errorReports.ts';

/** Long-lived caching for content-hashed files; everything else revalidates on every use. */
export const cacheImmutable = 'public, max-age=31536000, immutable';
export const cacheRevalidate = 'public, max-age=0, must-revalidate';

/**
 * Where the browser sends its reports (docs/errors.md): `default`, the endpoint the Reporting API also sends
 * deprecation and intervention reports to, named by `Reporting-Endpoints` (a path: the browser resolves it against
 * the page's address, so the same header serves every host, `npm start` included).
 */
export const reportingGroup = 'default';

/**
 * The Content-Security-Policy: nothing but the site's own origin. Styles: the site's CSS files plus the exact
 * prerendered `<style>` blocks by hash (styled-components' critical CSS, and the empty `<style>` it then fills
 * through CSSOM). Scripts: own files plus the exact inline boot script by hash (src/boot/inlineScript.ts); JSON-LD
 * blocks are data, which `script-src` does not govern. The contact form posts to the site's own endpoint, so
 * `connect-src` and `form-action` stay on the site's origin. A violation is reported to the site's own endpoint:
 * through the Reporting API (`report-to`), or, by a browser without it, by `report-uri`, which browsers with
 * `report-to` ignore.
 * @param styleHashes `'sha256-…'` sources for the prerendered `<style>` elements
 * @param scriptHashes `'sha256-…'` sources for the prerendered inline `<script>`
 */
export function contentSecurityPolicy(
  styleHashes: readonly string[],
  scriptHashes: readonly string[] = [],
): string {
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
    `report-uri ${reportsEndpoint}`,
    // Last, these two: served over plain http, the policy loses them (`forPlainHttp`).
    `report-to ${reportingGroup}`,
    'upgrade-insecure-requests',
  ].join('; ');
}

/**
 * The policy for a site served over plain http (a local `npm start`): without `upgrade-insecure-requests`, which
 * would send every request for the site's own files to https, where nothing answers (WebKit upgrades even
 * localhost; Chromium and Firefox exempt it); and without `report-to`, since a page served over plain http gets no
 * Reporting API endpoint (Chromium 156 and Firefox ESR 153 queue its reports and never send them, even on
 * 127.0.0.1), while a policy with `report-to` makes them ignore `report-uri`: so local violations are reported
 * through `report-uri` (docs/errors.md). Production is served over https only and keeps both.
 * @param text a policy, or a whole `_headers` file
 */
export const forPlainHttp = (text: string): string =>
  text
    .replaceAll(/;\s*upgrade-insecure-requests/g, '')
    .replaceAll(new RegExp(`;\\s*report-to ${reportingGroup}\\b`, 'g'), '');

/**
 * Mozilla HTTP Observatory A+ set, on every answer the site sends: 200, 301 and 404 alike, static files and the
 * Worker's own answers.
 * @param styleHashes `'sha256-…'` sources for the prerendered `<style>` elements
 * @param scriptHashes `'sha256-…'` sources for the prerendered inline `<script>`
 */
export function securityHeaders(
  styleHashes: readonly string[],
  scriptHashes: readonly string[] = [],
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(styleHashes, scriptHashes),
    'Reporting-Endpoints': `${reportingGroup}="${reportsEndpoint}"`,
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
 * @param styleHashes `'sha256-…'` sources for the prerendered `<style>` elements
 * @param scriptHashes `'sha256-…'` sources for the prerendered inline `<script>`
 */
export function hostHeaders(styleHashes: readonly string[], scriptHashes: readonly string[] = []): string {
  const all = {
    ...securityHeaders(styleHashes, scriptHashes),
    'Cache-Control': cacheRevalidate,
    Allow: 'GET, HEAD',
  };
  const block = (pattern: string, lines: string[]) =>
    `${pattern}\n${lines.map((line) => `  ${line}`).join('\n')}\n`;
  return [
    block('/*', [
      '! Access-Control-Allow-Origin',
      ...Object.entries(all).map(([name, value]) => `${name}: ${value}`),
    ]),
    block('/assets/*', ['! Cache-Control', `Cache-Control: ${cacheImmutable}`]),
  ].join('\n');
}
