import type { Context, MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chooseEncoding, ENCODINGS, SUFFIXES, type Encoding } from './accept-encoding';
import type { AppEnv } from './env';

/** Options of {@link sendStaticFile}. */
export interface SendFileOptions {
  /** The answer's Cache-Control. */
  cacheControl: string;
}

/** A file's variant on disk: the file itself or its precompressed copy. */
interface Variant {
  path: string;
  size: number;
}

const statOf = (path: string) => stat(path).catch(() => null);

/**
 * The precompressed copy of `path` for the request's Accept-Encoding (br, gzip; the build writes
 * them, scripts/build/precompress.ts), or null. A copy older than its file is left alone: a
 * partial rebuild (only the loader, by tsup) must not serve the previous build's bytes.
 */
async function encodedVariant(
  c: Context<AppEnv>,
  path: string,
  mtimeMs: number,
): Promise<{ encoding: Encoding; variant: Variant } | null> {
  const header = c.req.header('Accept-Encoding');
  const available = [...ENCODINGS];
  while (available.length > 0) {
    const encoding = chooseEncoding(header, available);
    if (!encoding) return null;
    const variantPath = path + SUFFIXES[encoding];
    const stats = await statOf(variantPath);
    if (stats?.isFile() && stats.mtimeMs >= mtimeMs) {
      return { encoding, variant: { path: variantPath, size: stats.size } };
    }
    available.splice(available.indexOf(encoding), 1);
  }
  return null;
}

/**
 * Answers one built file (GET or HEAD), in the best encoding the client accepts that the build
 * wrote beside it, with its type, length, Cache-Control and `Vary: Accept-Encoding` (a shared
 * cache must not hand a brotli answer to a client without brotli). Null when there is no such file.
 * Headers set before (CORS, CSP) stay.
 */
export async function sendStaticFile(
  c: Context<AppEnv>,
  path: string,
  { cacheControl }: SendFileOptions,
): Promise<Response | null> {
  const stats = await statOf(path);
  if (!stats?.isFile()) return null;
  const encoded = await encodedVariant(c, path, stats.mtimeMs);
  const { path: sent, size } = encoded?.variant ?? { path, size: stats.size };

  c.header('Content-Type', getMimeType(path) ?? 'application/octet-stream');
  c.header('Content-Length', String(size));
  c.header('Cache-Control', cacheControl);
  c.header('Last-Modified', stats.mtime.toUTCString());
  c.header('Vary', 'Accept-Encoding', { append: true });
  if (encoded) c.header('Content-Encoding', encoded.encoding);
  if (c.req.method === 'HEAD') return c.body(null, 200);
  return c.body(await readFile(sent), 200);
}

/** Options of {@link serveStaticFiles}. */
export interface ServeFilesOptions {
  /** The folder the request path points into. */
  root: string;
  /** The part of the request path that names the file (the path less its mount point). */
  filePath?: (requestPath: string) => string;
  /** Cache-Control per file, by its path under `root` (`/assets/index-Ab12.js`). */
  cacheControl: (filePath: string) => string;
}

/**
 * Serves the files under `root` by request path through {@link sendStaticFile}; anything else
 * (no such file, a folder, a path that tries to leave `root`, another method) goes on to the
 * next handler.
 */
export function serveStaticFiles({
  root,
  filePath = (path) => path,
  cacheControl,
}: ServeFilesOptions): MiddlewareHandler<AppEnv> {
  const base = resolve(root);
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const name = safeFilePath(filePath(c.req.path));
    if (!name) return next();
    const answer = await sendStaticFile(c, join(base, name), {
      cacheControl: cacheControl(name),
    });
    return answer ?? next();
  };
}

/**
 * The decoded file path, or null when a segment starts with a dot (`.`, `..`, the build's
 * `.vite/manifest.json`), or it has backslashes, empty segments or a NUL, or cannot be decoded:
 * such a request names no file the apps serve.
 */
function safeFilePath(path: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  // Without `..` segments, join(root, path) stays inside the root.
  if (!decoded.startsWith('/') || /\\|\0|\/\/|(?:^|\/)\./.test(decoded)) return null;
  return decoded;
}
