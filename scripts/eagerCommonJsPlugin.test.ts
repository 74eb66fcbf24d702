// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Rollup } from 'vite';
import { eagerCommonJsPlugin, functionWrappers } from './eagerCommonJsPlugin.ts';

// What Rolldown writes for two CommonJS modules before minifying (its runtime imported as `__commonJSMin`).
const chunk = [
  'import { t as __commonJSMin } from "./rolldown-runtime.js";',
  'var require_a = /* @__PURE__ */ __commonJSMin(((exports) => {',
  '\texports.answer = 42;',
  '}));',
  'var require_b = /* @__PURE__ */ __commonJSMin(((exports, module) => {',
  '\tmodule.exports = { twice: require_a().answer * 2 };',
  '}));',
  'export { require_b as t };',
].join('\n');

describe('functionWrappers', () => {
  it('turns each CommonJS wrapper into a parenthesised function expression and keeps its body', () => {
    const code = functionWrappers(chunk)!.toString();
    expect(code).toContain('__commonJSMin((function(exports) {\n\texports.answer = 42;\n}));');
    expect(code).toContain('__commonJSMin((function(exports, module) {\n\tmodule.exports =');
    expect(code).not.toContain('=>');
  });

  it('leaves modules that behave as before: the rewritten chunk exports what the original did', () => {
    // Rolldown's `__commonJSMin`: run the wrapper once, on the first require.
    const commonJsMin = (cb: (exports: object, module: { exports: object }) => void) => {
      let module: { exports: object } | undefined;
      return () => {
        if (!module) cb((module = { exports: {} }).exports, module);
        return module.exports;
      };
    };
    const run = (code: string) =>
      new Function(
        '__commonJSMin',
        code.replace(/^import .*\n/, '').replace(/export \{.*\};/, 'return require_b();'),
      )(commonJsMin) as unknown;
    expect(run(functionWrappers(chunk)!.toString())).toEqual({ twice: 84 });
    expect(run(chunk)).toEqual({ twice: 84 });
  });

  it('maps a position in a rewritten module back to the same token', () => {
    const s = functionWrappers(chunk)!;
    const map = s.generateMap({ hires: 'boundary' });
    // `module.exports` on line 6 (index 5): its column is the same before and after, and the map says so.
    const line = s.toString().split('\n')[5]!;
    expect(line.indexOf('module.exports')).toBe(chunk.split('\n')[5]!.indexOf('module.exports'));
    expect(map.mappings.split(';')[5]).not.toBe('');
  });

  it('leaves a chunk without CommonJS modules alone', () => {
    expect(functionWrappers('export const a = 1;')).toBeNull();
  });

  it('stops the build when a wrapper has another shape, rather than losing the gain without a word', () => {
    expect(() => functionWrappers('var r = __commonJSMin(function (exports) { exports.a = 1; });')).toThrow(
      /1 of 1 CommonJS wrappers/,
    );
  });
});

describe('eagerCommonJsPlugin in a Vite build', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'eager-cjs-'));
    await writeFile(join(dir, 'answer.cjs'), 'exports.answer = 42;\n');
    await writeFile(
      join(dir, 'main.js'),
      "import { answer } from './answer.cjs';\nexport const twice = answer * 2;\n",
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('ships each CommonJS module of a minified chunk in a parenthesised function, which still runs', async () => {
    const result = (await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [eagerCommonJsPlugin()],
      build: {
        write: false,
        minify: true,
        rolldownOptions: { input: join(dir, 'main.js'), preserveEntrySignatures: 'strict' },
      },
    })) as Rollup.RolldownOutput;
    const code = result.output.find((file) => file.type === 'chunk')!.code;
    expect(code).toMatch(/\(\(function\(\w+(,\w+)?\)\{\w+\.answer=42\}\)\)/);
    const { twice } = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { twice: number };
    expect(twice).toBe(84);
  });
});
