import { Hono } from 'hono';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './env';
import { CHUNK_CACHE, LOADER_CACHE, serveWidgets, strictDemoCsp } from './serve-widgets';

const PORTAL = 'https://portal.kitebook.test';

function fixture() {
  const dir = mkdtempSync(join(tmpdir(), 'kitebook-widgets-'));
  const widgetsDir = join(dir, 'v1');
  const demoDir = join(dir, 'demo');
  mkdirSync(join(widgetsDir, 'chunks'), { recursive: true });
  mkdirSync(demoDir);
  writeFileSync(join(widgetsDir, 'kitebook.js'), 'console.log("loader")');
  writeFileSync(join(widgetsDir, 'eca-Ab12.js'), 'export default 1');
  writeFileSync(join(widgetsDir, 'chunks', 'messages-Cd34.js'), 'export const m = 1');
  const page = (title: string) =>
    `<title>${title}</title><script src="__PORTAL_ORIGIN__/widgets/v1/kitebook.js" async></script>`;
  writeFileSync(join(demoDir, 'index.html'), page('Home'));
  writeFileSync(join(demoDir, 'strict-csp.html'), page('Strict'));
  writeFileSync(join(demoDir, 'site.css'), 'body { color: red }');
  // Not strict about trailing slashes, as createApp makes the real app.
  const app = new Hono<AppEnv>({ strict: false });
  serveWidgets(app, { widgetsDir, demoDir, portalOrigin: PORTAL });
  // Stands in for the portal's SPA fallback, which must never answer for a widget file.
  app.get('*', (c) => c.html('portal index'));
  return app;
}

describe('serveWidgets', () => {
  const app = fixture();

  it('serves the loader with a short cache and chunks as immutable, readable cross-origin', async () => {
    const loader = await app.request('/widgets/v1/kitebook.js');
    expect(loader.status).toBe(200);
    expect(loader.headers.get('Cache-Control')).toBe(LOADER_CACHE);
    expect(loader.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(loader.headers.get('Access-Control-Allow-Origin')).toBe('*');

    for (const path of ['/widgets/v1/eca-Ab12.js', '/widgets/v1/chunks/messages-Cd34.js']) {
      const chunk = await app.request(path);
      expect(chunk.status).toBe(200);
      expect(chunk.headers.get('Cache-Control')).toBe(CHUNK_CACHE);
      expect(chunk.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
      expect(chunk.headers.get('Access-Control-Allow-Origin')).toBe('*');
    }
  });

  it('answers a missing widget file with 404, not the portal page', async () => {
    const response = await app.request('/widgets/v1/eca-OLD.js');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('portal index');
  });

  it('serves the demo with the portal origin filled in, and the strict page with its CSP', async () => {
    const index = await app.request('/demo/');
    expect(await index.text()).toContain(`src="${PORTAL}/widgets/v1/kitebook.js"`);
    expect(index.headers.get('Content-Security-Policy')).toBeNull();

    const strict = await app.request('/demo/strict-csp.html');
    const policy = strict.headers.get('Content-Security-Policy');
    expect(policy).toBe(strictDemoCsp(PORTAL));
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(policy).toContain(`script-src 'self' ${PORTAL}`);

    const css = await app.request('/demo/site.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('Content-Type')).toContain('text/css');
    expect((await app.request('/demo/missing.html')).status).toBe(404);
    expect((await app.request('/demo')).headers.get('Location')).toBe('/demo/');
  });
});
