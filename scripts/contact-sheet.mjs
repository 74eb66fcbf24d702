// `node scripts/contact-sheet.mjs`: a screenshot of every prerendered page at each width, and contact sheets of them,
// to look at the whole site at once (before and after a visual change).
//
//   node scripts/contact-sheet.mjs [--dist DIR] [--out DIR] [--widths 1440,390] [--only /about,/cloud] [--per-sheet 6]
//
// It serves DIR (default dist/, built first if the sources are newer) through `scripts/start.mjs` on a free port,
// takes a full-page screenshot of every page in headless Chromium (the system one, WebGL through SwiftShader, as in
// playwright.config.ts) at each width, and writes them to OUT/shots/<width>/<page>.png, then lays them side by side,
// `--per-sheet` to a picture, in OUT/sheet-<width>-<n>.png. The pages are the HTML files of the build (404.html as
// /no-such-page), so a new route is in the sheet without a change here.
//
// A before/after pair: build main into a folder of its own, then
//   node scripts/contact-sheet.mjs --dist /tmp/before-dist --out /tmp/sheets/before
//   node scripts/contact-sheet.mjs --out /tmp/sheets/after
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../bench/browser.mjs';
import { freePort, startServer } from '../bench/server.mjs';

const { values: args } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    out: { type: 'string', default: 'test-results/contact-sheet' },
    widths: { type: 'string', default: '1440,390' },
    only: { type: 'string' },
    'per-sheet': { type: 'string', default: '6' },
  },
});

const dist = resolve(args.dist);
const out = resolve(args.out);
const widths = args.widths.split(',').map(Number);
const perSheet = Number(args['per-sheet']);
/** A phone's height and a laptop's: only the first screen's height matters, the shots are full-page. */
const heightFor = (width) => (width < 768 ? 844 : 900);

/** Every prerendered page of the build, as the path a visitor types. */
function pagesOf(dir, base = dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) return name === 'assets' ? [] : pagesOf(file, base);
    if (!name.endsWith('.html')) return [];
    const path = `/${relative(base, file).replace(/\.html$/, '')}`;
    return [path === '/index' ? '/' : path === '/404' ? '/no-such-page' : path];
  });
}

const order = (path) => (path === '/' ? '' : path);
let pages = pagesOf(dist).sort((a, b) => order(a).localeCompare(order(b)));
if (args.only) pages = pages.filter((p) => args.only.split(',').includes(p));

// As playwright.config.ts launches it (docs/toolchain.md#launch-flags): one list of flags, bench/browser.mjs.
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
/** The host emulator, on a free port; tried again when it loses a race for one of its ports to another server. */
async function serve() {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startServer({
        port: await freePort(),
        skipBuild: args.dist !== 'dist',
        env: { DIST_DIR: dist, LEADS_STATE_DIR: join(out, '.leads'), LEADS_FRESH: '1' },
      });
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}
const server = await serve();

const name = (path) => (path === '/' ? 'home' : path.slice(1).replaceAll('/', '-'));

try {
  for (const width of widths) {
    const mobile = width < 768;
    const context = await browser.newContext({
      viewport: { width, height: heightFor(width) },
      deviceScaleFactor: 1,
      isMobile: mobile,
      hasTouch: mobile,
      locale: 'en-US',
      timezoneId: 'UTC',
      colorScheme: 'light',
    });
    const dir = join(out, 'shots', String(width));
    mkdirSync(dir, { recursive: true });
    for (const path of pages) {
      const page = await context.newPage();
      await page.goto(`${server.origin}${path}`, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      // Scroll through once, so what waits for the screen (scenes, lazy chunks) has had its turn, then back up.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
          scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 150));
        }
        scrollTo(0, 0);
      });
      await page
        .locator('html:not([data-scene-rest="false"])')
        .waitFor({ timeout: 20_000 })
        .catch(() => {});
      await page.waitForTimeout(400);
      await page.screenshot({ path: join(dir, `${name(path)}.png`), fullPage: true, animations: 'disabled' });
      await page.close();
      process.stdout.write(`${width} ${path}\n`);
    }
    await context.close();
  }

  // The sheets: the shots in columns, scaled to one width, each under its path.
  const sheet = await browser.newPage({ viewport: { width: 1800, height: 900 } });
  for (const width of widths) {
    const column = width < 768 ? 260 : 300;
    for (let start = 0, n = 1; start < pages.length; start += perSheet, n += 1) {
      const cells = pages
        .slice(start, start + perSheet)
        .map((path) => {
          const png = readFileSync(join(out, 'shots', String(width), `${name(path)}.png`)).toString('base64');
          return `<figure><figcaption>${path}</figcaption><img src="data:image/png;base64,${png}"></figure>`;
        })
        .join('');
      await sheet.setContent(`<!doctype html><style>
        body { margin: 0; padding: 16px; background: #d4d4d8; font: 600 14px system-ui, sans-serif; }
        main { display: flex; gap: 16px; align-items: flex-start; width: max-content; }
        figure { margin: 0; width: ${column}px; }
        figcaption { margin-bottom: 6px; }
        img { display: block; width: 100%; box-shadow: 0 1px 4px rgba(0,0,0,.3); }
      </style><main>${cells}</main>`);
      await sheet.evaluate(() => Promise.all([...document.images].map((img) => img.decode())));
      const file = join(out, `sheet-${width}-${n}.png`);
      await sheet.screenshot({ path: file, fullPage: true });
      process.stdout.write(`${relative(process.cwd(), file)}\n`);
    }
  }
  writeFileSync(join(out, 'pages.txt'), `${pages.join('\n')}\n`);
} finally {
  await browser.close();
  server.stop();
}
