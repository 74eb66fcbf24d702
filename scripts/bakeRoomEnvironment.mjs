// `npm run bake:environment`: renders the wheel's studio light probe (three's PMREM of its RoomEnvironment) in
// Chromium and writes it, gzipped, to src/features/service-wheel/roomEnvironment.bin, which the site fetches instead of
// rendering it on the visitor's main thread (docs/decisions/0047-baked-light-probe.md). Run it again after a change
// to three, to ROOM_BLUR or to the layout (src/features/service-wheel/roomEnvironmentLayout.ts); `--check` only
// says whether the committed file is what this would write.
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const root = join(import.meta.dirname, '..');
const output = join(root, 'src/features/service-wheel/roomEnvironment.bin');

const bundle = await build({
  entryPoints: [join(import.meta.dirname, 'roomEnvironment/page.ts')],
  bundle: true,
  format: 'iife',
  write: false,
  logLevel: 'warning',
});
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
let halves;
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><title>bake</title>');
  await page.addScriptTag({ content: bundle.outputFiles[0].text });
  const base64 = await page.evaluate(() => window.bakeRoomEnvironment());
  const bytes = Buffer.from(base64, 'base64');
  halves = new Uint16Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 2);
} finally {
  await browser.close();
}

const baked = gzipSync(Buffer.from(halves.buffer, halves.byteOffset, halves.byteLength), { level: 9 });
if (process.argv.includes('--check')) {
  const committed = gunzipSync(readFileSync(output));
  const same = committed.equals(gunzipSync(baked));
  console.log(
    same
      ? 'The committed light probe is up to date.'
      : 'The committed light probe differs: run npm run bake:environment.',
  );
  process.exit(same ? 0 : 1);
}
writeFileSync(output, baked);
console.log(`Wrote ${output}: ${halves.length} half floats, ${baked.length} bytes gzipped.`);
