import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the test server saw it. */
export interface SeenRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  body: string;
}

/** A real HTTP server on an ephemeral port for client tests; `handle` answers each request. */
export interface TestServer {
  baseURL: string;
  seen: SeenRequest[];
  close(): Promise<void>;
}

/** Starts a {@link TestServer}; JSON answers come from `handle` returning `[status, body]`. */
export async function startTestServer(
  handle: (request: SeenRequest) => [number, unknown?],
): Promise<TestServer> {
  const seen: SeenRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const request = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        authorization: req.headers.authorization,
        body,
      };
      seen.push(request);
      const [status, answer] = handle(request);
      if (answer === undefined) {
        res.writeHead(status).end();
      } else {
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
