/**
 * A/B of one widget entry's start, back to back with the bare-Preact floor in the same run: for
 * a shared machine, where the floor moves with the load. Each round visits the floor and the demo
 * page once per variant of the entry (the built file, and the files named on the command line,
 * swapped in with their brotli and gzip copies), in a rotating order, and prints each one's
 * loader → `kitebook:ready` median, spread and ratio to the floor of the same round.
 *
 *   npm run build && BENCH_PORT=4377 npx tsx tests/bench/widget-ab.ts eca /tmp/eca-variant.js
 *   (BENCH_RUNS rounds, default 10; BENCH_PAGE the demo page, default index.html)
 */
import { chromium } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildFloorPage } from './floor-widget';
import { startServer } from './server-process';

const PORT = Number(process.env.BENCH_PORT ?? 4391);
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const PAGE = process.env.BENCH_PAGE ?? '';
const [widget = 'eca', ...variantFiles] = process.argv.slice(2);

const manifest = JSON.parse(readFileSync('dist/widgets/manifest.json', 'utf8')) as Record<
  string,
  string
>;
const entryPath = join('dist/widgets/v1', manifest[widget]!);

interface Variant {
  name: string;
  bytes: Buffer;
  br: Buffer;
  gz: Buffer;
}
const variant = (name: string, bytes: Buffer): Variant => ({
  name,
  bytes,
  br: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gz: gzipSync(bytes, { level: 9 }),
});
const variants = [
  variant('built', readFileSync(entryPath)),
  ...variantFiles.map((file) => variant(basename(file), readFileSync(file))),
];
/** Writes the variant in place of the entry; the copies after it, so the server picks them. */
const install = (v: Variant) => {
  writeFileSync(entryPath, v.bytes);
  writeFileSync(`${entryPath}.br`, v.br);
  writeFileSync(`${entryPath}.gz`, v.gz);
};

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string } };
}

/**
 * The main thread's CPU time (thread clock, so neither the throttler's pauses nor other processes
 * taking the cores count) in tasks between the loader's request and `kitebook:ready`.
 */
function mainThreadCpu(events: TraceEvent[]): { total: number; afterEntry: number } {
  const loader = events.find(
    (e) => e.name === 'ResourceSendRequest' && e.args?.data?.url?.endsWith('/kitebook.js'),
  );
  const ready = events.find((e) => e.name === 'kb-ready');
  // The widget's entry: the first file the loader imports from /widgets/v1/.
  const entry = events.find(
    (e) =>
      e.name === 'ResourceSendRequest' &&
      /\/widgets\/v1\/.*-[\w-]+\.js$/.test(e.args?.data?.url ?? '') &&
      !e.args?.data?.url?.endsWith('/kitebook.js'),
  );
  const entryId = (entry?.args?.data as { requestId?: string } | undefined)?.requestId;
  const arrived = events.find(
    (e) =>
      e.name === 'ResourceFinish' &&
      (e.args?.data as { requestId?: string })?.requestId === entryId,
  );
  if (!loader || !ready) return { total: NaN, afterEntry: NaN };
  const cpu = (from: number) =>
    events
      .filter(
        (e) =>
          e.pid === loader.pid &&
          e.tid === loader.tid &&
          e.name === 'RunTask' &&
          e.ts + (e.dur ?? 0) >= from &&
          e.ts <= ready.ts,
      )
      .reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000;
  if (process.env.AB_KINDS && arrived) {
    // CPU by kind of work after the entry arrived (nested kinds overlap their parents).
    const kinds = new Map<string, number>();
    for (const e of events) {
      if (e.pid !== loader.pid || e.tid !== loader.tid || e.ph !== 'X' || e.name === 'RunTask')
        continue;
      if (e.ts < arrived.ts || e.ts > ready.ts || !e.tdur) continue;
      kinds.set(e.name, (kinds.get(e.name) ?? 0) + e.tdur / 1000);
    }
    kindLog.push(kinds);
  }
  return { total: cpu(loader.ts), afterEntry: arrived ? cpu(arrived.ts) : NaN };
}

/** Per visit with AB_KINDS: CPU ms by trace event name after the entry arrived. */
const kindLog: Map<string, number>[] = [];

const TRACE = Boolean(process.env.AB_TRACE);

