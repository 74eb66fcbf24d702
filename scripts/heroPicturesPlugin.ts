// Vite plugin: `virtual:hero-pictures/services` and `virtual:hero-pictures/industries`, the SVG markup of the service
// and industry heroes' pictures, drawn at build time from the pages' content (src/content/heroPictures.ts,
// scripts/heroPictures; docs/product.md#hero-pictures). The page renders it inline, so it paints with the prerendered
// HTML: no request, and its text is set in the site's own font. One module per page template, so a page's chunk
// carries only its own kind.
import { join } from 'node:path';
import { runnerImport, type Plugin, type ViteDevServer } from 'vite';

type Modules = typeof import('./heroPictures/modules.ts');

const ids = {
  services: '\0virtual:hero-pictures/services',
  industries: '\0virtual:hero-pictures/industries',
};

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
      for (const id of Object.values(ids)) {
        const module = graph.getModuleById(id);
        if (module) graph.invalidateModule(module);
      }
    });
  };

  return {
    name: 'hero-pictures',
    configResolved(config) {
      root = config.root;
    },
    resolveId: {
      filter: { id: /^virtual:hero-pictures\/(services|industries)$/ },
      handler: (source) => `\0${source}`,
    },
    load: {
      filter: { id: /^\0virtual:hero-pictures\/(services|industries)$/ },
      handler: async (id) => {
        const group = id === ids.services ? 'services' : 'industries';
        return (await load()).module.heroPicturesModule(group);
      },
    },
    configureServer(server) {
      void watch(server);
    },
  };
}
