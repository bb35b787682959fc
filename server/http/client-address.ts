import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './env';

/** What requests without a socket (in-process calls without an env) count as. */
export const UNKNOWN_ADDRESS = 'unknown';

/**
 * The address of the client, which the sign-in and sign-up limits count per. It is the socket's
 * peer unless `TRUST_PROXY` says how many proxies of ours stand in front: then it is the entry of
 * `X-Forwarded-For` the outermost of them appended (the n-th from the right), which a client
 * cannot forge. Without TRUST_PROXY the header is ignored, since anyone can send one.
 */
export function clientAddress(c: Context<AppEnv>): string {
  const proxies = c.var.deps.trustProxy;
  if (proxies > 0) {
    const forwarded = (c.req.header('X-Forwarded-For') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const entry = forwarded[Math.max(0, forwarded.length - proxies)];
    if (entry) return entry;
  }
  try {
    return getConnInfo(c).remote.address ?? UNKNOWN_ADDRESS;
  } catch {
    return UNKNOWN_ADDRESS;
  }
}
