// Vite plugin, the dev server only (`apply: 'serve'`: nothing of it is in the build): `POST /__looks`, the `?debug`
// tuning panel's "Save to source", which writes tuned values into the scenes' look modules (scripts/lookWriter.ts
// says what it refuses). A look module that changes, saved or edited by hand, reloads the page: the panel and the
// scenes then start from the source again.
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { runnerImport, type Plugin, type ViteDevServer } from 'vite';
import { MAX_BODY, saveLooks, type LookFile } from './lookWriter.ts';

type Files = typeof import('../src/tuning/lookFiles.ts');

export const LOOKS_ENDPOINT = '/__looks';

/** The looks' files and ranges, read afresh (through Vite's module runner: a changed range counts at once). */
const lookFilesOf = async (root: string): Promise<readonly LookFile[]> =>
  (
    await runnerImport<Files>(join(root, 'src/tuning/lookFiles.ts'), {
      root,
      configFile: false,
      logLevel: 'warn',
    })
  ).module.lookFiles;

/** The request's body, up to one byte past the limit (the writer refuses it then). */
const bodyOf = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      if (size > MAX_BODY) return;
      size += chunk.length;
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

/** The dev server's own origins: its port on each loopback name, and the addresses it printed. */
function ownOrigins(server: ViteDevServer): string[] {
  const address = server.httpServer?.address();
  const port = typeof address === 'object' && address ? address.port : server.config.server.port;
  const scheme = server.config.server.https ? 'https' : 'http';
  const printed = (server.resolvedUrls?.local ?? []).map((url) => new URL(url).origin);
  return [
    ...new Set([
      ...['localhost', '127.0.0.1', '[::1]'].map((host) => `${scheme}://${host}:${port}`),
      ...printed,
    ]),
  ];
}

export function lookWriterPlugin(): Plugin {
  let lookPaths = new Set<string>();
  return {
    name: 'look-writer',
    apply: 'serve',
    configureServer(server) {
      const root = server.config.root;
      void lookFilesOf(root).then((files) => {
        lookPaths = new Set(files.map((look) => join(root, look.file)));
      });
      server.middlewares.use(LOOKS_ENDPOINT, (request, response) => {
        void (async () => {
          const answer = await saveLooks(
            {
              method: request.method,
              headers: request.headers,
              remoteAddress: request.socket.remoteAddress,
              body: request.method === 'POST' ? await bodyOf(request) : '',
            },
            { root, origins: ownOrigins(server), looks: await lookFilesOf(root) },
          ).catch((error: unknown) => ({
            status: 500,
            body: { error: `Nothing was saved: ${String(error)}` },
          }));
          response.statusCode = answer.status;
          response.setHeader('content-type', 'application/json');
          response.end(JSON.stringify(answer.body));
        })();
      });
    },
    hotUpdate({ file }) {
      if (this.environment.name !== 'client' || !lookPaths.has(file)) return;
      this.environment.hot.send({ type: 'full-reload' });
      return [];
    },
  };
}
