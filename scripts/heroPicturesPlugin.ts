// Vite plugin: `virtual:hero-picture/<page path>` (`virtual:hero-picture/cloud`,
// `virtual:hero-picture/industries/healthcare`), the SVG markup of a service or industry hero's picture, drawn at build
// time from the page's content (src/content/heroPictures.ts, scripts/heroPictures; docs/product.md#hero-pictures). The
// page renders it inline, so it paints with the prerendered HTML: no request, and its text is set in the site's own
// font. One module per page, imported by the page's own chunk (docs/decisions/0052-a-chunk-per-offer-page.md), so a
// page downloads only its own picture.
import { join } from 'node:path';
import { runnerImport, type Plugin, type ViteDevServer } from 'vite';

type Modules = typeof import('./heroPictures/modules.ts');

const PREFIX = 'virtual:hero-picture/';

export function heroPicturesPlugin(): Plugin {
  let root = process.cwd();
  let loaded: Promise<{ module: Modules; dependencies: string[] }> | undefined;
  // Through Vite's module runner, not the config's bundler: the content modules import without file extensions.
  const load = () =>
    (loaded ??= runnerImport<Modules>(join(import.meta.dirname, 'heroPictures/modules.ts'), {
      root,
      configFile: false,
      logLevel: 'warn',
    }));

  /** In the dev server: a change to the content or the drawing draws the pictures again on the next page load. */
  const watch = async (server: ViteDevServer) => {
    const { dependencies } = await load();
    server.watcher.add(dependencies);
    server.watcher.on('change', (file) => {
      if (!dependencies.includes(file)) return;
      loaded = undefined;
      const graph = server.environments.client.moduleGraph;
      for (const module of graph.idToModuleMap.values())
        if (module.id?.startsWith(`\0${PREFIX}`)) graph.invalidateModule(module);
    });
  };

  return {
    name: 'hero-pictures',
    configResolved(config) {
      root = config.root;
    },
    resolveId: {
      filter: { id: /^virtual:hero-picture\/[a-z/-]+$/ },
      handler: (source) => `\0${source}`,
    },
    load: {
      filter: { id: /^\0virtual:hero-picture\/[a-z/-]+$/ },
      handler: async (id) => (await load()).module.heroPictureModule(`/${id.slice(PREFIX.length + 1)}`),
    },
    configureServer(server) {
      void watch(server);
    },
  };
}
