// Renders every route of the route table to its own HTML file, then writes the sitemap, robots.txt and the
// host's _redirects and _headers from the same table (host/: the rules the Worker shares). Runs after `vite build`
// and `vite build --ssr`.
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { hostHeaders } from '../host/headers.ts';
import { hostRedirects } from '../host/redirects.ts';

const dist = resolve(process.env.DIST_DIR ?? 'dist');
const ssrDir = resolve(process.env.SSR_DIR ?? 'dist-ssr');
const server = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
const built = await readFile(join(dist, 'index.html'), 'utf8');

/** `/` → index.html, `/about` → about.html, `/industries/retail` → industries/retail.html. */
const fileFor = (path) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);
const sha256 = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const styleHashes = new Set([sha256('')]); // styled-components' empty runtime <style>, filled through CSSOM

// The font file of the Latin range, which every page's text needs, is fetched from the start (a preload), not once
// the first layout finds text that needs it: arriving before that layout, it is in the first paint, and no line
// moves when it swaps in (docs/decisions/0039-the-font-preloaded.md).
const fontPreload = (css) => {
  for (const [rule] of css.matchAll(/@font-face\s*{[^}]*}/g)) {
    // U+0000-00FF, which the minifier writes as U+??
    if (!/unicode-range:\s*U\+(?:0+-0*FF|\?\?)(?=[,;}\s])/i.test(rule)) continue;
    const url = rule.match(/url\(["']?(\/assets\/[^"')]+\.woff2)["']?\)/)?.[1];
    if (url) return `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`;
  }
  return '';
};

// The entry stylesheet (the self-hosted font's @font-face rules, ~2 KB) goes inline: as a <link> it would hold the
// first paint for a round trip. A <style> of its own, apart from styled-components' block, which the client
// rewrites through CSSOM (font rules in that sheet made Chromium re-match fonts and relayout on every change). It
// moves to the head's start, with the font's preload: the inline script after it asks for the face those rules
// declare (docs/decisions/0069-the-font-face-asked-for-from-the-head.md).
let fontHead = '';
let template = built;
for (const [tag, href] of built.matchAll(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g)) {
  const text = (await readFile(join(dist, href))).toString('utf8').trim();
  styleHashes.add(sha256(text));
  fontHead += `${fontPreload(text)}<style>${text}</style>`;
  template = template.replace(tag, '');
}
if (!fontHead.includes('rel="preload" href="/assets/'))
  throw new Error(
    'No @font-face for the Latin range (U+0000-00FF) in the entry stylesheets: nothing to preload',
  );
