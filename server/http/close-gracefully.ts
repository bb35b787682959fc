import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/** Options of the close that {@link prepareGracefulClose} answers. */
export interface CloseGracefullyOptions {
  /** How long requests in flight may take before their connections are cut. */
  deadlineMs?: number;
  /** How often connections that wait for no request are closed meanwhile. */
  idleCheckMs?: number;
  /**
   * How long connections still waiting in the listen queue are taken at most. The kernel resets
   * those still queued when the server stops listening, although their clients count them as
   * accepted; a server busy with its database may take a second to get to them.
   */
  acceptDrainMs?: number;
}

/** How the server stopped: `forced` when the deadline cut connections still busy. */
export interface ClosedServer {
  forced: boolean;
}

/**
 * Call when the server is made; answers the function that closes it gracefully: it stops taking
 * connections once those already queued are taken, and lets the requests in flight finish.
 * Answers not yet begun say `Connection: close`, so clients send nothing more on a closing
 * connection; connections with no request unanswered are closed, busy ones never before the
 * deadline.
 *
 * http.Server's close() and closeIdleConnections() are not used: they take a connection for idle
 * once its last request has been read, even while an answer to it is still being written or a
 * next request waits behind it, and their clients see a reset for requests sent before the
 * signal. Here a connection is idle only when every request read from it has been answered,
 * and nothing came in since the check before.
 */
export function prepareGracefulClose(server: Server) {
  /** Per connection: requests read from it, and how many of them are not yet answered. */
  const connections = new Map<Socket, { read: number; unanswered: number }>();
  const answering = new Set<ServerResponse>();
  let closing = false;

  server.on('connection', (socket: Socket) => {
    connections.set(socket, { read: 0, unanswered: 0 });
    socket.once('close', () => connections.delete(socket));
  });
  server.prependListener('request', (request, response) => {
    const connection = connections.get(request.socket);
    if (connection) {
      connection.read++;
      connection.unanswered++;
    }
    answering.add(response);
    if (closing) response.setHeader('Connection', 'close');
    let done = false;
    const answered = () => {
      if (done) return;
      done = true;
      answering.delete(response);
      if (connection) connection.unanswered--;
    };
    response.once('finish', answered);
    response.once('close', answered);
  });

  /**
   * Closes connections found idle at this check and at the one before, with nothing read in
   * between. Between two timer callbacks the event loop polls its sockets once at least, so a
   * request that had reached the socket by the first check is read by the second: a connection
   * accepted just before the signal, whose request is not read yet, is not taken for idle.
   */
  let idleBefore = new Map<Socket, number>();
  const closeIdle = () => {
    const idleNow = new Map<Socket, number>();
    for (const [socket, { read, unanswered }] of connections) {
      if (unanswered > 0) continue;
      if (idleBefore.get(socket) === read) socket.destroy();
      else idleNow.set(socket, read);
    }
    idleBefore = idleNow;
  };

  return ({
    deadlineMs = 10_000,
    idleCheckMs = 100,
    acceptDrainMs = 1000,
  }: CloseGracefullyOptions = {}) => {
    closing = true;
    for (const response of answering) {
      if (!response.headersSent) response.setHeader('Connection', 'close');
    }
    const startedAt = Date.now();
    let acceptedSinceCheck = 0;
    const countAccepted = () => acceptedSinceCheck++;
    server.on('connection', countAccepted);

    return new Promise<ClosedServer>((resolve) => {
      let forced = false;
      let listening = true;
      const stopListening = () => {
        if (!listening) return;
        listening = false;
        server.off('connection', countAccepted);
        NetServer.prototype.close.call(server, () => {
          clearInterval(check);
          clearTimeout(deadline);
          resolve({ forced });
        });
      };
      const check = setInterval(() => {
        // A poll of the event loop lies between two checks, and a poll takes every connection
        // waiting in the listen queue: none taken since the last check means none is waiting.
        if (acceptedSinceCheck === 0 || Date.now() - startedAt >= acceptDrainMs) stopListening();
        acceptedSinceCheck = 0;
        closeIdle();
      }, idleCheckMs);
      const deadline = setTimeout(() => {
        forced = true;
        stopListening();
        server.closeAllConnections();
      }, deadlineMs);
    });
  };
}
