/**
 * `npm run bench`: bundle sizes, server start and memory, API throughput. It prints figures; no
 * test depends on them. Runs after `npm run build` (the npm script does that).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { measureLoad, type LoadResult } from './load';
import { residentMb, startServer } from './server-process';
import { measureLargeSeed, printLargeSeed } from './large-seed';
import { kb, portalInitialSizes } from './sizes';
import { measureRouteChunks, routeChunkTables } from './route-chunks';
import { measureTestDatabaseSetup } from './test-database';
import { buildFloorPage } from './floor-widget';
import { loaderGzip, measureStartTimes, widgetSizes } from './widgets';
import { wireRows } from './wire';
import { printTable } from './print-table';
import { emailSendRows, measureEmailSend } from './email-send';

const PORT = 4390;
/**
 * Sign-ins of every demo account in turn: one account signing in ten times at once would meet
 * the per-login limit (in-flight attempts count) and measure 429s instead of sign-ins.
 */
const SIGN_INS = DEMO_ACCOUNTS.map(({ login }) => ({ login, password: DEMO_PASSWORD }));

/** A bearer header of the demo administrator, for the office's lists. */
async function adminBearer(url: string): Promise<Record<string, string>> {
  const response = await fetch(`${url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'admin@kitebook.test', password: DEMO_PASSWORD }),
  });
  const { token } = (await response.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

/**
 * The office's location and stop lists as the screens ask for them (first page, by name, with
 * the total) and whole (`/all`). The large seed adds families and bookings, not rooms or stops,
 * so these tables are the demo's on either seed; the counts per row read the services.
 */
async function officeListLoads(url: string): Promise<LoadResult[]> {
  const headers = await adminBearer(url);
  const lists = [
    '/api/location/list?pageSize=25',
    '/api/location/all',
    '/api/stop/list?pageSize=25',
    '/api/stop/all',
    '/api/busstop/all',
  ];
  const results: LoadResult[] = [];
  for (const path of lists) {
    results.push(await measureLoad({ name: `GET ${path}`, url: `${url}${path}`, headers }));
  }
  return results;
}

async function loadRows(database: string, url: string): Promise<string[][]> {
  const results: LoadResult[] = [
    ...(await officeListLoads(url)),
    await measureLoad({ name: 'GET /api/config', url: `${url}/api/config` }),
    await measureLoad({
      name: 'GET /api/config, 50 connections',
      url: `${url}/api/config`,
      connections: 50,
    }),
    await measureLoad({
      name: 'POST /api/auth/signin',
      url: `${url}/api/auth/signin`,
      method: 'POST',
      bodies: SIGN_INS,
    }),
  ];
  return results.map((r) => [
    database,
    r.name,
    String(r.requestsPerSecond),
    `${r.p99Ms} ms`,
    String(r.non2xx),
  ]);
}

/**
 * The widget on the demo page against the portal's /public/eca, in one run. The demo is opened
 * on 127.0.0.1 while the portal is localhost (PUBLIC_URL), so the widget loads cross-origin.
 */
async function printStartTimes(url: string) {
  const runs = 10;
  const portalOrigin = url.replace('127.0.0.1', 'localhost');
  const floor = await buildFloorPage(portalOrigin);
  try {
    const times = await measureStartTimes({
      demoUrl: `${url}/demo/`,
      portal: { url: `${portalOrigin}/public/eca`, selector: 'main h1' },
      floorUrl: `${url}${floor.path}`,
      floorOnHostUrl: `${url}${floor.hostPath}`,
      runs,
    });
    const floorMs = times.floorLoaderToReady!;
    const ratio = (value: number, of: number) => (value / of).toFixed(2);
    printTable(`Start in Chromium, 4× CPU slowdown, first visit (median of ${runs})`, [
      ['page', 'measure', 'time', 'ratio (goal)'],
      [
        '/demo/ (ECA widget)',
        'loader request → kitebook:ready',
        `${times.loaderToReady} ms`,
        `${ratio(times.loaderToReady, floorMs)}× floor (≤ 1.3), ${ratio(times.loaderToReady, times.portalRendered)}× portal (≤ 0.5)`,
      ],
      ['/demo/ (ECA widget)', 'navigation → kitebook:ready', `${times.navigationToReady} ms`, ''],
      ['floor (bare Preact, same loader)', 'loader request → kitebook:ready', `${floorMs} ms`, ''],
      [
        'floor on the demo page (the widget’s host page)',
        'loader request → kitebook:ready',
        `${times.floorOnHostLoaderToReady} ms`,
        `widget ${ratio(times.loaderToReady, times.floorOnHostLoaderToReady!)}× this floor`,
      ],
      ['/public/eca (portal)', 'navigation → main heading', `${times.portalRendered} ms`, ''],
    ]);
  } finally {
    floor.remove();
  }
}

async function main() {
  const sizes = portalInitialSizes('dist/portal');
  printTable('Portal initial load', [
    ['asset', 'files', 'raw', 'gzip'],
    ['JS', String(sizes.js.files), kb(sizes.js.raw), kb(sizes.js.gzip)],
    ['CSS', String(sizes.css.files), kb(sizes.css.raw), kb(sizes.css.gzip)],
  ]);
  for (const [title, rows] of routeChunkTables(measureRouteChunks())) printTable(title, rows);

  printTable('Widgets (gzip; the CSS is inside the JS)', [
    ['file', 'first paint (en)', 'of it catalogs', 'whole flow (en)'],
    ['loader kitebook.js', `${loaderGzip()} B`, '', ''],
    ...widgetSizes().map((widget) => [
      widget.name,
      kb(widget.firstPaint),
      kb(widget.firstPaintCatalogs),
      kb(widget.all),
    ]),
  ]);

  const dataDir = mkdtempSync(join(tmpdir(), 'kitebook-bench-'));
  const load: string[][] = [['database', 'endpoint', 'req/s', 'p99', 'non-2xx']];
  try {
    const first = await startServer({ DATA_DIR: dataDir }, PORT);
    const firstRss = residentMb(first.process.pid!);
    await first.stop();
    const restart = await startServer({ DATA_DIR: dataDir }, PORT);
    printTable('Server start on PGlite', [
      ['start', 'time', 'resident memory'],
      ['first (migrate + demo data)', `${first.startMs} ms`, `${firstRss} MB`],
      ['restart', `${restart.startMs} ms`, `${residentMb(restart.process.pid!)} MB`],
    ]);
    // A failed step must not leave the server on the port: the next run would measure it.
    try {
      await printStartTimes(restart.url);
      printTable(
        'Portal bytes on the wire (Chromium, first visit; bodies as sent, headers apart)',
        await wireRows(restart.url, { login: 'admin@kitebook.test', password: DEMO_PASSWORD }),
      );
      load.push(...(await loadRows('PGlite', restart.url)));
    } finally {
      await restart.stop();
    }

    if (process.env.DATABASE_URL) {
      const postgres = await startServer(
        { DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL },
        PORT,
      );
      try {
        load.push(...(await loadRows('PostgreSQL', postgres.url)));
      } finally {
        await postgres.stop();
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  printTable(
    'API throughput (autocannon, 10 connections unless named, 10 s each, 127.0.0.1)',
    load,
  );
  printLargeSeed(
    await measureLargeSeed({ port: PORT, serverUrl: process.env.DATABASE_URL }),
    printTable,
  );
  await printTestDatabaseSetup();
  printTable(
    'E-mail: 2,000 recipients to a local SMTP sink (rate limit off)',
    emailSendRows(await measureEmailSend()),
  );
  console.log('\nnpm test by part: `npm run bench:tests` (runs the whole suite, minutes).');
}

/** What each API test file pays for its database, before and after the run's template. */
async function printTestDatabaseSetup() {
  const rows = [await measureTestDatabaseSetup(undefined)];
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) rows.push(await measureTestDatabaseSetup(serverUrl));
  printTable('API test database per file (median of 3; template built once per run)', [
    ['database', 'template once', 'from scratch', 'clone'],
    ...rows.map((row) => [
      row.database,
      `${row.templateMs} ms`,
      `${row.scratchMs} ms`,
      `${row.cloneMs} ms`,
    ]),
  ]);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
