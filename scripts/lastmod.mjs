// `npm run seo:lastmod`: records that pages changed. For every indexable page whose content hash
// (src/app/pageContent.ts) differs from the one kept in src/content/lastModified.json, it sets the page's date to
// today and keeps the new hash; pages that left the route table are dropped. `npm run seo:lastmod -- /about /cloud`
// also dates those pages today when their change is not in their content (a new layout, say).
// LASTMOD_DATE=YYYY-MM-DD sets another date than today. docs/seo.md explains the whole.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const file = new URL('../src/content/lastModified.json', import.meta.url);
const today = process.env.LASTMOD_DATE ?? new Date().toISOString().slice(0, 10);
if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`LASTMOD_DATE must be YYYY-MM-DD, not ${today}`);

// Through Vite's module runner: the content modules are TypeScript that imports without file extensions.
const load = (module) => runnerImport(module, { root, configFile: false, logLevel: 'warn' });
const { routes, isIndexable } = (await load('/src/app/routes.ts')).module;
const { contentHash } = (await load('/src/app/pageContent.ts')).module;

const touched = new Set(process.argv.slice(2));
const stored = JSON.parse(await readFile(file, 'utf8'));
const next = {};
for (const route of routes.filter(isIndexable)) {
  const hash = contentHash(route);
  const before = stored[route.path];
  const forced = touched.delete(route.path);
  const changed = forced || before?.contentHash !== hash;
  next[route.path] = changed ? { date: today, contentHash: hash } : before;
  if (changed) console.log(`${route.path}: ${before ? `${before.date} → ` : ''}${today}`);
}
if (touched.size > 0) throw new Error(`Not indexable pages of src/app/routes.ts: ${[...touched].join(', ')}`);
for (const path of Object.keys(stored)) if (!next[path]) console.log(`${path}: removed`);

await writeFile(file, `${JSON.stringify(next, null, 2)}\n`);
