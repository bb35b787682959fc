import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';

/** Methods that only read: they leave the read cache as it is. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Clears the cached reads (services/config/read-cache.ts) after every request that may write,
 * whatever its answer, before the answer leaves: the writer's next read, and everyone's, sees the
 * change. One place instead of each write route remembering which reads it changes — a school
 * year's roll-out changes the pseudo-constants, a booking the public listing's places left.
 */
export const clearReadsAfterWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (READS.has(c.req.method)) return next();
  try {
    await next();
  } finally {
    c.var.deps.readCache.clear();
  }
};
