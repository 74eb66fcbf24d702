// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Rollup } from 'vite';
import { COMPILE_HINT, compileHintsPlugin, hintFor, staticGraphOf } from './compileHintsPlugin.ts';

describe('staticGraphOf', () => {
  it('follows static imports through other modules and stops at a cycle', () => {
    const imports: Record<string, string[]> = {
      app: ['a', 'b'],
      a: ['c'],
      b: ['a'],
      c: ['app'],
      lazy: ['d'],
    };
    const graph = { getModuleInfo: (id: string) => ({ importedIds: imports[id] ?? [] }) };
    expect([...staticGraphOf(graph, 'app')].sort()).toEqual(['a', 'app', 'b', 'c']);
  });
});

describe('hintFor', () => {
  it('hints a chunk holding any module of the start, and no other', () => {
    const start = new Set(['app', 'react-dom']);
    expect(hintFor(['page', 'react-dom'], start)).toBe(COMPILE_HINT);
    expect(hintFor(['page', 'scene'], start)).toBe('');
  });
});

describe('compileHintsPlugin in a Vite build', () => {
  let dir: string;
  let output: Rollup.OutputChunk[];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'compile-hints-'));
    await writeFile(join(dir, 'shared.js'), "export const shout = (word) => word.toUpperCase() + '!';\n");
    await writeFile(
      join(dir, 'app.js'),
      [
        "import { shout } from './shared.js';",
        'export function start() {',
        "  if (!globalThis.document) throw new Error('no document here');",
        "  return import('./page.js').then((page) => shout(page.title));",
        '}',
      ].join('\n'),
    );
    await writeFile(join(dir, 'page.js'), "export const title = 'about';\n");
    const result = (await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [compileHintsPlugin(join(dir, 'app.js'))],
      build: {
        write: false,
        minify: true,
        sourcemap: 'hidden',
        rolldownOptions: {
          input: join(dir, 'app.js'),
          preserveEntrySignatures: 'strict',
          output: { codeSplitting: { groups: [{ name: 'shared', test: /shared\.js$/ }] } },
        },
      },
    })) as Rollup.RolldownOutput;
    output = result.output.filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const chunkOf = (module: string) =>
    output.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(module)))!;

  it('puts the hint on the first line of the entry and of the chunks it imports, after minifying', () => {
    for (const module of ['app.js', 'shared.js'])
      expect(chunkOf(module).code.split('\n')[0]).toBe(COMPILE_HINT);
    expect(chunkOf('app.js').fileName).not.toBe(chunkOf('shared.js').fileName);
  });

  it('leaves a chunk only a dynamic import reaches without it', () => {
    expect(chunkOf('page.js').code).not.toContain(COMPILE_HINT);
  });

  it('keeps the source map right: a position below the hint maps to its own line of the source', () => {
    const chunk = chunkOf('app.js');
    const lines = chunk.code.split('\n');
    const line = lines.findIndex((text) => text.includes('no document here'));
    expect(line).toBeGreaterThan(0);
    const position = originalPositionFor(new TraceMap(chunk.map!.toString()), {
      line: line + 1,
      column: lines[line]!.indexOf('no document here'),
    });
    expect(position.source).toMatch(/app\.js$/);
    expect(position.line).toBe(3);
  });
});
