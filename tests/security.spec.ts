import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIResponse } from '@playwright/test';
import { redirects } from '../src/content/redirects';
import { routes } from '../src/app/routes';
import { recordViolations, violations } from './support/csp';
import { expect, test } from './support/fixtures';

// The site's security policy and headers on every page, as its pages draw without WebGL (desktop-dom and mobile).
// The home page's WebGL scenes under the same policy: tests/webgl/security.spec.ts.

test.describe('content security policy and origin isolation', () => {
  // Every page, and the not-found page, scrolled through under the policy: tests/pages.spec.ts, beside its other
  // checks on the same load.

  test('opening the contact dialog raises no CSP violation', async ({ page }) => {
    await page.addInitScript(recordViolations);
    await page.goto('/about');
    const contact = page.getByRole('button', { name: 'Contact Us' }).first();
    if (await contact.isVisible()) {
      await contact.click();
    } else {
      await page.getByRole('button', { name: 'Open Menu' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Contact Us' }).click();
    }
    await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
  });
});

const expectSecurityHeaders = (response: APIResponse, what: string) => {
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...values]) => [name, values]),
  );
  // The site's own origin by default (the web app manifest), nothing for plugins and frames.
  expect(directives.get('default-src'), `${what}: default-src`).toEqual(["'self'"]);
  expect(directives.get('object-src'), `${what}: object-src`).toEqual(["'none'"]);
  expect(directives.get('frame-src'), `${what}: frame-src`).toEqual(["'none'"]);
  // WebKit reports a directive it does not know on every page.
  expect(directives.has('manifest-src'), `${what}: manifest-src`).toBe(false);
  // `npm start` serves over plain http: an upgrade would send WebKit's requests for the scripts to https.
  expect(directives.has('upgrade-insecure-requests'), `${what}: upgrade over http`).toBe(false);
  // The site's own files and, where a page may be in the answer, one inline script by its exact hash: the
  // recorder of early clicks (see below). Answers of the host's functions (JSON, redirects) need no inline script.
  const scriptSources = directives.get('script-src') ?? [];
  expect(scriptSources[0], `${what}: script-src`).toBe("'self'");
  expect(scriptSources.slice(1).length, `${what}: script-src hashes`).toBeLessThanOrEqual(1);
  for (const source of scriptSources.slice(1))
    expect(source, `${what}: script-src`).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  expect(directives.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual(["'none'"]);
  expect(directives.get('base-uri'), `${what}: base-uri`).toEqual(["'none'"]);
  // The one relaxation: inline style *attributes* (React's prerendered `style` props). <style> elements stay
  // hash-locked and scripts stay on the site's own files.
  expect(directives.get('style-src-attr') ?? ["'none'"], `${what}: style-src-attr`).toEqual(
    expect.arrayContaining([expect.stringMatching(/^'(none|self|unsafe-inline)'$/)]),
  );
  const strict = [...directives].filter(([name]) => name !== 'style-src-attr');
  expect(strict.flat(2).join(' '), `${what}: no unsafe sources`).not.toMatch(
    /unsafe-(inline|eval|hashes)|\*/,
  );
  expect(
    Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1]),
    `${what}: HSTS`,
  ).toBeGreaterThanOrEqual(15_552_000);
  expect(headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff');
  expect(headers['referrer-policy'], `${what}: Referrer-Policy`).toMatch(
    /^(no-referrer|same-origin|strict-origin(-when-cross-origin)?)$/,
  );
  expect(headers['permissions-policy'], `${what}: Permissions-Policy`).toContain('camera=()');
  expect(headers['cross-origin-resource-policy'], `${what}: CORP`).toBe('same-origin');
  expect(headers['access-control-allow-origin'], `${what}: no CORS`).toBeUndefined();
};

test.describe('static host responses', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP responses do not depend on the viewport');

  test('pages answer 200 directly with the security headers and HTML revalidation', async ({ request }) => {
    for (const { path } of routes) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expectSecurityHeaders(response, path);
      expect(response.headers()['cache-control'], path).toBe('public, max-age=0, must-revalidate');
    }
  });

  test('the build the host serves over https keeps upgrade-insecure-requests in its policy', () => {
    const headers = readFileSync(join(process.env.DIST_DIR ?? 'dist', '_headers'), 'utf8');
    const policies = headers.match(/^\s*Content-Security-Policy: .*$/gm) ?? [];
    expect(policies).toHaveLength(1);
    expect(policies[0]).toContain('; upgrade-insecure-requests');
  });

  test('the not-found page answers 404 with the security headers', async ({ request }) => {
    for (const path of ['/no-such-page', '/about/team', '/About', '/assets/missing.js']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expectSecurityHeaders(response, path);
      if (!path.startsWith('/assets/')) expect(await response.text(), path).toContain('Oops! Page not found');
    }
  });

  test('every redirect is one 301 hop with the security headers', async ({ request }) => {
    const cases = [
      ...redirects.flatMap(({ from, to }) => [
        { from, to },
        { from: `${from}/`, to },
      ]),
      ...routes.filter((r) => r.path !== '/').map(({ path }) => ({ from: `${path}/`, to: path })),
    ];
    for (const { from, to } of cases) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
      expectSecurityHeaders(response, from);
      const target = await request.get(to, { maxRedirects: 0 });
      expect(target.status(), `${from} → ${to}`).toBe(200);
    }
  });

  test('every page has exactly one inline script, the boot script (fallbacks, presets, early-input recorder), allowed by its own hash', async ({
    request,
  }) => {
    for (const { path } of routes) {
      const response = await request.get(path);
      const html = await response.text();
      const inline = [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map(
        (m) => m[1]!,
      );
      expect(inline, path).toHaveLength(1);
      expect(inline[0], path).toContain('__earlyInput');
      const csp = response.headers()['content-security-policy'] ?? '';
      expect(csp, path).toContain(`'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`);
    }
  });

  test('hashed assets are cached for a year as immutable, with the security headers', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const assets = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[href]')]
        .map((el) => ('src' in el ? el.src : el.href))
        .filter((url) => new URL(url).pathname.startsWith('/assets/')),
    );
    expect(assets.length).toBeGreaterThan(0);
    for (const url of assets) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['cache-control'], url).toBe('public, max-age=31536000, immutable');
      expectSecurityHeaders(response, url);
    }
  });
});
