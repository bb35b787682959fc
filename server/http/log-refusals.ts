import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';
import type { AppEnv } from './env';

/**
 * Logs each refused API request (4xx) at `info` under its request id, the `X-Request-Id` header
 * every answer carries. The office quotes that id in a report signature (shared/api/README.md),
 * so an administrator finds the request by `grep <process id>` in the log. 5xx answers are
 * logged by onError with their cause.
 */
export const logRefusals: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const { status } = c.res;
  if (status < 400 || status >= 500) return;
  // Optional: an app built without a logger (a CORS test) still answers.
  const logger = c.var.deps.logger as Logger | undefined;
  logger?.info('request refused', {
    requestId: c.var.requestId,
    method: c.req.method,
    path: c.req.path,
    status,
  });
};
