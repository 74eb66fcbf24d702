// Vite plugin: what link previews and search engines show of the site, made at build time from its data
// (scripts/seo/generate.ts, docs/seo.md).
// - Each indexable page's social card as /assets/og/<page>-<hash of its bytes>.png: a new picture gets a new address,
//   so the immutable caching of /assets/* (scripts/host-config.mjs) holds. `virtual:social-cards` maps each page's
//   path to its card, for the page's meta tags and JSON-LD.
// - The icons and the web app manifest, from the one brand mark (public/favicon.svg), linked from every page's <head>
//   with the theme colour.
import { join } from 'node:path';
import { runnerImport, type HtmlTagDescriptor, type Plugin, type ViteDevServer } from 'vite';

const resolvedId = '\0virtual:social-cards';

type Generator = typeof import('./seo/generate.ts');
type Generated = Awaited<ReturnType<Generator['generateSeoAssets']>>;

export function seoAssetsPlugin(): Plugin {
  let root = process.cwd();
  let publicDir = join(root, 'public');
  let ssr = false;
  let generated: Promise<{ assets: Generated; dependencies: string[] }> | undefined;
  // Through Vite's module runner, not the config's bundler: the content modules import without file extensions.
  const generate = () =>
    (generated ??= runnerImport<Generator>(join(import.meta.dirname, 'seo/generate.ts'), {
      root,
      configFile: false,
      logLevel: 'warn',
    }).then(async ({ module, dependencies }) => ({
      assets: await module.generateSeoAssets(publicDir, join(root, 'node_modules/.cache/social-cards')),
      dependencies,
    })));

  /** In the dev server: a change to the content or the mark makes the next page load use new cards. */
  const watch = async (server: ViteDevServer) => {
    const { dependencies } = await generate();
    server.watcher.add(dependencies);
    server.watcher.on('change', (file) => {
      if (!dependencies.includes(file) && !file.endsWith('favicon.svg')) return;
      generated = undefined;
      const graph = server.environments.client.moduleGraph;
      const module = graph.getModuleById(resolvedId);
      if (module) graph.invalidateModule(module);
    });
  };

  return {
    name: 'seo-assets',
    configResolved(config) {
      root = config.root;
      publicDir = config.publicDir;
      ssr = Boolean(config.build.ssr);
    },
    // Hook filters: the bundler calls these hooks for the one virtual module only.
    resolveId: { filter: { id: /^virtual:social-cards$/ }, handler: () => resolvedId },
    load: {
      filter: { id: /^\0virtual:social-cards$/ },
      handler: async () => (await generate()).assets.cardsModule,
    },
    transformIndexHtml: async () =>
      (await generate()).assets.headTags.map((tag): HtmlTagDescriptor => ({ ...tag, injectTo: 'head' })),
    async generateBundle() {
      // The server build only renders HTML; the files belong to the site the client build writes.
      if (ssr) return;
      for (const file of (await generate()).assets.files) {
        this.emitFile({ type: 'asset', fileName: file.href.slice(1), source: file.source });
      }
    },
    configureServer(server) {
      void watch(server);
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0];
        generate().then(({ assets }) => {
          const file = assets.files.find((f) => f.href === path);
          if (!file) return next();
          response.setHeader(
            'Content-Type',
            path?.endsWith('.png') ? 'image/png' : 'application/manifest+json',
          );
          response.end(file.source);
        }, next);
      });
    },
  };
}