const familyName = server.SITE_FONT_FAMILY.replace(/^['"]|['"]$/g, '');
// The name taken literally: a family with a dot or a parenthesis in it must not match other names.
const familyPattern = familyName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
if (!new RegExp(`font-family:\\s*["']?${familyPattern}["']?\\s*[;}]`).test(fontHead))
  throw new Error(
    `The entry stylesheets declare no face of ${server.SITE_FONT_FAMILY}, the family the boot script asks for (src/boot/inlineScript.ts)`,
  );
// The one inline script (src/boot/inlineScript.ts): the fallbacks for platform features the browser lacks, and the
// recorder of clicks and keys from the first paint until the app takes over (allowed by hash).
const earlyInput = `<script>${server.inlineBootScript}</script>`;
// The site's global rules, a <style> of their own before styled-components' block (src/ui/globalCss.ts).
const globalStyle = `<style>${server.globalCss}</style>`;
styleHashes.add(sha256(server.globalCss));
const scriptHashes = [sha256(server.inlineBootScript)];
// What a page needs to hydrate, from Vite's manifest: the app (src/hydrate.tsx, an entry of its own), the page
// kind's module (src/pages/<Kind>Page.tsx, see src/app/pageModules.ts) and every chunk either imports. The page
// names them on #root (`data-app`, `data-chunks`) and the boot module (src/main.ts) fetches them all at once after
// the first paint, instead of discovering them one import at a time.
const manifestFile = join(dist, '.vite', 'manifest.json');
const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
// Dependencies first: the boot module evaluates the app's chunks in this order, one per task.
const chunksOf = (key, order = [], seen = new Set()) => {
  const entry = manifest[key];
  if (!entry) throw new Error(`No chunk for ${key} in ${manifestFile}`);
  if (seen.has(entry.file)) return order;
  seen.add(entry.file);
  for (const imported of entry.imports ?? []) chunksOf(imported, order, seen);
  order.push(entry.file);
  return order;
};
for (const part of server.partsHydratedWhenReached)
  if (!Object.values(manifest).some((entry) => entry.dynamicImports?.includes(part)))
    throw new Error(`${part} (src/pages/partsHydratedWhenReached.ts) is no page's part in ${manifestFile}`);
const appEntry = 'src/hydrate.tsx';
const appFile = `/${manifest[appEntry]?.file}`;
// A page's own chunks, dependencies first, after those already in `order`: the page kind's module, its parts in
// chunks of their own (`pagePart`, src/app/pageModules.ts: the modules of src/pages/ that a page module imports
// dynamically), which a page loaded as a document has before the app starts (not the parts the page requests when
// it chooses: src/pages/partsHydratedWhenReached.ts), and a service or industry page's own content and picture, a
// chunk per page (src/pages/offerContent.ts).
const pageChunks = ({ page, id }, order, seen) => {
  const pageModule = `src/pages/${page[0].toUpperCase()}${page.slice(1)}Page.tsx`;
  chunksOf(pageModule, order, seen);
  for (const part of manifest[pageModule].dynamicImports ?? [])
    if (part.startsWith('src/pages/') && !server.partsHydratedWhenReached.includes(part))
      chunksOf(part, order, seen);
  const content = `src/pages/${page}/${id}.ts`;
  if (manifest[content]) chunksOf(content, order, seen);
  return order;
};
const hydrationChunks = (route) => {
  const order = [];
  const seen = new Set();
  chunksOf(appEntry, order, seen);
  return { order: pageChunks(route, order, seen), seen };
};
// What a phone fetches ahead from the visitor's first input (src/app/pagesAhead.ts, `fetchPagesAhead`): each page of
// `pathsToFetchAhead` with the chunks it needs that neither this page nor a page before it in the list brings, as
// `path=chunk,chunk` separated by spaces (a page that needs none is left out). The phone fetches them as module
// preloads, which do not run the code, and runs a page's modules in an idle period once they have all arrived
// (docs/decisions/0072-a-phone-runs-the-code-it-fetched-ahead-when-idle.md).
const aheadChunks = (seen) =>
  server
    .pathsToFetchAhead()
    .map((path) => {
      const route = server.routes.find((entry) => entry.path === path);
      if (!route) throw new Error(`${path} (pathsToFetchAhead) is in no route of the route table`);
      const chunks = pageChunks(route, [], seen);
      // Written into an attribute and split on ' ', '=' and ',' by the page: a path or file name with any of them,
      // or a quote, would break the list.
      for (const name of [path, ...chunks])
        if (!/^[\w./-]+$/.test(name))
          throw new Error(`${name}: a path or chunk to fetch ahead holds more than letters, digits, _ . / -`);
      return chunks.length ? `${path}=${chunks.map((file) => `/${file}`).join(',')}` : '';
    })
    .filter(Boolean)
    .join(' ');
const rootAttributes = (route) => {
  const { order, seen } = hydrationChunks(route);
  const chunks = order.map((file) => `/${file}`).join(' ');
  return `data-app="${appFile}" data-chunks="${chunks}" data-ahead="${aheadChunks(seen)}"`;
};

// The release: the build's name, a hash of its files' names (each holds the hash of its content), so it changes
// whenever the app's code does. Every page names it on #root (`data-release`), the error reports carry it, and the
// Worker reads the deployed one beside the source maps (docs/errors.md).
const assetNames = (await readdir(join(dist, 'assets'))).filter((name) => !name.endsWith('.map')).sort();
const release = createHash('sha256').update(assetNames.join('\n')).digest('hex').slice(0, 12);

// The source maps (vite.config.ts: `sourcemap: 'hidden'`) leave /assets/ for a folder of their own, which the
// Worker answers 404 to everyone (run_worker_first) and reads itself through its assets binding, to map the stacks
// of error reports to src/. So no visitor downloads them, and the build's code is not published as source.
const mapsDir = join(dist, 'source-maps');
await rm(mapsDir, { recursive: true, force: true });
await mkdir(mapsDir, { recursive: true });
for (const name of await readdir(join(dist, 'assets')))
  if (name.endsWith('.map')) await rename(join(dist, 'assets', name), join(mapsDir, name));
await writeFile(join(mapsDir, 'release.json'), `${JSON.stringify({ release })}\n`);

// A page's first paint waits until its first screen's words are parsed (its hero's heading, lead and actions, or its
// one message), where the browser knows the link: it shows them with the header, never the header alone
// (src/ui/FirstPaintMark.tsx, docs/decisions/0055-a-document-s-first-paint-waits-for-its-first-words.md). First in
// <head>, before anything the parser could stop at.
const firstPaintMark = `id="${server.FIRST_PAINT_MARK_ID}"`;
const expectFirstWords = `<link rel="expect" href="#${server.FIRST_PAINT_MARK_ID}" blocking="render">`;

/** One page's HTML; `route` is its entry in the route table (its kind, `page`, and for some kinds an `id`). */
const fill = ({ head, body, styleTags }, route) => {
  for (const match of styleTags.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g))
    styleHashes.add(sha256(match[1]));
  // Without its element, the link would hold every paint until the whole document is parsed.
  if (body.split(firstPaintMark).length !== 2)
    throw new Error(
      `${route.path ?? '404.html'}: no single element with ${firstPaintMark} (src/ui/FirstPaintMark.tsx)`,
    );
  return template
    .replace(
      '<!--app-head-->',
      `${expectFirstWords}${fontHead}${earlyInput}${head}${globalStyle}${styleTags}`,
    )
    .replace('<div id="root">', `<div id="root" ${rootAttributes(route)} data-release="${release}">`)
    .replace('<!--app-html-->', body);
};

const write = async (file, text) => {
  const target = join(dist, file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, text);
};

for (const route of server.routes) {
  await write(fileFor(route.path), fill(await server.renderPage(route.path), route));
}
await write('404.html', fill(await server.renderPage('/__not-found__'), { page: 'notFound' }));

const origin = server.company.siteUrl;
// Each page's lastmod is the date its content last changed, kept with the content (src/app/sitemap.ts).
await write('sitemap.xml', server.sitemapXml());
await write('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
await write('_redirects', hostRedirects(server.routes, server.redirects));
await write('_headers', hostHeaders([...styleHashes], scriptHashes));

await rm(ssrDir, { recursive: true, force: true });
await rm(join(dist, '.vite'), { recursive: true, force: true });
console.log(`prerendered ${server.routes.length} routes + 404.html into ${dist} (release ${release})`);
