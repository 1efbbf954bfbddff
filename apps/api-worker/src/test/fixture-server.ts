import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FixtureHandler = (request: IncomingMessage, response: ServerResponse) => void;

export interface FixtureServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
  /** `127.0.0.1:<port>`, the entry that lets a test crawl this server. */
  target: string;
  /** Every request received, as `METHOD path` (with the Host header in `hosts`). */
  requests: string[];
  hosts: string[];
  close(): Promise<void>;
}

/**
 * A node:http server on 127.0.0.1 and a random port, answering from `routes` by exact path (query
 * string ignored) and 404 otherwise. Tests use it as the far end of crawls and proxies.
 */
export async function startFixtureServer(routes: Record<string, FixtureHandler>): Promise<FixtureServer> {
  const requests: string[] = [];
  const hosts: string[] = [];
  const server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    hosts.push(request.headers.host ?? '');
    const path = new URL(request.url ?? '/', 'http://fixture').pathname;
    const handler = routes[path];
    if (handler) handler(request, response);
    else response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    target: `127.0.0.1:${port}`,
    requests,
    hosts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
