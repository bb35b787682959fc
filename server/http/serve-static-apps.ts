import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { AppEnv } from './env';
import { portalHeaders } from './portal-headers';

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
 * Every answer carries the portal's security headers (portal-headers.ts).
 */
export function serveStaticApps(app: Hono<AppEnv>, { portalDir }: StaticAppsOptions): void {
  const root = relative(process.cwd(), portalDir) || '.';
  const indexFile = join(portalDir, 'index.html');
  let indexHtml: Promise<string> | undefined;

  app.use('*', portalHeaders);
  app.use(
    '/assets/*',
    serveStatic({ root, onFound: (_path, c) => c.header('Cache-Control', IMMUTABLE) }),
  );
  // A chunk of an older build is gone: a 404, not index.html, lets the portal see it is stale.
  app.get('/assets/*', (c) => c.notFound());
  app.use('*', serveStatic({ root, onFound: (_path, c) => c.header('Cache-Control', REVALIDATE) }));
  app.get('*', async (c) => {
    indexHtml ??= readFile(indexFile, 'utf8');
    c.header('Cache-Control', REVALIDATE);
    return c.html(await indexHtml);
  });
}
