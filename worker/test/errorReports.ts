import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { errorsEndpoint, reportsEndpoint } from '../../src/shared/errorReports';
import { newClient } from './client';

// What the error tests send (worker/test/errors.test.ts, errorsFuzz.test.ts): the page's beacons and the
// browser's reports, as browsers send them, and where in the build the app's test error is thrown.

export const chrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/143.0.0.0 Safari/537.36';
export const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:153.0) Gecko/20100101 Firefox/153.0';

const dist = process.env.DIST_DIR ?? 'dist';

/** The release of the build the site serves (scripts/prerender.mjs). */
export const deployedRelease = (): string =>
  (JSON.parse(readFileSync(join(dist, 'source-maps', 'release.json'), 'utf8')) as { release: string })
    .release;

/**
 * A frame at the app's test error (src/app/testError.ts), where the built app throws it: the file, line and column
 * of the `throw` before the message made of the test error's words and switch (the minifier's names vary).
 */
export function testErrorFrame(origin: string): string {
  const assets = join(dist, 'assets');
  const thrown = /throw (?:new )?Error\(`\$\{[\w$]+\} \(\?\$\{[\w$]+\}\): /;
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    const lines = readFileSync(join(assets, file), 'utf8').split('\n');
    const line = lines.findIndex((text) => thrown.test(text));
    if (line >= 0) return `${origin}/assets/${file}:${line + 1}:${(lines[line] ?? '').search(thrown) + 1}`;
  }
  throw new Error(`no built script throws the test error (src/app/testError.ts) in ${assets}`);
}

export interface PageReport {
  kind: string;
  message: string;
  stack: string;
  path: string;
  release: string;
  first: boolean;
}

/** A page error as the reporter sends it, its message holding `marker`. */
export const pageReport = (marker: string, overrides: Partial<PageReport> = {}): PageReport => ({
  kind: 'error',
  message: `Error: something broke ${marker}`,
  stack: `Error: something broke ${marker}\n    at https://other.example/x.js:1:1`,
  path: '/about',
  release: deployedRelease(),
  first: true,
  ...overrides,
});

interface SendOptions {
  client?: string;
  userAgent?: string;
  headers?: Record<string, string>;
  type?: string;
}

/** A body as given: text and bytes as they are, anything else as JSON. */
const bodyOf = (body: unknown): string | Uint8Array<ArrayBuffer> =>
  typeof body === 'string' || body instanceof Uint8Array
    ? (body as string | Uint8Array<ArrayBuffer>)
    : JSON.stringify(body);

/** POSTs a body to an endpoint of the reports, as a browser would, from a client of its own. */
const post =
  (
    path: string,
    browser: { userAgent: string; type: string; headers: (origin: string) => Record<string, string> },
  ) =>
  (origin: string, body: unknown, options: SendOptions = {}) =>
    fetch(`${origin}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': options.type ?? browser.type,
        'User-Agent': options.userAgent ?? browser.userAgent,
        'CF-Connecting-IP': options.client ?? newClient(),
        ...browser.headers(origin),
        ...options.headers,
      },
      body: bodyOf(body),
    });

/** POSTs a beacon as the page's reporter does (`sendBeacon` with a string: text/plain, same origin). */
export const sendErrors = post(errorsEndpoint, {
  userAgent: chrome,
  type: 'text/plain;charset=UTF-8',
  headers: (origin) => ({ Origin: origin, 'Sec-Fetch-Site': 'same-origin' }),
});

/** POSTs reports as a browser's reporting does: no `Origin`, its own type. */
export const sendReports = post(reportsEndpoint, {
  userAgent: firefox,
  type: 'application/reports+json',
  headers: () => ({}),
});

/** A CSP violation of the Reporting API (`application/reports+json`), blocking an image from `host`. */
export const cspViolation = (origin: string, host: string, page = '/cloud') => ({
  type: 'csp-violation',
  age: 12,
  url: `${origin}${page}?utm_source=x`,
  user_agent: firefox,
  body: {
    documentURL: `${origin}${page}?utm_source=x`,
    blockedURL: `https://${host}/pixel.gif?email=ada@example.com`,
    effectiveDirective: 'img-src',
    originalPolicy: "default-src 'self'",
    sourceFile: `${origin}${page}`,
    lineNumber: 1,
    columnNumber: 1,
    disposition: 'enforce',
    statusCode: 200,
    sample: '',
  },
});
