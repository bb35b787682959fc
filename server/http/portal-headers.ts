import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';

/**
 * The portal's Content-Security-Policy: scripts, styles and calls from its own origin only,
 * neither `unsafe-inline` nor `unsafe-eval`. Pictures may also be data: and blob: URLs (a
 * chosen file's preview). React sets style props through the CSSOM, which CSP allows; Radix's
 * scroll lock is built without its `<style>` element (shared/ui/csp-style-singleton.ts).
 */
export function portalCsp({ embeddable }: { embeddable: boolean }): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Partner sites of any origin frame the public pages (LIFECYCLE.md, the iframe variant).
    `frame-ancestors ${embeddable ? '*' : "'self'"}`,
  ].join('; ');
}

/**
 * Only the public pages opened as `?embed=1` may be framed by other sites; everything else
 * (sign-in, the personal area, the office) is framed by the portal itself at most, so no site
 * can overlay it to steal clicks.
 */
export const isEmbeddable = (path: string, query: URLSearchParams) =>
  (path === '/public' || path.startsWith('/public/')) && query.has('embed');

/** Security headers on every answer of the portal (its pages and assets). */
export const portalHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const embeddable = isEmbeddable(c.req.path, new URL(c.req.url).searchParams);
  c.header('Content-Security-Policy', portalCsp({ embeddable }));
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  // For browsers without frame-ancestors; ALLOW-FROM is gone, so embeddable pages send none.
  if (!embeddable) c.header('X-Frame-Options', 'SAMEORIGIN');
};
