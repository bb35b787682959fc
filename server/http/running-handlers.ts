import type { MiddlewareHandler } from 'hono';

/** The requests the app is still working on, whether or not their client is still there. */
export interface RunningHandlers {
  /** Counts a request from its first middleware until its answer is made. */
  middleware: MiddlewareHandler;
  /** How many are running now. */
  count(): number;
  /** Resolves true once none is running, or false when `deadlineMs` passed first. */
  settled(deadlineMs: number): Promise<boolean>;
}

/**
 * Tracks the app's handlers, so a shutdown closes the database only after the last one has
 * finished. The HTTP server's own bookkeeping (close-gracefully.ts) cannot tell: a client that
 * gives up (autocannon at the end of a run, a closed tab) closes its connection, and the server
 * then counts the request as answered while its handler still reads the database — whose next
 * query failed with a 500 once the pool had been ended (issue 18 bench: the presence PDF's
 * bus-stop query).
 * @example app.use('*', handlers.middleware); … await handlers.settled(10_000); await db.close();
 */
export function trackHandlers(): RunningHandlers {
  let running = 0;
  let waiting: (() => void)[] = [];
  return {
    middleware: async (_c, next) => {
      running++;
      try {
        await next();
      } finally {
        running--;
        if (running === 0) for (const wake of waiting.splice(0)) wake();
      }
    },
    count: () => running,
    settled: (deadlineMs) =>
      running === 0
        ? Promise.resolve(true)
        : new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => {
              waiting = waiting.filter((wake) => wake !== done);
              resolve(false);
            }, deadlineMs);
            const done = () => {
              clearTimeout(timer);
              resolve(true);
            };
            waiting.push(done);
          }),
  };
}
