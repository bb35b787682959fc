/**
 * `npm run bench:widgets`: only the widget rows of `npm run bench` (tests/bench/widgets.ts), for
 * work on the widgets' weight and start: each widget's first paint and whole flow against the
 * goals, and loader → `kitebook:ready` against the bare-Preact floor and the portal page.
 * Runs after `npm run build` like the whole bench; `BENCH_PORT` picks the server's port.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildFloorPage } from './floor-widget';
import { startServer } from './server-process';
import { kb } from './sizes';
import { loaderGzip, measureStartTimes, widgetSizes } from './widgets';
import { printTable } from './print-table';

const PORT = Number(process.env.BENCH_PORT ?? 4391);
const RUNS = Number(process.env.BENCH_RUNS ?? 10);

async function main() {
  printTable('Widgets (gzip -9; the CSS is inside the JS)', [
    ['file', 'first paint (en, goal ≤ 25 KB)', 'whole flow (en, goal ≤ 60 KB)', 'flow, en + de'],
    ['loader kitebook.js', `${loaderGzip()} B`, '', ''],
    ...widgetSizes().map((widget) => [
      widget.name,
      kb(widget.firstPaint),
      kb(widget.all),
      kb(widget.allLocales),
    ]),
  ]);
  if (process.env.BENCH_SIZES_ONLY) return;

  const dataDir = mkdtempSync(join(tmpdir(), 'kitebook-bench-'));
  const server = await startServer({ DATA_DIR: dataDir }, PORT);
  try {
    // The demo on 127.0.0.1, the portal (PUBLIC_URL) on localhost: the widget loads cross-origin.
    const portalOrigin = server.url.replace('127.0.0.1', 'localhost');
    const floor = await buildFloorPage(portalOrigin);
    try {
      const times = await measureStartTimes({
        demoUrl: `${server.url}/demo/`,
        portal: { url: `${portalOrigin}/public/eca`, selector: 'main h1' },
        floorUrl: `${server.url}${floor.path}`,
        floorOnHostUrl: `${server.url}${floor.hostPath}`,
        runs: RUNS,
      });
      const floorMs = times.floorLoaderToReady!;
      const ratio = (value: number, of: number) => (value / of).toFixed(2);
      printTable(`Start in Chromium, 4× CPU slowdown, first visit (median of ${RUNS})`, [
        ['page', 'loader request → kitebook:ready', 'ratio (goal)'],
        [
          '/demo/ (ECA widget)',
          `${times.loaderToReady} ms`,
          `${ratio(times.loaderToReady, floorMs)}× floor (≤ 1.3), ${ratio(times.loaderToReady, times.portalRendered)}× portal (≤ 0.5)`,
        ],
        ['floor (bare Preact, same loader)', `${floorMs} ms`, ''],
        [
          'floor on the demo page (the widget’s host page)',
          `${times.floorOnHostLoaderToReady} ms`,
          `widget ${ratio(times.loaderToReady, times.floorOnHostLoaderToReady!)}× this floor`,
        ],
        ['/public/eca (portal), navigation → main heading', `${times.portalRendered} ms`, ''],
      ]);
    } finally {
      floor.remove();
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
