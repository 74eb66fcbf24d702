// Vite plugin: the bundle's CommonJS modules (React, React DOM, the scheduler, the 3D renderer's reconciler) are
// compiled with their chunk, off the main thread, instead of in the task that first requires them
// (docs/decisions/0044-commonjs-modules-compiled-with-their-chunk.md).
//
// Rolldown wraps each CommonJS module in `__commonJSMin(((exports, module) => { … }))`, run on its first `require`.
// V8 compiles a function expression in parentheses, `(function (…) { … })`, with the script that holds it (on the
// streaming thread); the parenthesised arrow it gets was, as measured in Chromium 156, compiled when first called, on
// the main thread: for React DOM's client, 55–113 ms at 4× CPU in one task.
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

const call = /__commonJSMin\(/g;
const arrowWrapper = /__commonJSMin\(\(\(([\w$]*(?:, [\w$]+)*)\) => \{/g;

/**
 * The chunk with each CommonJS wrapper as a parenthesised function expression, or null when it has none. Throws on a
 * wrapper of another shape: a new Rolldown would otherwise lose the gain without a word.
 */
export function functionWrappers(code: string): MagicString | null {
  const calls = code.match(call)?.length ?? 0;
  if (calls === 0) return null;
  const s = new MagicString(code);
  let rewritten = 0;
  for (const match of code.matchAll(arrowWrapper)) {
    // `__commonJSMin(` + `(` are kept; `(params) => {` becomes `function (params) {`. The body and the `}))` that
    // close it are the same for both: an arrow's `this` and `arguments` are the module's (undefined, none), and
    // no CommonJS module in the bundle reads either at its top level.
    const start = match.index + '__commonJSMin(('.length;
    s.overwrite(start, match.index + match[0].length, `function(${match[1]}) {`);
    rewritten++;
  }
  if (rewritten !== calls) {
    throw new Error(
      `eagerCommonJs: ${calls - rewritten} of ${calls} CommonJS wrappers are not \`__commonJSMin(((…) => {\`: ` +
        'Rolldown changed how it wraps them; update scripts/eagerCommonJsPlugin.ts.',
    );
  }
  return s;
}

export function eagerCommonJsPlugin(): Plugin {
  return {
    name: 'eager-commonjs',
    apply: 'build',
    renderChunk(code) {
      const s = functionWrappers(code);
      return s && { code: s.toString(), map: s.generateMap({ hires: 'boundary' }) };
    },
  };
}
