/**
 * Where a widget's start goes: loads a demo page (default the ECA widget) and the bare-Preact floor
 * in Chromium at 4× CPU slowdown with a performance trace, and prints, between the loader's
 * request and `kitebook:ready`, the main thread's time by kind (script compile, evaluation, style,
 * layout…), the requests, and the JS functions with the most self time (a CPU profile).
 *
 *   npm run build && BENCH_PORT=4377 npx tsx tests/bench/widget-trace.ts [demo page, e.g. school-bus.html]
 */
import { chromium } from '@playwright/test';
import type { Browser, CDPSession } from '@playwright/test';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildFloorPage } from './floor-widget';
import { startServer } from './server-process';

const PORT = Number(process.env.BENCH_PORT ?? 4391);
const SLOWDOWN = Number(process.env.BENCH_CPU ?? 4);
const page = process.argv[2] ?? '';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: Record<string, unknown> };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

async function launch(): Promise<Browser> {
  const system = '/usr/bin/chromium';
  return chromium.launch(
    existsSync(system)
      ? { executablePath: system, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] }
      : {},
  );
}

function markReady() {
  document.addEventListener('kitebook:ready', () => {
    if ((window as { __mark?: number }).__mark !== undefined) return;
    (window as { __mark?: number }).__mark = performance.now();
    performance.mark('kb-ready');
  });
}

async function traced(browser: Browser, url: string, label: string) {
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    const cdp: CDPSession = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await tab.addInitScript(markReady);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (data) =>
      events.push(...(data.value as unknown as TraceEvent[])),
    );
    const done = new Promise<void>((resolve) =>
      cdp.once('Tracing.tracingComplete', () => resolve()),
    );
    await cdp.send('Tracing.start', {
      traceConfig: {
        includedCategories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'v8',
          'blink.user_timing',
          'loading',
          'disabled-by-default-v8.cpu_profiler',
        ],
      },
    } as never);
    await tab.goto(url);
    await tab.waitForFunction(() => (window as { __mark?: number }).__mark !== undefined, null, {
      timeout: 60_000,
    });
    await cdp.send('Tracing.end');
    await done;
    if (process.env.TRACE_OUT)
      writeFileSync(`${process.env.TRACE_OUT}-${label}.json`, JSON.stringify(events));
    return events;
  } finally {
    await context.close();
  }
}

function analyse(events: TraceEvent[], label: string) {
  const send = events.filter((e) => e.name === 'ResourceSendRequest');
  const urlOf = (e: TraceEvent) => String(e.args?.data?.url ?? '');
  const loader = send.find((e) => urlOf(e).endsWith('/kitebook.js'));
  const ready = events.find((e) => e.name === 'kb-ready');
  if (!loader || !ready) throw new Error(`${label}: no loader request or ready mark`);
  const start = loader.ts;
  const end = ready.ts;
  const ms = (us: number) => (us / 1000).toFixed(1);
  console.log(`\n== ${label}: loader → ready ${ms(end - start)} ms`);
  // The renderer's main thread: where the loader's request was sent from.
  const main = events.filter((e) => e.pid === loader.pid && e.tid === loader.tid);
  const requests = new Map<
    string,
    { url: string; sent: number; response?: number; finish?: number }
  >();
  for (const e of events) {
    const id = String(e.args?.data?.requestId ?? '');
    if (!id) continue;
    if (e.name === 'ResourceSendRequest') requests.set(id, { url: urlOf(e), sent: e.ts });
    const request = requests.get(id);
    if (!request) continue;
    if (e.name === 'ResourceReceiveResponse') request.response = e.ts;
    if (e.name === 'ResourceFinish') request.finish = e.ts;
  }
  for (const request of requests.values()) {
    if (request.sent < start - 1000 || request.sent > end || !request.url.startsWith('http'))
      continue;
    const name = request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70);
    console.log(
      `  req ${ms(request.sent - start).padStart(7)} → ${request.response ? ms(request.response - start) : '?'} / ${request.finish ? ms(request.finish - start) : '?'}  ${name}`,
    );
  }
  // Top-level tasks on the main thread inside the window, and their children by kind.
  const byKind = new Map<string, number>();
  const within = main.filter((e) => e.ph === 'X' && e.dur && e.ts >= start && e.ts <= end);
  const tasks = within.filter(
    (e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask',
  );
  let busy = 0;
  for (const task of tasks) busy += task.dur!;
  const kinds = [
    'v8.compile',
    'v8.compileModule',
    'v8.parseOnBackground',
    'EvaluateScript',
    'v8.evaluateModule',
    'FunctionCall',
    'EventDispatch',
    'TimerFire',
    'FireAnimationFrame',
    'UpdateLayoutTree',
    'Layout',
    'Paint',
    'PrePaint',
    'Layerize',
    'ParseAuthorStyleSheet',
    'ParseHTML',
    'V8.GC_SCAVENGER',
    'MinorGC',
    'MajorGC',
    'V8.GCScavenger',
    'v8.run',
    'RunMicrotasks',
  ];
  for (const e of within) {
    if (!kinds.includes(e.name)) continue;
    byKind.set(e.name, (byKind.get(e.name) ?? 0) + e.dur!);
  }
  console.log(`  main thread busy (tasks) ${ms(busy)} ms of ${ms(end - start)}`);
  for (const [kind, dur] of [...byKind].sort((a, b) => b[1] - a[1]))
    console.log(`    ${kind.padEnd(24)} ${ms(dur).padStart(7)} ms`);
  // Tasks over 5 ms, in order.
  for (const task of tasks.filter((t) => t.dur! > 5000)) {
    const inner = within
      .filter(
        (e) =>
          e.ts >= task.ts &&
          e.ts + e.dur! <= task.ts + task.dur! &&
          e !== task &&
          kinds.includes(e.name),
      )
      .slice(0, 4)
      .map(
        (e) =>
          `${e.name} ${ms(e.dur!)}${e.args?.data?.url ? ' ' + String(e.args.data.url).split('/').pop() : ''}`,
      );
    console.log(
      `  task @${ms(task.ts - start).padStart(7)} ${ms(task.dur!).padStart(6)} ms: ${inner.join(', ')}`,
    );
  }
  profileSelfTimes(events, loader.pid, start, end);
}

