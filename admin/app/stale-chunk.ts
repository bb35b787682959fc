import { CHUNK_RELOAD_GUARD_MS } from '../../shared/model/limits';

/** Where the time of the last reload for a stale chunk is kept, per tab. */
const RELOADED_AT_KEY = 'kitebook.chunkReloadAt';

/**
 * Whether a stale chunk may reload the page now: at most once per 60 s (spec 000 §9), so a
 * chunk that is missing for good shows the error page instead of reloading forever.
 */
export function mayReloadForStaleChunk(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}

/**
 * Whether `error` says a script chunk failed to load: after a new release the page still
 * names the chunks of the one before, which are gone. Browsers word it differently.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
}

/** Reloads the page for a stale chunk unless that happened in the last minute; true if it did. */
export function reloadForStaleChunk(now = Date.now()): boolean {
  try {
    const lastReloadAt = Number(sessionStorage.getItem(RELOADED_AT_KEY)) || null;
    if (!mayReloadForStaleChunk(lastReloadAt, now)) return false;
    sessionStorage.setItem(RELOADED_AT_KEY, String(now));
  } catch {
    // Without storage the guard cannot hold; better one error page than a reload loop.
    return false;
  }
  window.location.reload();
  return true;
}
