import { Hono } from 'hono';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './env';
import { serveStaticApps } from './serve-static-apps';

function fixture() {
  const portalDir = mkdtempSync(join(tmpdir(), 'kitebook-portal-'));
  mkdirSync(join(portalDir, 'assets'));
  writeFileSync(
    join(portalDir, 'index.html'),
    '<script type="module" src="/assets/a.js"></script>',
  );
  writeFileSync(join(portalDir, 'assets', 'index-Ab12.js'), 'export default 1');
  const app = new Hono<AppEnv>();
  app.get('/api/*', (c) => c.json({}));
  serveStaticApps(app, { portalDir });
  return app;
}

const csp = (response: Response) =>
  Object.fromEntries(
    (response.headers.get('Content-Security-Policy') ?? '')
      .split(/;\s*/)
      .map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1).join(' ')]),
  ) as Record<string, string>;

// Issue 13, hole 5: portal pages sent no CSP, no nosniff and no frame restriction.
describe('serveStaticApps security headers', () => {
  const app = fixture();

  it('sends a CSP without unsafe-inline or unsafe-eval, nosniff and the referrer policy', async () => {
    for (const path of ['/', '/login', '/my/dashboard', '/assets/index-Ab12.js']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(csp(response), path).toMatchObject({
        'default-src': "'self'",
        'script-src': "'self'",
        'style-src': "'self'",
        'img-src': "'self' data: blob:",
        'connect-src': "'self'",
        'object-src': "'none'",
        'base-uri': "'self'",
        'form-action': "'self'",
      });
      expect(response.headers.get('Content-Security-Policy')).not.toMatch(/unsafe/);
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('lets other sites frame only the public pages opened with ?embed=1', async () => {
    for (const path of ['/public/eca?embed=1', '/public/school-bus/3?grade=P2&embed=1']) {
      const response = await app.request(path);
      expect(csp(response)['frame-ancestors'], path).toBe('*');
      expect(response.headers.get('X-Frame-Options'), path).toBeNull();
    }
    for (const path of [
      '/',
      '/login',
      '/my/dashboard?embed=1',
      '/public/eca',
      '/publicity?embed=1',
    ]) {
      const response = await app.request(path);
      expect(csp(response)['frame-ancestors'], path).toBe("'self'");
      expect(response.headers.get('X-Frame-Options'), path).toBe('SAMEORIGIN');
    }
  });

  it('leaves the API’s answers to the API', async () => {
    const response = await app.request('/api/config');
    expect(response.headers.get('Content-Security-Policy')).toBeNull();
  });
});
