import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
  element: string;
}

declare global {
  interface Window {
    __cspViolations?: Violation[];
  }
}

/** Records every CSP violation of the page from the first byte on (init scripts run before the document parses). */
export const recordViolations = () => {
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolations?.push({
      directive: event.effectiveDirective,
      blocked: event.blockedURI,
      source: `${event.sourceFile}:${event.lineNumber}`,
      sample: event.sample,
      element: event.target instanceof Element ? event.target.outerHTML.slice(0, 160) : '',
    });
  });
};

/** Watches every request the page makes and keeps those that leave the site's own origin. */
const watchForeignRequests = (page: Page, origin: string): string[] => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (
      (url.protocol === 'http:' || url.protocol === 'https:' || url.protocol.startsWith('ws')) &&
      url.origin !== origin
    ) {
      foreign.push(`${request.method()} ${request.url()}`);
    }
  });
  return foreign;
};

/** Scrolls through the whole page so that lazily loaded sections (and the WebGL scenes) load and render. */
const scrollThrough = async (page: Page) => {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()?.height ?? 800;
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(100);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
};

export const violations = (page: Page) => page.evaluate(() => window.__cspViolations ?? []);

/**
 * Starts watching a page before its first navigation: every CSP violation from its first byte on, and every request
 * that leaves the site's origin. Returns what to call once the page has loaded: it scrolls through all of the page
 * (its lazy sections and scenes load and draw), waits for the network, and answers what was seen.
 */
export async function watchIsolation(page: Page, baseURL: string | undefined) {
  await page.addInitScript(recordViolations);
  const foreign = watchForeignRequests(page, new URL(baseURL ?? '').origin);
  return async () => {
    await page.waitForLoadState('networkidle');
    await scrollThrough(page);
    await page.waitForLoadState('networkidle');
    return { violations: await violations(page), foreign };
  };
}

/**
 * A test that loads a page, records every CSP violation from its first byte and every request that leaves the site's
 * origin, scrolls through all of it (its lazy sections and scenes load and draw), and expects neither. Every page of
 * the route table gets this check in tests/pages.spec.ts, beside its other checks on the same load.
 */
export const checkIsolation = (path: string) =>
  test(`${path} raises no CSP violation and requests nothing from another origin`, async ({
    page,
    baseURL,
  }) => {
    // It loads a page, scrolls all of it and waits for the network twice: slow on a busy 2-core machine.
    test.setTimeout(60_000);
    const seen = await watchIsolation(page, baseURL);
    await page.goto(path);
    const { violations: raised, foreign } = await seen();
    expect(raised).toEqual([]);
    expect(foreign).toEqual([]);
  });