/** Loader → ready in ms, wall clock, and the main thread's CPU ms in between (AB_TRACE=1). */
async function visit(
  browser: Browser,
  url: string,
): Promise<{ wall: number; cpu: number; own: number }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // The page reports through a CDP binding, not Playwright's waitForFunction, whose injected
    // script (~80 ms of the throttled main thread) would land inside the measured span.
    await cdp.send('Runtime.enable');
    await cdp.send('Runtime.addBinding', { name: 'kbReady' });
    const ready = new Promise<number>((resolve) =>
      cdp.on('Runtime.bindingCalled', (event: { name: string; payload: string }) => {
        if (event.name === 'kbReady') resolve(Number(event.payload));
      }),
    );
    await page.addInitScript(() => {
      let sent = false;
      document.addEventListener('kitebook:ready', () => {
        if (sent) return;
        sent = true;
        const at = performance.now();
        performance.mark('kb-ready');
        const loader = performance
          .getEntriesByType('resource')
          .find((entry) => entry.name.endsWith('/kitebook.js'));
        (window as unknown as { kbReady: (payload: string) => void }).kbReady(
          String(at - (loader?.startTime ?? 0)),
        );
      });
    });
    const events: TraceEvent[] = [];
    let done: Promise<void> = Promise.resolve();
    if (TRACE) {
      cdp.on('Tracing.dataCollected', (data) =>
        events.push(...(data.value as unknown as TraceEvent[])),
      );
      done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
      await cdp.send('Tracing.start', {
        traceConfig: {
          includedCategories: [
            'disabled-by-default-devtools.timeline',
            'devtools.timeline',
            'blink.user_timing',
            'loading',
            ...(process.env.AB_KINDS ? ['v8', 'v8.execute', 'disabled-by-default-v8.compile'] : []),
          ],
        },
      } as never);
    }
    void page.goto(url, { waitUntil: 'commit' }).catch(() => undefined);
    const wall = await Promise.race([
      ready,
      new Promise<number>((_, reject) => setTimeout(() => reject(new Error('no ready')), 60_000)),
    ]);
    if (!TRACE) return { wall, cpu: NaN, own: NaN };
    await cdp.send('Tracing.end');
    await done;
    const { total, afterEntry } = mainThreadCpu(events);
    return { wall, cpu: total, own: afterEntry };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${Math.round(sorted[0]!)}–${Math.round(sorted.at(-1)!)}`;
};

const dataDir = mkdtempSync(join(tmpdir(), 'kitebook-ab-'));
const server = await startServer({ DATA_DIR: dataDir }, PORT);
const original = variants[0]!;
try {
  const floor = await buildFloorPage(server.url.replace('127.0.0.1', 'localhost'));
  const browser = await launch();
  const floorMs: number[] = [];
  const floorCpu: number[] = [];
  const floorOwn: number[] = [];
  const times = variants.map(() => [] as number[]);
  const cpus = variants.map(() => [] as number[]);
  const owns = variants.map(() => [] as number[]);
  const ratios = variants.map(() => [] as number[]);
  try {
    await visit(browser, `${server.url}/demo/${PAGE}`); // warms the server's caches
    for (let round = 0; round < RUNS; round++) {
      const order = [-1, ...variants.map((_, i) => i)];
      const shift = round % order.length;
      const roundTimes = new Map<number, { wall: number; cpu: number; own: number }>();
      for (const which of [...order.slice(shift), ...order.slice(0, shift)]) {
        if (which === -1) roundTimes.set(-1, await visit(browser, `${server.url}${floor.path}`));
        else {
          install(variants[which]!);
          roundTimes.set(which, await visit(browser, `${server.url}/demo/${PAGE}`));
        }
      }
      floorMs.push(roundTimes.get(-1)!.wall);
      floorCpu.push(roundTimes.get(-1)!.cpu);
      floorOwn.push(roundTimes.get(-1)!.own);
      variants.forEach((_, i) => {
        times[i]!.push(roundTimes.get(i)!.wall);
        cpus[i]!.push(roundTimes.get(i)!.cpu);
        owns[i]!.push(roundTimes.get(i)!.own);
        ratios[i]!.push(roundTimes.get(i)!.wall / roundTimes.get(-1)!.wall);
      });
      process.stderr.write('.');
    }
  } finally {
    await browser.close();
    floor.remove();
  }
  console.log(`\n${widget}, ${RUNS} rounds, 4× CPU slowdown, loader → kitebook:ready (ms)`);
  const cpuText = (values: number[], own: number[]) =>
    TRACE
      ? `\n      main-thread CPU median ${Math.round(median(values))} (${spread(values)}), from the entry's arrival ${Math.round(median(own))} (${spread(own)})`
      : '';
  console.log(
    `  floor            median ${Math.round(median(floorMs))}  (${spread(floorMs)})${cpuText(floorCpu, floorOwn)}`,
  );
  variants.forEach((v, i) => {
    console.log(
      `  ${v.name.padEnd(16)} median ${Math.round(median(times[i]!))}  (${spread(times[i]!)})  ` +
        `ratio of medians ${(median(times[i]!) / median(floorMs)).toFixed(2)}, median of ratios ${median(ratios[i]!).toFixed(2)} (${ratios[
          i
        ]!.map((r) => r.toFixed(2))
          .sort()
          .join(' ')})${cpuText(cpus[i]!, owns[i]!)}`,
    );
  });
  if (kindLog.length) {
    const names = new Set(kindLog.flatMap((kinds) => [...kinds.keys()]));
    const rows = [...names]
      .map((name) => [name, kindLog.map((kinds) => Math.round(kinds.get(name) ?? 0))] as const)
      .filter(([, values]) => median(values) >= 1)
      .sort((a, b) => median(b[1]) - median(a[1]));
    console.log(
      '  CPU ms by kind after the entry arrived, per visit (floor and variants in visit order):',
    );
    for (const [name, values] of rows) console.log(`    ${name.padEnd(28)} ${values.join(' ')}`);
  }
} finally {
  install(original);
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

async function launch(): Promise<Browser> {
  const system = '/usr/bin/chromium';
  return chromium.launch(
    existsSync(system)
      ? { executablePath: system, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] }
      : {},
  );
}
