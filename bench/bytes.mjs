// Byte figures: which scripts a page requests before its first contentful paint, which chunks carry the WebGL
// stack, and their gzipped sizes as served (gzip -9 of the exact bytes the server sends).
import { gzipSync } from 'node:zlib';

const gzipCache = new Map();

/** Gzipped size of a served URL (fetched from the server, so it is exactly what a visitor downloads). */
export async function gzippedBytes(url) {
  if (!gzipCache.has(url)) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    gzipCache.set(url, {
      gzip: gzipSync(body, { level: 9 }).length,
      raw: body.length,
      text: body.toString('utf8'),
    });
  }
  return gzipCache.get(url);
}

/** three.js core or the R3F reconciler: strings that survive minification. */
const webglMarkers = [/THREE\.WebGLRenderer/, /__r3f/];
export const isWebglChunk = (text) => webglMarkers.some((marker) => marker.test(text));

const importPattern = /(?:import|from)\s*\(?\s*["'`]((?:\.{1,2}\/|\/assets\/)[^"'`]+\.js)["'`]/g;
const mapDepsPattern = /__vite__mapDeps\s*=\s*\([^)]*?m\.f\s*\|\|\s*\(m\.f\s*=\s*(\[[^\]]*\])/;

/**
 * Every JS file of the build reachable from the HTML of `origin/` through static imports, dynamic imports and
 * Vite's preload lists: the build's whole script graph, read from what the server serves.
 */
export async function scriptGraph(origin) {
  const html = await (await fetch(`${origin}/`)).text();
  const queue = [
    ...html.matchAll(/<(?:script[^>]+src|link[^>]+href)="(\/assets\/[^"]+\.js)"/g),
    // The app and the page's chunks, which the boot module imports by the addresses the page names on #root.
    ...html.matchAll(/\bdata-(?:app|chunks)="([^"]+)"/g),
  ]
    .flatMap((m) => m[1].split(' '))
    .map((file) => new URL(file, origin).href);
  const seen = new Set();
  while (queue.length > 0) {
    const url = queue.pop();
    if (seen.has(url)) continue;
    seen.add(url);
    const { text } = await gzippedBytes(url);
    const found = [...text.matchAll(importPattern)].map((m) => new URL(m[1], url).href);
    // Vite's preload list names every lazily imported chunk relative to the site root.
    const deps = mapDepsPattern.exec(text);
    if (deps) {
      const list = JSON.parse(deps[1].replaceAll("'", '"')).filter((d) => d.endsWith('.js'));
      found.push(...list.map((d) => new URL(d.startsWith('/') ? d : `/${d}`, origin).href));
    }
    for (const next of found) if (!seen.has(next)) queue.push(next);
  }
  return [...seen];
}

/** The WebGL chunks (three.js, R3F) of the build and their summed gzipped size. */
export async function webglChunks(origin) {
  const chunks = [];
  for (const url of await scriptGraph(origin)) {
    const { gzip, text } = await gzippedBytes(url);
    if (isWebglChunk(text)) chunks.push({ url, gzip });
  }
  return { chunks, gzip: chunks.reduce((sum, c) => sum + c.gzip, 0) };
}

/** The site's own analytics (the tracker chunk: the only script that names the beacons' endpoint). */
export async function analyticsChunks(origin) {
  const chunks = [];
  for (const url of await scriptGraph(origin)) {
    const { gzip, text } = await gzippedBytes(url);
    if (text.includes('`/api/events`') || text.includes('"/api/events"')) chunks.push({ url, gzip });
  }
  return { chunks, gzip: chunks.reduce((sum, c) => sum + c.gzip, 0) };
}

const staticImportPattern = /\b(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

/**
 * The scripts a page cannot do without before it hydrates: the HTML's own `<script src>` and modulepreloads and
 * their static imports (not dynamic imports, which wait for the code that asks for them). The browser requests
 * all of them while it parses the HTML, in parallel with the CSS the first paint waits for.
 */
export async function entryScripts(origin, path) {
  const html = await (await fetch(`${origin}${path}`)).text();
  const queue = [
    ...html.matchAll(/<(?:script[^>]+src|link[^>]+modulepreload[^>]+href)="(\/assets\/[^"]+\.js)"/g),
  ].map((m) => new URL(m[1], origin).href);
  const seen = new Map();
  while (queue.length > 0) {
    const url = queue.pop();
    if (seen.has(url)) continue;
    const { gzip, text } = await gzippedBytes(url);
    seen.set(url, gzip);
    for (const m of text.matchAll(staticImportPattern)) queue.push(new URL(m[1], url).href);
  }
  return { scripts: [...seen.keys()], gzip: [...seen.values()].reduce((a, b) => a + b, 0) };
}

/** Gzipped bytes of the page's inline scripts (not JSON-LD data): the early-input recorder. */
export async function inlineScripts(origin, path) {
  const html = await (await fetch(`${origin}${path}`)).text();
  const inline = [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => m[1],
  );
  return {
    count: inline.length,
    gzip: inline.reduce((sum, text) => sum + gzipSync(text, { level: 9 }).length, 0),
  };
}

/**
 * Loads `path` and returns the scripts requested before first contentful paint (Resource Timing start < FCP
 * start, both on the page's own clock) with their gzipped sizes, and every script requested by the end.
 */
export async function scriptsOfPage(page, origin, path, { settle } = {}) {
  await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
    timeout: 15_000,
  });
  if (settle) await settle(page);
  const timeline = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0].startTime;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((e) => /\.m?js(\?|$)/.test(new URL(e.name).pathname))
      .map((e) => ({ url: e.name, start: e.startTime }));
    return { fcp, scripts };
  });
  const sized = [];
  for (const script of timeline.scripts) {
    if (new URL(script.url).origin !== origin) continue;
    const { gzip, text } = await gzippedBytes(script.url);
    sized.push({ ...script, gzip, webgl: isWebglChunk(text) });
  }
  const beforeFcp = sized.filter((s) => s.start < timeline.fcp);
  return {
    fcp: timeline.fcp,
    beforeFcp,
    criticalGzip: beforeFcp.reduce((sum, s) => sum + s.gzip, 0),
    all: sized,
    webglGzip: sized.filter((s) => s.webgl).reduce((sum, s) => sum + s.gzip, 0),
  };
}
