// Vite plugin: the chunks every page runs when the app starts carry V8's compile hint, `//# allFunctionsCalledOnLoad`
// on their first line, so Chromium compiles all their functions with the chunk, on the thread that streams it, and not
// lazily, on the main thread, the first time each runs: which, for React's event system and the site's tap handling,
// was inside a visitor's first tap (docs/decisions/0063-the-app-s-start-chunks-compiled-ahead.md).
//
// Which chunks: those holding a module of the app entry's static import graph (the code every page evaluates before the
// app takes over). A page's own chunk, the scenes and whatever else arrives by a dynamic import stay lazily compiled.
// Engines without the hint read a comment.
import type { Plugin } from 'vite';

/** The hint, as Chromium 136 and later read it: a line comment before the functions it covers. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** The modules `entry` imports statically, directly or through others, itself included. */
export function staticGraphOf(graph: ModuleGraph, entry: string): Set<string> {
  const seen = new Set<string>();
  const next = [entry];
  while (next.length > 0) {
    const id = next.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    next.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** The line to put before a chunk holding `moduleIds`: the hint for a chunk of the start, nothing for any other. */
export function hintFor(moduleIds: readonly string[], start: ReadonlySet<string>): string {
  return moduleIds.some((id) => start.has(id)) ? COMPILE_HINT : '';
}

/** `entry`: the app's entry module, as an absolute path (src/hydrate.tsx). */
export function compileHintsPlugin(entry: string): Plugin {
  let start = new Set<string>();
  return {
    name: 'compile-hints',
    apply: 'build',
    buildEnd() {
      // The SSR build has no such entry: its graph is empty and no chunk is hinted.
      start = this.getModuleInfo(entry) ? staticGraphOf(this, entry) : new Set();
      if (start.size === 1)
        this.error(`compileHints: ${entry} imports nothing: is it still the app's entry?`);
    },
    outputOptions(options) {
      // After minifying, which would drop the comment; the source map is shifted by its line (checked by
      // scripts/compileHintsPlugin.test.ts).
      return { ...options, postBanner: (chunk) => hintFor(chunk.moduleIds, start) };
    },
  };
}
