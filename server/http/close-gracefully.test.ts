import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareGracefulClose } from './close-gracefully';

const servers: { server: Server; close: ReturnType<typeof prepareGracefulClose> }[] = [];
afterEach(() => {
  for (const { server } of servers.splice(0)) server.closeAllConnections();
});

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A server answering `/slow` after `slowMs` and everything else at once (or as `handle` says). */
async function startServer(slowMs: number, handle?: Handler): Promise<number> {
  const server = createServer((request, response) => {
    const answer = () => response.end(`done ${request.url}`);
    if (handle) handle(request, response);
    else if (request.url === '/slow') setTimeout(answer, slowMs);
    else answer();
  });
  servers.push({ server, close: prepareGracefulClose(server) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** A keep-alive connection that sends raw requests and collects what comes back. */
async function openConnection(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  let received = '';
  socket.on('data', (chunk) => (received += String(chunk)));
  const ended = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(received));
    socket.on('error', () => {});
  });
  const requestFor = (path: string) =>
    `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`;
  const send = (path: string) => socket.write(requestFor(path));
  /** Several requests in one write, so the server reads them at once. */
  const sendTogether = (...paths: string[]) => socket.write(paths.map(requestFor).join(''));
  const answered = (count: number) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (received.split('HTTP/1.1 200').length > count) resolve();
        else setTimeout(check, 5);
      };
      check();
    });
  return { send, sendTogether, answered, ended };
}

/** Closes the last server started, as main.ts does on SIGTERM. */
const closeGracefully = (options: { deadlineMs: number }) => servers.at(-1)!.close(options);

describe('prepareGracefulClose', () => {
  it('lets a busy request finish and answers it with Connection: close', async () => {
    const port = await startServer(300);
    const busy = await openConnection(port);
    busy.send('/slow');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = closeGracefully({ deadlineMs: 5000 });
    expect(await busy.ended).toMatch(/HTTP\/1\.1 200 OK[\s\S]*Connection: close[\s\S]*done \/slow/);
    expect(await closed).toEqual({ forced: false });
  });

  it('answers a request that was sent before the close but not read yet', async () => {
    const port = await startServer(0);
    const idle = await openConnection(port);
    idle.send('/first');
    await idle.answered(1);
    // The request reaches the socket buffer; closing follows before the server could read it.
    idle.send('/second');
    const closed = closeGracefully({ deadlineMs: 5000 });
    expect(await idle.ended).toContain('done /second');
    expect(await closed).toEqual({ forced: false });
  });

  it('answers a request that waits behind an answer still being written', async () => {
    // The next request was read while the answer before it was handed to the socket but not yet
    // reported written. http.Server.closeIdleConnections() counts such a connection idle.
    let closed: Promise<unknown> | undefined;
    const port = await startServer(0, (request, response) => {
      if (request.url !== '/first') return response.end(`done ${request.url}`);
      setImmediate(() => {
        response.end('done /first');
        closed = closeGracefully({ deadlineMs: 5000 });
        // Busy with other work (PGlite runs queries on this thread) past the first idle check.
        const until = Date.now() + 250;
        while (Date.now() < until);
      });
    });
    const connection = await openConnection(port);
    connection.sendTogether('/first', '/second');
    const received = await connection.ended;
    expect(received).toContain('done /first');
    expect(received).toContain('done /second');
    expect(await closed).toEqual({ forced: false });
  });

  it('answers the request of a connection accepted just before the close', async () => {
    const port = await startServer(0);
    const { server } = servers.at(-1)!;
    let closed: Promise<unknown> | undefined;
    // The close follows the accept in the same turn of the event loop, which then stays busy
    // past the first idle check: the request is read only after that check.
    server.once('connection', () => {
      closed = closeGracefully({ deadlineMs: 5000 });
      const until = Date.now() + 250;
      while (Date.now() < until);
    });
    const connection = await openConnection(port);
    connection.send('/first');
    expect(await connection.ended).toContain('done /first');
    expect(await closed).toEqual({ forced: false });
  });

  it('closes idle connections, then stops listening', async () => {
    const port = await startServer(0);
    const idle = await openConnection(port);
    idle.send('/first');
    await idle.answered(1);
    const closed = closeGracefully({ deadlineMs: 5000 });
    expect(await idle.ended).toContain('done /first');
    expect(await closed).toEqual({ forced: false });
    const refused = connect(port, '127.0.0.1');
    await expect(
      new Promise((resolve, reject) => {
        refused.once('connect', resolve);
        refused.once('error', reject);
      }),
    ).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('answers a connection still waiting in the listen queue at the close', async () => {
    const port = await startServer(0);
    // The handshake completes in the kernel at once; the server takes the connection later.
    const connection = connect(port, '127.0.0.1');
    const closed = closeGracefully({ deadlineMs: 5000 });
    let received = '';
    connection.on('data', (chunk) => (received += String(chunk)));
    connection.write('GET /queued HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await new Promise((resolve) => connection.once('close', resolve));
    expect(received).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*Connection: close[\s\S]*done \/queued$/);
    expect(await closed).toEqual({ forced: false });
  });

  it('cuts a request still busy at the deadline', async () => {
    const port = await startServer(10_000);
    const busy = await openConnection(port);
    busy.send('/slow');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const startedAt = Date.now();
    expect(await closeGracefully({ deadlineMs: 200 })).toEqual({ forced: true });
    expect(Date.now() - startedAt).toBeLessThan(2000);
    expect(await busy.ended).toBe('');
  });
});
