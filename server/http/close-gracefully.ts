import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/** Options of the close that {@link prepareGracefulClose} answers. */
export interface CloseGracefullyOptions {
  /** How long requests in flight may take before their connections are cut. */
  deadlineMs?: number;
  /** How often connections that wait for no request are closed meanwhile. */
  idleCheckMs?: number;
}

/** How the server stopped: `forced` when the deadline cut connections still busy. */
export interface ClosedServer {
  forced: boolean;
}

/**
 * Call when the server is made; answers the function that closes it gracefully: it stops taking
 * connections and lets the requests in flight finish. Answers not yet begun say
 * `Connection: close`, so clients send nothing more on a closing connection; connections with no
 * request unanswered are closed, busy ones never before the deadline.
 *
 * http.Server's close() and closeIdleConnections() are not used: they take a connection for idle
 * once its last request has been read, even while an answer to it is still being written or a
 * next request waits behind it, and their clients see a reset for requests sent before the
 * signal. Here a connection is idle only when every request read from it has been answered.
 */
export function prepareGracefulClose(server: Server) {
  /** Requests read but not yet answered, per connection. */
  const unanswered = new Map<Socket, number>();
  const answering = new Set<ServerResponse>();
  let closing = false;

  server.on('connection', (socket: Socket) => {
    unanswered.set(socket, 0);
    socket.once('close', () => unanswered.delete(socket));
  });
  server.prependListener('request', (request, response) => {
    const socket = request.socket;
    unanswered.set(socket, (unanswered.get(socket) ?? 0) + 1);
    answering.add(response);
    if (closing) response.setHeader('Connection', 'close');
    let done = false;
    const answered = () => {
      if (done) return;
      done = true;
      answering.delete(response);
      const count = unanswered.get(socket);
      if (count !== undefined) unanswered.set(socket, count - 1);
    };
    response.once('finish', answered);
    response.once('close', answered);
  });

  const closeIdle = () => {
    for (const [socket, count] of unanswered) if (count === 0) socket.destroy();
  };

  return ({ deadlineMs = 10_000, idleCheckMs = 100 }: CloseGracefullyOptions = {}) => {
    closing = true;
    for (const response of answering) {
      if (!response.headersSent) response.setHeader('Connection', 'close');
    }
    return new Promise<ClosedServer>((resolve) => {
      let forced = false;
      // Not at once: a request that arrived just before may not be read yet. The checks come
      // after the event loop has read what waited in the sockets.
      const idleCheck = setInterval(closeIdle, idleCheckMs);
      const deadline = setTimeout(() => {
        forced = true;
        server.closeAllConnections();
      }, deadlineMs);
      NetServer.prototype.close.call(server, () => {
        clearInterval(idleCheck);
        clearTimeout(deadline);
        resolve({ forced });
      });
    });
  };
}
