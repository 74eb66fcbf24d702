// A Vite plugin for a virtual module the build derives from source modules: what a visitor's page would otherwise
// compute from a scene's look (the hero's backdrop pictures, the SVG wheel's colours) is computed once, here, and the
// page gets only the result (docs/decisions/0046-one-look-module-per-scene.md).
import { join } from 'node:path';
import { runnerImport, type Plugin, type ViteDevServer } from 'vite';

interface DerivedModule<M> {
  /** The plugin's name, and the module's id: `virtual:<name>`. */
  name: string;
  /** The modules it derives from, from the repository's root. */
  from: string[];
  /** The virtual module's source, from those modules' exports (in the order of `from`). */
  source: (modules: M) => string;
}

export function derivedModulePlugin<M extends unknown[]>({ name, from, source }: DerivedModule<M>): Plugin {
  const id = `virtual:${name}`;
  const resolvedId = `\0${id}`;
  let root = process.cwd();
  let loaded: Promise<{ code: string; dependencies: string[] }> | undefined;
  // Through Vite's module runner, not the config's bundler: a change to a look derives the module again without
  // restarting the dev server, and the modules import without file extensions.
  const load = () =>
    (loaded ??= Promise.all(
      from.map((file) =>
        runnerImport<unknown>(join(import.meta.dirname, '..', file), {
          root,
          configFile: false,
          logLevel: 'warn',
        }),
      ),
    ).then((results) => ({
      code: source(results.map((result) => result.module) as M),
      dependencies: [...new Set(results.flatMap((result) => result.dependencies))],
    })));

  /** In the dev server: a change to what it derives from derives it again for the next page load. */
  const watch = async (server: ViteDevServer) => {
    const { dependencies } = await load();
    server.watcher.add(dependencies);
    server.watcher.on('change', (file) => {
      if (!dependencies.includes(file)) return;
      loaded = undefined;
      const graph = server.environments.client.moduleGraph;
      const module = graph.getModuleById(resolvedId);
      if (module) graph.invalidateModule(module);
    });
  };

  return {
    name,
    configResolved(config) {
      root = config.root;
    },
    resolveId: (request) => (request === id ? resolvedId : undefined),
    load: async (loading) => (loading === resolvedId ? (await load()).code : undefined),
    configureServer(server) {
      void watch(server);
    },
  };
}
