// Group `bytes`: what the pages download (gzip -9 of the served files) and what runs before the first paint.
import { desktop, mobile } from '../browser.mjs';
import { analyticsChunks, entryScripts, inlineScripts, scriptsOfPage, webglChunks } from '../bytes.mjs';

export const title = 'JavaScript bytes (gzip -9 of the served files)';
export const modes = ['ci', 'quick', 'full'];

/** @param {import('../context.mjs').BenchContext} bench */
export async function run({ origin, mode, record, notAvailable, newPage, settle, kb, file }) {
  const entry = await entryScripts(origin, '/');
  record(
    'critical-js',
    'critical-path JS for / (entry scripts + static imports; the app is imported after the first paint)',
    kb(entry.gzip),
    'KB',
    '≤ 90 KB',
    (v) => v <= 90,
    { stable: true, note: entry.scripts.map(file).join(', ') },
  );
  const inline = await inlineScripts(origin, '/');
  record(
    'boot-js',
    'boot: the inline early-input recorder + the boot module with its static imports, /',
    Math.round(inline.gzip + entry.gzip),
    'B',
    '≤ 2048 B',
    (v) => v <= 2048,
    { stable: true, note: `${inline.count} inline script(s) ${inline.gzip} B, boot module ${entry.gzip} B` },
  );
  const webgl = await webglChunks(origin);
  if (webgl.chunks.length === 0)
    notAvailable(
      'webgl-chunk',
      'WebGL chunk (three + R3F + drei)',
      '≤ 250 KB',
      'no chunk contains three.js',
      true,
    );
  else
    record(
      'webgl-chunk',
      'WebGL chunk (three + R3F + drei)',
      kb(webgl.gzip),
      'KB',
      '≤ 250 KB',
      (v) => v <= 250,
      {
        stable: true,
        note: webgl.chunks.map((c) => file(c.url)).join(', '),
      },
    );

  const analytics = await analyticsChunks(origin);
  if (analytics.chunks.length === 0)
    notAvailable(
      'analytics-js',
      'analytics (tracker chunk, web-vitals included)',
      '≤ 5 KB',
      'no chunk names /api/events',
      true,
    );
  else
    record(
      'analytics-js',
      'analytics (tracker chunk with web-vitals; loaded after the app has taken over, when idle)',
      kb(analytics.gzip),
      'KB',
      '≤ 5 KB',
      (v) => v <= 5,
      { stable: true, note: analytics.chunks.map((c) => file(c.url)).join(', ') },
    );

  // The timeline view of the same question. Paint time here depends on how busy the machine is (a slow first
  // paint lets lazy chunks start before it), so: one warm-up load, then the best of three.
  for (const [name, device] of [
    ['mobile', mobile],
    ['desktop', desktop],
  ]) {
    const runs = [];
    for (let i = 0; i < (mode === 'ci' ? 1 : 4); i++) {
      const { context, page } = await newPage(device);
      runs.push(await scriptsOfPage(page, origin, '/', { settle }));
      await context.close();
    }
    const measured = runs.length > 1 ? runs.slice(1) : runs;
    const best = measured.reduce((a, b) => (b.criticalGzip < a.criticalGzip ? b : a));
    if (mode !== 'ci')
      record(
        `fcp-js-${name}`,
        `JS requested before first contentful paint, / ${name} (best of 3)`,
        kb(best.criticalGzip),
        'KB',
        '≤ 90 KB',
        (v) => v <= 90,
        { note: `FCP ${Math.round(best.fcp)} ms: ${best.beforeFcp.map((s) => file(s.url)).join(', ')}` },
      );
    const total = kb(best.all.reduce((s, x) => s + x.gzip, 0));
    if (name === 'mobile') {
      record(
        'js-mobile-total',
        'all JS for / on mobile (boot, then hydration after the first paint)',
        total,
        'KB',
        '—',
        null,
      );
      record(
        'three-mobile',
        'three.js / R3F bytes downloaded on mobile /',
        kb(Math.max(...runs.map((r) => r.webglGzip))),
        'KB',
        '= 0',
        (v) => v === 0,
        { stable: true },
      );
    } else {
      record(
        'js-desktop-total',
        'all JS for / (desktop, once the scenes have loaded)',
        total,
        'KB',
        '—',
        null,
      );
      // This machine's renderer has no parallel shader compile: its visitors get the SVG scenes (docs/decisions/0040).
      record(
        'three-desktop-serial',
        'three.js / R3F bytes downloaded on desktop / here (no parallel compile)',
        kb(Math.max(...runs.map((r) => r.webglGzip))),
        'KB',
        '= 0',
        (v) => v === 0,
        { stable: true },
      );
    }
  }
}
