import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { AppEnv } from './env';
import { serveStaticFiles } from './static-files';

/** Options of {@link serveWidgets}. */
export interface ServeWidgetsOptions {
  /** The widget build's output for this major version (dist/widgets/v1). */
  widgetsDir: string;
  /** The demo partner site (demo-host/); left out, /demo/ is not served. */
  demoDir?: string;
  /** The portal's origin, written into the demo pages where they embed the widgets. */
  portalOrigin: string;
}

/** The loader's name never changes, so partners get a new release within five minutes. */
export const LOADER_CACHE = 'public, max-age=300';
/** Every other widget file has a content hash in its name. */
export const CHUNK_CACHE = 'public, max-age=31536000, immutable';
/** Where the demo pages say the portal's origin; replaced when they are served. */
export const PORTAL_PLACEHOLDER = '__PORTAL_ORIGIN__';
/** The demo page served with a strict Content-Security-Policy header. */
export const STRICT_CSP_PAGE = 'strict-csp.html';

/**
 * The policy of the demo's strict page: what a partner allows to embed widgets (LIFECYCLE.md),
 * with neither `unsafe-inline` nor `unsafe-eval`. Widget styles are constructed stylesheets,
 * so `style-src` needs nothing beyond the page's own.
 */
export function strictDemoCsp(portalOrigin: string): string {
  return [
    "default-src 'none'",
    `script-src 'self' ${portalOrigin}`,
    "style-src 'self'",
    `connect-src ${portalOrigin}`,
    `img-src 'self' ${portalOrigin}`,
    `frame-src ${portalOrigin}`,
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const LOADER = 'kitebook.js';

/**
 * Serves the widgets at /widgets/v1/ (DESIGN §5), precompressed (static-files.ts), and the demo
 * partner site at /demo/. Widget code is public and loaded as module scripts by other origins,
 * so every widget file allows any origin (no credentials are involved). A missing widget file is
 * a 404, never the portal's index.html. Mount before the portal's catch-all.
 */
export function serveWidgets(
  app: Hono<AppEnv>,
  { widgetsDir, demoDir, portalOrigin }: ServeWidgetsOptions,
): void {
  // CORS and the rest are set before the file is read: static-files.ts keeps headers set earlier.
  app.use('/widgets/v1/*', async (c, next) => {
    c.header('Access-Control-Allow-Origin', '*');
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    c.header('X-Content-Type-Options', 'nosniff');
    await next();
  });
  app.use(
    '/widgets/v1/*',
    serveStaticFiles({
      root: widgetsDir,
      filePath: (path) => path.slice('/widgets/v1'.length),
      cacheControl: (file) => (file === `/${LOADER}` ? LOADER_CACHE : CHUNK_CACHE),
    }),
  );
  app.get('/widgets/*', (c) => c.notFound());

  if (demoDir) serveDemo(app, demoDir, portalOrigin);
}

function serveDemo(app: Hono<AppEnv>, demoDir: string, portalOrigin: string): void {
  const root = relative(process.cwd(), demoDir) || '.';
  app.use('/demo/*', compress());
  // The app is not strict about trailing slashes (server/app.ts): `/demo/` reaches this route too,
  // with `c.req.path` cut to `/demo`. Only the address without the slash is redirected, or the
  // redirect would loop.
  app.get('/demo', (c, next) =>
    new URL(c.req.url).pathname === '/demo' ? c.redirect('/demo/', 301) : next(),
  );
  // Pages name the portal by a placeholder, so the demo works wherever the portal runs.
  app.get('/demo/*', async (c, next) => {
    const page = pageName(c);
    if (!page) return next();
    let html: string;
    try {
      html = await readFile(join(demoDir, page), 'utf8');
    } catch {
      return next();
    }
    c.header('Cache-Control', 'no-cache');
    if (page === STRICT_CSP_PAGE) c.header('Content-Security-Policy', strictDemoCsp(portalOrigin));
    return c.html(html.replaceAll(PORTAL_PLACEHOLDER, portalOrigin));
  });
  app.use('/demo/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'no-cache');
  });
  app.use(
    '/demo/*',
    serveStatic({ root, rewriteRequestPath: (path) => path.slice('/demo'.length) }),
  );
  app.get('/demo/*', (c) => c.notFound());
}

/** The HTML file a /demo/ path names (`/demo/` is index.html), or null for other files. */
function pageName(c: Context<AppEnv>): string | null {
  const path = c.req.path.slice('/demo/'.length) || 'index.html';
  return /^[a-z0-9-]+\.html$/.test(path) ? path : null;
}
