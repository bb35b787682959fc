import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';

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
 * `Connection: close`, so clients send nothing more on a closing connection; connections that
 * wait for no request are closed, busy ones never before the deadline.
 *
 * http.Server's own close() is not used: it drops every idle keep-alive connection at once,
 * including one whose next request already sits unread in the socket buffer, whose client then
 * sees a reset for a request it sent before the signal. Idle connections are closed from the
 * next check on instead, once the event loop has read what had arrived.
 */
export function prepareGracefulClose(server: Server) {
  const open = new Set<ServerResponse>();
  let closing = false;
  server.prependListener('request', (_request, response) => {
    if (closing) response.setHeader('Connection', 'close');
    open.add(response);
    response.once('close', () => open.delete(response));
  });

  return ({ deadlineMs = 10_000, idleCheckMs = 100 }: CloseGracefullyOptions = {}) => {
    closing = true;
    for (const response of open)
      if (!response.headersSent) response.setHeader('Connection', 'close');
    return new Promise<ClosedServer>((resolve) => {
      let forced = false;
      const idleCheck = setInterval(() => server.closeIdleConnections(), idleCheckMs);
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
