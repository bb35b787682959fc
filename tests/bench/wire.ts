import { chromium } from '@playwright/test';
import type { Browser, BrowserContext } from '@playwright/test';
import { existsSync } from 'node:fs';

/** Bytes a page moved over the network by kind: answers' bodies as sent (CDP). */
export interface WireBytes {
  page: string;
  /** `br, gzip` as Chromium asks, or `identity` for the same page uncompressed. */
  acceptEncoding: string;
  html: number;
  js: number;
  css: number;
  /** API answers, pictures and the rest. */
  other: number;
  /** Response headers of every request (HTTP/1.1 repeats them for each file). */
  headers: number;
  requests: number;
}

/** Options of {@link measureWireBytes}. */
export interface WireOptions {
  /** The server's origin. */
  url: string;
  /** Portal paths; a page behind sign-in names the login that opens it. */
  pages: { path: string; signIn?: { login: string; password: string } }[];
}

const KINDS: Record<string, 'html' | 'js' | 'css'> = {
  Document: 'html',
  Script: 'js',
  Stylesheet: 'css',
};

async function launch(): Promise<Browser> {
  const system = '/usr/bin/chromium';
  return chromium.launch(
    existsSync(system)
      ? { executablePath: system, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] }
      : {},
  );
}

/** A context signed in through the portal's form, so its cookie and stored user are real. */
async function signedInState(browser: Browser, url: string, login: string, password: string) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${url}/login`);
    await page.getByLabel('E-mail').fill(login);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((address) => address.pathname !== '/login');
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** One first visit (empty HTTP cache) of `path`, counting each finished request's bytes. */
async function visit(
  context: BrowserContext,
  url: string,
  path: string,
  acceptEncoding: string | null,
): Promise<WireBytes> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  // At responseReceived encodedDataLength is what arrived so far: the status line and headers.
  const responses = new Map<string, { type: string; headers: number }>();
  const bytes = { html: 0, js: 0, css: 0, other: 0, headers: 0, requests: 0 };
  cdp.on('Network.responseReceived', ({ requestId, type, response }) =>
    responses.set(requestId, { type, headers: response.encodedDataLength }),
  );
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const { type, headers } = responses.get(requestId) ?? { type: 'Other', headers: 0 };
    bytes[KINDS[type] ?? 'other'] += encodedDataLength - headers;
    bytes.headers += headers;
    bytes.requests += 1;
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (acceptEncoding) {
    await cdp.send('Network.setExtraHTTPHeaders', {
      headers: { 'Accept-Encoding': acceptEncoding },
    });
  }
  await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
  // A page behind sign-in that sent the visitor to /login would measure the wrong page.
  const landed = new URL(page.url()).pathname;
  if (landed !== path) throw new Error(`${path} ended at ${landed}`);
  await page.close();
  return { page: path, acceptEncoding: acceptEncoding ?? 'br, gzip', ...bytes };
}

/**
 * The portal pages' bytes on the wire in Chromium, first visit, as the browser asks for them
 * and again with `Accept-Encoding: identity` (what the server sent before issue 15.3).
 */
export async function measureWireBytes({ url, pages }: WireOptions): Promise<WireBytes[]> {
  const browser = await launch();
  const results: WireBytes[] = [];
  try {
    for (const { path, signIn } of pages) {
      const storageState = signIn
        ? await signedInState(browser, url, signIn.login, signIn.password)
        : undefined;
      for (const acceptEncoding of [null, 'identity']) {
        const context = await browser.newContext({ storageState });
        try {
          results.push(await visit(context, url, path, acceptEncoding));
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The bench's table: `/public/eca` for a visitor and `/dashboard` for the demo administrator,
 * compressed and not, each row a first visit.
 */
export async function wireRows(
  url: string,
  signIn: { login: string; password: string },
): Promise<string[][]> {
  const rows = await measureWireBytes({
    url,
    pages: [{ path: '/public/eca' }, { path: '/dashboard', signIn }],
  });
  return [
    [
      'page',
      'Accept-Encoding',
      'HTML',
      'JS',
      'CSS',
      'HTML+JS+CSS',
      'API etc.',
      'headers',
      'requests',
    ],
    ...rows.map((row) => [
      row.page,
      row.acceptEncoding,
      kb(row.html),
      kb(row.js),
      kb(row.css),
      kb(row.html + row.js + row.css),
      kb(row.other),
      kb(row.headers),
      String(row.requests),
    ]),
  ];
}
