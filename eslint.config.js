// Flat config. Kept fast on purpose: typescript-eslint's strict set without type information.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, flatConfigs as importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * One direction of imports: app → pages → (tuning →) features → diagram → ui/content/store/canvas/seo → shared →
 * content. The node-diagram kit (diagram/) is what two features share: it builds on the canvas, the stores and ui,
 * and only features use it.
 */
const layers = [
  {
    target: './src/features',
    from: ['./src/pages', './src/app'],
    message: 'features must not import pages or app.',
  },
  {
    target: './src/pages',
    from: ['./src/app'],
    message: 'pages must not import app (route data lives in content/paths).',
  },
  ...['diagram', 'ui', 'store', 'canvas', 'seo'].map((layer) => ({
    target: `./src/${layer}`,
    from: ['./src/features', './src/pages', './src/app'],
    message: `${layer} is a shared layer: it must not import features, pages or app.`,
  })),
  {
    // A diagram gets what a feature decides (the hero's clip line) as an input, never from the feature's store.
    target: './src/diagram',
    from: './src/store',
    except: ['./emitter.ts', './pickStore.ts'],
    message: 'diagram is a kit: it imports no feature store; take the value as an input (a prop) instead.',
  },
  {
    target: ['./src/ui', './src/store', './src/canvas', './src/content', './src/seo', './src/boot'],
    from: './src/diagram',
    message: 'diagram builds on ui, store, canvas and content: only features import it.',
  },
  // Features do not import each other: pages compose them, and what two features share moves down a level.
  ...readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `./src/features/${name}`,
      from: './src/features',
      except: [`./${name}`],
      message: `features/${name} must not import another feature: compose them in a page, or move the shared part to ui/, canvas/ or store/.`,
    })),
  {
    // The ?debug tuning panel (docs/decisions/0046-one-look-module-per-scene.md): it tunes the features' looks, and
    // only the home page (which composes their scenes) loads it, lazily.
    target: './src/tuning',
    from: ['./src/pages', './src/app'],
    message: 'tuning is the ?debug panel over the features: it must not import pages or app.',
  },
  {
    target: [
      './src/features',
      './src/diagram',
      './src/ui',
      './src/store',
      './src/canvas',
      './src/content',
      './src/seo',
    ],
    from: './src/tuning',
    message: 'only a page loads the ?debug tuning panel (lazily): nothing below pages imports it.',
  },
  {
    target: './src/boot',
    from: './src',
    // The names of a lead's source fields, which the inline script is given when the site is built; the kinds of the
    // page's errors, which the app notes through the boot's error buffer; the site font's family, whose face it asks for.
    except: ['./boot', './shared/sourceFields.ts', './shared/errorReports.ts', './shared/siteFont.ts'],
    message:
      'boot runs before the app (inline in <head>): it imports nothing from the app but the source fields, error kinds and font family.',
  },
  {
    // The rules the app and the Worker both apply (a lead's fields and source, analytics events).
    target: './src/shared',
    from: './src',
    except: ['./shared', './content'],
    message: 'shared is imported by the app and by worker/: it imports only content/ and itself.',
  },
  {
    // The Worker runs in the Workers runtime, not in the page: of the app it takes only its rules, its content and
    // the ids of the contact dialog's markup (which it rewrites).
    target: './worker',
    from: './src',
    except: ['./shared', './content', './ui/contactDialogIds.ts'],
    message: 'worker/ may import src/shared, src/content and src/ui/contactDialogIds.ts only.',
  },
  {
    // The rules the Worker and the build share (headers, redirects, schedules, the analytics SQL and the report):
    // both import them, and they import neither. Of the app they take only its rules and content.
    target: './host',
    from: ['./worker', './scripts'],
    message: 'host/ is imported by the Worker and the build scripts: it imports neither.',
  },
  {
    target: './host',
    from: './src',
    except: ['./shared', './content'],
    message: 'host/ takes of the app only its rules (src/shared) and content (src/content).',
  },
  {
    target: './scripts',
    from: './worker',
    message: 'the build scripts take what they share with the Worker from host/, not from worker/.',
  },
  {
    target: './src/content',
    from: './src',
    except: ['./content'],
    message: 'content is plain typed data: it imports nothing outside content/.',
  },
];

const onlyBan = ['test', 'it', 'describe'].map((object) => ({
  object,
  property: 'only',
  message: 'A focused test skips the rest of the suite; remove `.only` before committing.',
}));

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-ssr/**',
      'dist-endpoint/**',
      'dist-ssr-endpoint/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'test-results-tuning/**',
      'playwright-report-tuning/**',
      'bench/report.json',
      'bench/peer/dist/**',
      '.wrangler/**',
      'coverage/**',
      '.scratch/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX.recommended.plugins['import-x'] },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.jsx', '.json', '.d.ts'] }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: layers }],
      'import-x/no-duplicates': 'error',
      'import-x/no-self-import': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message: 'No barrel re-exports (`export *`): import from the module that defines the name.',
        },
      ],
      'no-restricted-properties': ['error', ...onlyBan],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // R3F: scenes mutate three.js objects held in refs inside useFrame, which the React Compiler rules
    // (immutability, refs) read as mutating React state. That is the intended pattern there.
    files: ['src/canvas/**/*.{ts,tsx}', 'src/diagram/gl/**/*.{ts,tsx}', 'src/**/*Scene*.{ts,tsx}'],
    rules: {
      'react-hooks/immutability': 'off',
      'react-hooks/refs': 'off',
    },
  },
  {
    // The host rules' tests hold wrangler.jsonc and the generated files to the app's route table.
    files: ['host/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // With noUncheckedIndexedAccess, tests assert presence with `!` and let the assertion fail loudly.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts', 'bench/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
