import type { Hono } from 'hono';
import { join } from 'node:path';
import type { AppEnv } from './env';
import { portalHeaders } from './portal-headers';
import { sendStaticFile, serveStaticFiles } from './static-files';

export interface StaticAppsOptions {
  /** The built portal (vite's outDir). */
  portalDir: string;
}

/** Content-hashed files never change under their name; everything else must be revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the built portal: hashed assets with long-lived cache headers, and index.html for every
 * other path that is not the API, so the SPA's history routes work on reload and deep links.
 * Each file goes out precompressed when the client accepts it (static-files.ts). Every answer
 * carries the portal's security headers (portal-headers.ts).
 */
export function serveStaticApps(app: Hono<AppEnv>, { portalDir }: StaticAppsOptions): void {
  const indexFile = join(portalDir, 'index.html');

  app.use('*', portalHeaders);
  app.use('/assets/*', serveStaticFiles({ root: portalDir, cacheControl: () => IMMUTABLE }));
  // A chunk of an older build is gone: a 404, not index.html, lets the portal see it is stale.
  app.get('/assets/*', (c) => c.notFound());
  app.use('*', serveStaticFiles({ root: portalDir, cacheControl: () => REVALIDATE }));
  app.get('*', async (c) => {
    const page = await sendStaticFile(c, indexFile, { cacheControl: REVALIDATE });
    return page ?? c.notFound();
  });
}
