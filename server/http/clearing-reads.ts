import type { Context } from 'hono';
import type { AppEnv } from './env';

/** Runs a write, then clears the cached reads it may have changed (services/config/read-cache.ts). */
export async function clearingReads<T>(c: Context<AppEnv>, write: Promise<T>): Promise<T> {
  try {
    return await write;
  } finally {
    c.var.deps.readCache.clear();
  }
}
