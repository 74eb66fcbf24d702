import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The host the dropping proxy answers on: the site's own server is `127.0.0.1`, so what an engine logs about a URL on
 * this host is about the proxy's drop (consoleFilter.ts), and the proxy's origin has a cache of its own, so the
 * dropped file is asked for again over the network, never answered from the cache of the site's origin.
 */
export const DROPPING_PROXY_HOST = 'localhost';

export interface DroppingProxy {
  /** `http://localhost:<port>`: the site, as the server serves it, but for the drop. */
  origin: string;
  /** How many requests for a matching path it has had, the dropped ones included. */
  requests(): number;
  close(): Promise<void>;
}

/**
 * A proxy in front of the site's server that answers the first `drops` requests whose path matches `path` with a
 * 503, as a host or a connection that fails for a moment would, and passes every other request through as it is.
 * A 503, not a reset connection: a browser may retry a request whose reused connection was reset, which would hide
 * the drop.
 */
export async function startDroppingProxy(
  target: string,
  path: RegExp,
  drops: number,
): Promise<DroppingProxy> {
  const upstream = new URL(target);
  let matched = 0;
  const server = createServer((incoming, outgoing) => {
    if (path.test(incoming.url ?? '') && ++matched <= drops) {
      outgoing.writeHead(503, { 'content-type': 'text/plain', 'cache-control': 'no-store' }).end('dropped');
      return;
    }
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: upstream.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => outgoing.destroy());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://${DROPPING_PROXY_HOST}:${(server.address() as AddressInfo).port}`,
    requests: () => matched,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