/** Self time by function from the trace's CPU profile chunks, inside [start, end]. */
function profileSelfTimes(events: TraceEvent[], pid: number, start: number, end: number) {
  const nodes = new Map<number, ProfileNode>();
  const parent = new Map<number, number>();
  const self = new Map<number, number>();
  let time = 0;
  for (const e of events) {
    if (e.pid !== pid) continue;
    if (e.name === 'Profile')
      time = Number((e.args?.data as { startTime?: number })?.startTime ?? 0);
    if (e.name !== 'ProfileChunk') continue;
    const data = e.args?.data as {
      cpuProfile?: { nodes?: (ProfileNode & { parent?: number })[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) {
      nodes.set(node.id, node);
      if (node.parent !== undefined) parent.set(node.id, node.parent);
    }
    const samples = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    samples.forEach((id, i) => {
      const delta = deltas[i] ?? 0;
      time += delta;
      if (time < start || time > end) return;
      const next = deltas[i + 1] ?? 0;
      self.set(id, (self.get(id) ?? 0) + Math.max(0, next));
    });
  }
  // Inclusive time: each sample counts once for every distinct function on its stack.
  const keyOf = (id: number) => {
    const frame = nodes.get(id)?.callFrame;
    if (!frame) return '?';
    const file = (frame.url ?? '').split('/').pop() || '(native)';
    return `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
  };
  const total = new Map<string, number>();
  for (const [id, us] of self) {
    const keys = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at))
      keys.add(keyOf(at));
    for (const key of keys) total.set(key, (total.get(key) ?? 0) + us);
  }
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  for (const [id, us] of self) {
    const frame = nodes.get(id)?.callFrame;
    if (!frame) continue;
    const file = (frame.url ?? '').split('/').pop() || '(native)';
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
    byFile.set(file, (byFile.get(file) ?? 0) + us);
  }
  const ms = (us: number) => (us / 1000).toFixed(1);
  console.log('  self time by file:');
  for (const [file, us] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 8))
    console.log(`    ${ms(us).padStart(7)} ms  ${file}`);
  console.log('  total time by function (JS of the page):');
  for (const [key, us] of [...total]
    .filter(([key]) => /\.js:/.test(key))
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.TRACE_TOP ?? 40)))
    console.log(`    ${(us / 1000).toFixed(1).padStart(7)} ms  ${key}`);
  console.log('  self time by function:');
  for (const [key, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`    ${ms(us).padStart(7)} ms  ${key}`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'kitebook-trace-'));
const server = await startServer({ DATA_DIR: dataDir }, PORT);
try {
  const portalOrigin = server.url.replace('127.0.0.1', 'localhost');
  const floor = await buildFloorPage(portalOrigin);
  const browser = await launch();
  try {
    // A first visit warms the server's caches (configuration, the offers' query).
    await traced(browser, `${server.url}/demo/${page}`, 'warm-up');
    analyse(await traced(browser, `${server.url}${floor.path}`, 'floor'), 'floor');
    analyse(await traced(browser, `${server.url}/demo/${page}`, 'widget'), `widget /demo/${page}`);
  } finally {
    await browser.close();
    floor.remove();
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
