// The dev server of the tuning tests (tests/tuning/): `npm run dev` on a throwaway copy of the repository, so that
// "Save to source" writes into the copy's look modules and never into the real ones. The copy is the repository's
// files (tracked, and new ones not ignored) but tests, docs, the benchmark and the Worker, in .scratch/ (ignored by
// git, lint and Prettier), where its imports find the repository's node_modules; it is removed when the server
// stops, and any copy a killed run left behind is removed when the next one starts.
//   env: TUNING_COPY (the copy's folder), PORT (the server's port)
import { spawn, execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const copy = process.env.TUNING_COPY;
const port = process.env.PORT;
if (!copy || !port)
  throw new Error('TUNING_COPY and PORT say where to copy the repository and where to serve it.');

/** What the dev server does not need (and what must not run twice: the unit tests beside the code). */
const left = /^(tests|docs|bench|worker|migrations|\.ci|\.scratch)\/|\.test\.tsx?$|\.md$/;
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && !left.test(file));

rmSync(copy, { recursive: true, force: true });
for (const file of files) {
  mkdirSync(dirname(join(copy, file)), { recursive: true });
  try {
    cpSync(join(root, file), join(copy, file));
  } catch (error) {
    // A file git lists but the work tree has deleted (an uncommitted removal) is not part of the copy.
    if (error.code !== 'ENOENT') throw error;
  }
}

// The copy's own config, and two things a copy inside the repository needs: to serve the repository's node_modules
// (the font files), which are outside the copy, and to keep its prebundled dependencies between runs.
writeFileSync(
  join(copy, 'vite.tuning.config.ts'),
  `import { mergeConfig } from 'vite';
import config from './vite.config.ts';

export default (env: Parameters<typeof config>[0]) =>
  mergeConfig(config(env), {
    cacheDir: ${JSON.stringify(join(root, '.scratch/tuning-vite-cache'))},
    server: { fs: { allow: [${JSON.stringify(root)}] } },
  });
`,
);

const vite = spawn(
  join(root, 'node_modules/.bin/vite'),
  [
    '--config',
    'vite.tuning.config.ts',
    '--port',
    port,
    '--strictPort',
    '--host',
    '127.0.0.1',
    '--clearScreen',
    'false',
  ],
  { cwd: copy, stdio: 'inherit' },
);
const stop = () => {
  vite.kill('SIGTERM');
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
vite.on('exit', (code) => {
  rmSync(copy, { recursive: true, force: true });
  process.exit(code ?? 0);
});
