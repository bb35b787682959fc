import { Hono } from 'hono';
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './env';
import { serveStaticApps } from './serve-static-apps';
import { CHUNK_CACHE, LOADER_CACHE, serveWidgets } from './serve-widgets';

/** Text that compresses well, as built code does. */
const code = (name: string) =>
  Buffer.from(`export const ${name} = ${JSON.stringify('kitebook '.repeat(400))};\n`);

/** Writes a file with its brotli and gzip copies, as scripts/build/precompress.ts does. */
function writeBuilt(path: string, bytes: Buffer, { br = true, gz = true } = {}) {
  writeFileSync(path, bytes);
  if (br) writeFileSync(`${path}.br`, brotliCompressSync(bytes));
  if (gz) writeFileSync(`${path}.gz`, gzipSync(bytes));
}

const files = {
  asset: code('asset'),
  gzipOnly: code('gzipOnly'),
  stale: code('stale'),
  index: Buffer.from(`<!doctype html><title>Kitebook</title>${'<!-- portal -->'.repeat(100)}`),
  loader: code('loader'),
  chunk: code('chunk'),
};

function fixture() {
  const dir = mkdtempSync(join(tmpdir(), 'kitebook-static-'));
  const portalDir = join(dir, 'portal');
  const widgetsDir = join(dir, 'widgets');
  mkdirSync(join(portalDir, 'assets'), { recursive: true });
  mkdirSync(join(widgetsDir, 'chunks'), { recursive: true });
  writeBuilt(join(portalDir, 'index.html'), files.index);
  writeBuilt(join(portalDir, 'assets', 'index-Ab12.js'), files.asset);
  writeBuilt(join(portalDir, 'assets', 'gzip-only-Ef56.js'), files.gzipOnly, { br: false });
  // Vite's build manifest: build metadata, never served.
  mkdirSync(join(portalDir, '.vite'));
  writeBuilt(join(portalDir, '.vite', 'manifest.json'), code('{}'));
  // The copies of a file rebuilt on its own after them: they hold the previous build's bytes.
  const stale = join(portalDir, 'assets', 'stale-Gh78.js');
  writeBuilt(stale, code('previous'));
  writeFileSync(stale, files.stale);
  const later = new Date(Date.now() + 60_000);
  utimesSync(stale, later, later);
  writeBuilt(join(widgetsDir, 'kitebook.js'), files.loader);
  writeBuilt(join(widgetsDir, 'chunks', 'messages-Cd34.js'), files.chunk);

  const app = new Hono<AppEnv>({ strict: false });
  serveWidgets(app, { widgetsDir, portalOrigin: 'https://portal.kitebook.test' });
  serveStaticApps(app, { portalDir });
  return app;
}

/** The body as the browser sees it: decoded by the Content-Encoding the answer names. */
async function decoded(response: Response): Promise<Buffer> {
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(Number(response.headers.get('Content-Length'))).toBe(bytes.length);
  const encoding = response.headers.get('Content-Encoding');
  if (encoding === 'br') return brotliDecompressSync(bytes);
  if (encoding === 'gzip') return gunzipSync(bytes);
  expect(encoding).toBeNull();
  return bytes;
}

const BROWSER = 'gzip, deflate, br, zstd';

// Issue 15.3: the portal served /assets/* uncompressed.
describe('precompressed static files', () => {
  const app = fixture();
  const get = (path: string, acceptEncoding?: string) =>
    app.request(path, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

  it.each([
    ['/assets/index-Ab12.js', files.asset, 'text/javascript; charset=utf-8'],
    ['/', files.index, 'text/html; charset=utf-8'],
    ['/my/dashboard', files.index, 'text/html; charset=utf-8'],
    ['/widgets/v1/kitebook.js', files.loader, 'text/javascript; charset=utf-8'],
    ['/widgets/v1/chunks/messages-Cd34.js', files.chunk, 'text/javascript; charset=utf-8'],
  ])('sends %s as brotli, gzip or as it is, the same bytes each way', async (path, bytes, type) => {
    const sizes: Record<string, number> = {};
    for (const [accept, encoding] of [
      [BROWSER, 'br'],
      ['gzip, deflate', 'gzip'],
      [undefined, null],
      ['br;q=0, gzip;q=0', null],
    ] as const) {
      const response = await get(path, accept);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Encoding'), `${path} ${accept}`).toBe(encoding);
      expect(response.headers.get('Content-Type')).toBe(type);
      expect(response.headers.get('Vary')).toBe('Accept-Encoding');
      expect((await decoded(response)).equals(bytes)).toBe(true);
      sizes[encoding ?? 'identity'] = Number(response.headers.get('Content-Length'));
    }
    expect(sizes.br).toBeLessThan(sizes.identity! / 4);
    expect(sizes.gzip).toBeLessThan(sizes.identity! / 4);
  });

  it('keeps each file’s cache headers and CORS', async () => {
    const asset = await get('/assets/index-Ab12.js', BROWSER);
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
    expect((await get('/my/dashboard', BROWSER)).headers.get('Cache-Control')).toBe('no-cache');

    const loader = await get('/widgets/v1/kitebook.js', BROWSER);
    expect(loader.headers.get('Cache-Control')).toBe(LOADER_CACHE);
    const chunk = await get('/widgets/v1/chunks/messages-Cd34.js', BROWSER);
    expect(chunk.headers.get('Cache-Control')).toBe(CHUNK_CACHE);
    for (const widget of [loader, chunk]) {
      expect(widget.headers.get('Access-Control-Allow-Origin')).toBe('*');
      expect(widget.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
    }
  });

  it('falls back to what exists, and never to copies older than their file', async () => {
    const gzipOnly = await get('/assets/gzip-only-Ef56.js', BROWSER);
    expect(gzipOnly.headers.get('Content-Encoding')).toBe('gzip');
    expect((await decoded(gzipOnly)).equals(files.gzipOnly)).toBe(true);

    const stale = await get('/assets/stale-Gh78.js', BROWSER);
    expect(stale.headers.get('Content-Encoding')).toBeNull();
    expect((await decoded(stale)).equals(files.stale)).toBe(true);
  });

  it('answers HEAD with the length of what GET would send, and no body', async () => {
    const head = await app.request('/assets/index-Ab12.js', {
      method: 'HEAD',
      headers: { 'Accept-Encoding': BROWSER },
    });
    const get = await app.request('/assets/index-Ab12.js', {
      headers: { 'Accept-Encoding': BROWSER },
    });
    expect(head.headers.get('Content-Length')).toBe(get.headers.get('Content-Length'));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('serves no file outside the build, nor a copy by its own name as something else', async () => {
    for (const path of [
      '/assets/../index.html',
      '/assets/%2e%2e/index.html',
      '/assets/..%2findex.html',
      '/widgets/v1/%2e%2e/portal/index.html',
      '/assets/missing-Zz99.js',
      '/.vite/manifest.json',
      '/%2evite/manifest.json',
    ]) {
      const response = await get(path, BROWSER);
      expect([404, 200], path).toContain(response.status);
      // The SPA fallback may answer a page path with index.html, never with a file's bytes.
      if (response.status === 200) expect((await decoded(response)).equals(files.index)).toBe(true);
    }
    expect((await get('/assets/missing-Zz99.js')).status).toBe(404);
    expect((await get('/widgets/v1/missing.js')).status).toBe(404);
  });
});
