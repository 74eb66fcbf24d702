import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { heroBackdropPlugin } from './scripts/heroBackdropPlugin.ts';
import { heroPicturesPlugin } from './scripts/heroPicturesPlugin.ts';
import { lookWriterPlugin } from './scripts/lookWriterPlugin.ts';
import { compileHintsPlugin } from './scripts/compileHintsPlugin.ts';
import { eagerCommonJsPlugin } from './scripts/eagerCommonJsPlugin.ts';
import { seoAssetsPlugin } from './scripts/seoAssetsPlugin.ts';
import { styledComponentIdPlugin } from './scripts/styledComponentIdPlugin.ts';
import { wheelSvgPlugin } from './scripts/wheelSvgPlugin.ts';

const outDir = process.env.DIST_DIR ?? 'dist';

export default defineConfig(({ isSsrBuild }) => ({
  // The hero backdrops' pictures and the SVG wheel's colours, derived from their scenes' looks (docs/decisions/0046);
  // the service and industry heroes' pictures, drawn from their content (docs/product.md#hero-pictures);
  // the social cards, icons and web app manifest, from the content and the brand mark (docs/seo.md);
  // the CommonJS modules (React's) compiled with their chunk, not on first use (docs/decisions/0044), and every function
  // of the app's start chunks too (docs/decisions/0063);
  // the styled components' IDs from their files, the same in the prerender and the browser (docs/decisions/0045);
  // and, on the dev server only, the ?debug panel's "Save to source" (scripts/lookWriterPlugin.ts).
  plugins: [
    styledComponentIdPlugin(),
    react(),
    heroBackdropPlugin(),
    wheelSvgPlugin(),
    heroPicturesPlugin(),
    seoAssetsPlugin(),
    eagerCommonJsPlugin(),
    compileHintsPlugin(fileURLToPath(new URL('src/hydrate.tsx', import.meta.url))),
    lookWriterPlugin(),
  ],
  resolve: {
    alias: {
      // The shim only matters before React 18; React 19's own hook keeps ~1 KB off the critical path.
      'use-sync-external-store/shim/index.js': fileURLToPath(
        new URL('src/app/reactSyncExternalStore.ts', import.meta.url),
      ),
    },
  },
  build: {
    outDir,
    target: 'es2022',
    // Source maps for the Worker alone, to show the owner where an error of the page is in src/ (docs/errors.md):
    // written without a `sourceMappingURL` comment, then moved out of /assets/ by the prerenderer into a folder
    // the Worker answers 404 to the public (scripts/prerender.mjs, worker/errors/sourceMaps.ts).
    sourcemap: isSsrBuild ? false : 'hidden',
    reportCompressedSize: false,
    // The prerenderer reads it to list each page's own chunks in its HTML (scripts/prerender.mjs), then deletes it.
    manifest: true,
    // Every browser the site supports has modulepreload: the polyfill would be ~300 bytes of the boot module.
    modulePreload: { polyfill: false },
    // The app (hydrate.tsx) is an entry of its own: the boot module imports it by the address the prerenderer
    // writes into the page, beside the list of chunks to preload, so the boot needs no preload helper (~0.7 KB).
    // React DOM is a chunk of its own, so the boot can evaluate it in a task of its own before the app's; the chunk
    // carries src/app/reactDomStart.ts, which starts React DOM there (Rolldown runs a CommonJS module on its first
    // require, not when its chunk is evaluated: docs/decisions/0044).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          input: { index: 'index.html', hydrate: 'src/hydrate.tsx' },
          // The app's entry keeps its export's name: the boot module calls its `start` once every chunk has run.
          preserveEntrySignatures: 'exports-only',
          output: {
            // The maps only say where a position is in src/ (the Worker reads them): not the sources themselves.
            sourcemapExcludeSources: true,
            // The boot module evaluates each chunk in a task of its own, so a chunk is the smallest piece of the app's
            // start: the larger parts of every page's shell get chunks of their own
            // (docs/decisions/0045-a-phone-s-first-seconds.md, "The app's start"). A group takes the modules its
            // captured ones import along (Rolldown's default), so a group is only for code every page runs.
            codeSplitting: {
              groups: [
                {
                  name: 'react-dom',
                  test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]|[\\/]src[\\/]app[\\/]reactDomStart\.ts$/,
                },
                { name: 'styled', test: /[\\/]node_modules[\\/](styled-components|stylis|@emotion)[\\/]/ },
                { name: 'router', test: /[\\/]node_modules[\\/](wouter|regexparam|zustand)[\\/]/ },
                // The contact dialog and the rules it shares with the Worker; not its toasts, which load the first time one
                // shows (a group takes what only its modules import: react-toastify came along), nor the analytics'
                // shared modules, which go with the tracker.
                {
                  name: 'contact',
                  test: /[\\/]src[\\/](features[\\/]contact[\\/](?!toasts\.)|shared[\\/](leadRules|sourceFields|text)\.ts$)/,
                },
                { name: 'navigation', test: /[\\/]src[\\/]features[\\/]navigation[\\/]/ },
              ],
            },
          },
        },
  },
  // styled-components' CJS build breaks `styled.div` under Node SSR.
  ssr: { noExternal: ['styled-components'] },
  preview: { port: 4173, strictPort: true },
  test: {
    environment: 'jsdom',
    // Unit tests beside the code; the Worker's tests over HTTP (worker/test/) run on their own (npm run test:worker).
    exclude: ['**/node_modules/**', 'worker/test/**'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // Every core: vitest's default leaves one idle, and `npm test` runs these alone, before the browser tests: on the
    // 2-core CI machine they took 52 s with one worker and 32–36 s with two (docs/test-suite-time.md).
    maxWorkers: availableParallelism(),
    // The app's tests run each file in a fresh VM context of one worker (a jsdom per file costs ~0.7 s in a fresh
    // process, most of the suite's time); the Worker's, host's and scripts' tests use Node's own globals (streams),
    // which a VM context lacks, so they keep a process per file (docs/test-suite-time.md).
    projects: [
      { extends: true, test: { name: 'app', include: ['src/**/*.test.{ts,tsx}'], pool: 'vmThreads' } },
      {
        extends: true,
        test: {
          name: 'node',
          include: ['scripts/**/*.test.ts', 'host/**/*.test.ts', 'worker/**/*.test.ts', 'bench/**/*.test.ts'],
        },
      },
    ],
  },
}));
