import { chromium } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { widgetCatalogs } from '../../widgets/embed/widget-catalogs';

/** What the booking dialog adds with useCatalogs (shared/ui/booking/booking-dialog.tsx). */
const BOOKING_FLOW_CATALOGS = ['forms', 'booking'];

/** The widget build's chunk graph (vite.widgets.config.ts writes it beside the manifest). */
type ChunkGraph = Record<string, { imports: string[]; dynamicImports: string[]; module?: string }>;

/** Gzip sizes in bytes of one widget. */
export interface WidgetSize {
  name: string;
  /**
   * Entry and its static imports: what the first render needs. Its messages are in the entry
   * (both locales, only those it shows: define-widget.tsx `firstPaint`).
   */
  firstPaint: number;
  /** Catalog chunks loaded before the first render: none since the messages are in the entry. */
  firstPaintCatalogs: number;
  /**
   * The whole booking flow in English (issue 15.1): everything the widget can load, every lazy
   * chunk (dialogs, forms) with its catalogs in the one language a visitor reads.
   */
  all: number;
  /** The same with the catalogs of every locale, as if one visitor read them all. */
  allLocales: number;
}

const gzip = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The loader's size, minified and gzipped. */
export function loaderGzip(widgetsDir = 'dist/widgets'): number {
  return gzip(join(widgetsDir, 'v1/kitebook.js'));
}

/** Each widget's JS (its CSS is inside, as text) for the first paint in English, and in all. */
export function widgetSizes(widgetsDir = 'dist/widgets'): WidgetSize[] {
  const entries = JSON.parse(readFileSync(join(widgetsDir, 'manifest.json'), 'utf8')) as Record<
    string,
    string
  >;
  const graph = JSON.parse(readFileSync(join(widgetsDir, 'graph.json'), 'utf8')) as ChunkGraph;
  const size = (files: Set<string>) =>
    [...files].reduce((sum, file) => sum + gzip(join(widgetsDir, 'v1', file)), 0);

  const closure = (start: string, followLazy: (file: string) => boolean) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const chunk = graph[file]!;
      chunk.imports.forEach(visit);
      chunk.dynamicImports.filter(followLazy).forEach(visit);
    };
    visit(start);
    return seen;
  };
  // A compiled catalog (shared/i18n/locales/<locale>/<name>.ts) counts when the widget loads
  // it: the loader map names every catalog, but a widget asks only for its own (README there).
  const catalogOf = (file: string) =>
    /locales\/(\w+)\/([\w-]+)\.ts$/.exec(graph[file]?.module ?? '');
  const isCatalog = (file: string) => catalogOf(file) !== null;
  const catalogIn = (names: readonly string[], locales: readonly string[]) => (file: string) => {
    const match = catalogOf(file);
    return match === null || (locales.includes(match[1]!) && names.includes(match[2]!));
  };

  return Object.entries(entries).map(([name, entry]) => {
    const first = widgetCatalogs(name);
    // The widget's catalogs load with the first useCatalogs (booking dialog, a detail).
    const firstPaint = closure(entry, () => false);
    const flow = [...first, ...BOOKING_FLOW_CATALOGS];
    return {
      name,
      firstPaint: size(firstPaint),
      firstPaintCatalogs: size(new Set([...firstPaint].filter(isCatalog))),
      all: size(closure(entry, catalogIn(flow, ['en']))),
      allLocales: size(closure(entry, catalogIn(flow, ['en', 'de']))),
    };
  });
}

/** Options of {@link measureStartTimes}. */
export interface StartTimeOptions {
  /** The demo page embedding one widget by custom element. */
  demoUrl: string;
  /** A portal page to compare with, and the element whose appearance counts as rendered. */
  portal: { url: string; selector: string };
  /** The bare-Preact floor page (tests/bench/floor-widget.ts), loaded by the same loader. */
  floorUrl?: string;
  /** The floor on a copy of the demo page (the widget's host page), when given. */
  floorOnHostUrl?: string;
  runs?: number;
  /** Chrome DevTools CPU throttling factor. */
  cpuSlowdown?: number;
}

/** Medians in ms over the runs, each in a fresh browser context (a first visit, cold cache). */
export interface StartTimes {
  /** From the loader's request to the widget's `kitebook:ready`. */
  loaderToReady: number;
  /** From navigation start to `kitebook:ready`. */
  navigationToReady: number;
  /** From navigation start to the portal page's element appearing. */
  portalRendered: number;
  /** The floor page's loader request → `kitebook:ready`, when a floor page was given. */
  floorLoaderToReady?: number;
  /** The same on the copy of the demo page, when given. */
  floorOnHostLoaderToReady?: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return Math.round(
    sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2,
  );
};

async function launch(): Promise<Browser> {
  const system = '/usr/bin/chromium';
  return chromium.launch(
    existsSync(system)
      ? { executablePath: system, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] }
      : {},
  );
}

/**
 * Loads `url` in a fresh context with the CPU slowed down and returns the `performance.now()`
 * the page noted in `window.__mark`, which `mark` (an init script, run before the page's own
 * scripts) sets, plus the loader's request start if the page loaded it.
 */
async function timedVisit(
  browser: Browser,
  url: string,
  cpuSlowdown: number,
  mark: (selector: string | null) => void,
  selector: string | null = null,
): Promise<{ markedAt: number; loaderStart: number | null }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.addInitScript(mark, selector);
    await page.goto(url);
    await page.waitForFunction(() => (window as { __mark?: number }).__mark !== undefined, null, {
      timeout: 60_000,
    });
    return await page.evaluate(() => ({
      markedAt: (window as { __mark?: number }).__mark!,
      loaderStart:
        performance
          .getEntriesByType('resource')
          .find((entry) => entry.name.endsWith('/kitebook.js'))?.startTime ?? null,
    }));
  } finally {
    await context.close();
  }
}

/** Init script: notes when the first widget fired `kitebook:ready`. */
function markReady() {
  document.addEventListener('kitebook:ready', () => {
    (window as { __mark?: number }).__mark ??= performance.now();
  });
}

/** Init script: notes when an element matching `selector` first appeared. */
function markElement(selector: string | null) {
  const observer = new MutationObserver(() => {
    if (!document.querySelector(selector!)) return;
    (window as { __mark?: number }).__mark = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * Start times in Chromium with the CPU slowed down (DESIGN §7 "bench"): the demo page's widget
 * from loader to `kitebook:ready`, and a portal page to its first render, in the same run.
 */
export async function measureStartTimes({
  demoUrl,
  portal,
  floorUrl,
  floorOnHostUrl,
  runs = 10,
  cpuSlowdown = 4,
}: StartTimeOptions): Promise<StartTimes> {
  const browser = await launch();
  const floorLoaderToReady: number[] = [];
  const floorOnHostLoaderToReady: number[] = [];
  const loaderToReady: number[] = [];
  const navigationToReady: number[] = [];
  const portalRendered: number[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const widget = await timedVisit(browser, demoUrl, cpuSlowdown, markReady);
      navigationToReady.push(widget.markedAt);
      loaderToReady.push(widget.markedAt - (widget.loaderStart ?? 0));
      const page = await timedVisit(browser, portal.url, cpuSlowdown, markElement, portal.selector);
      portalRendered.push(page.markedAt);
      if (floorUrl) {
        const floor = await timedVisit(browser, floorUrl, cpuSlowdown, markReady);
        floorLoaderToReady.push(floor.markedAt - (floor.loaderStart ?? 0));
      }
      if (floorOnHostUrl) {
        const floor = await timedVisit(browser, floorOnHostUrl, cpuSlowdown, markReady);
        floorOnHostLoaderToReady.push(floor.markedAt - (floor.loaderStart ?? 0));
      }
    }
  } finally {
    await browser.close();
  }
  return {
    loaderToReady: median(loaderToReady),
    navigationToReady: median(navigationToReady),
    portalRendered: median(portalRendered),
    ...(floorUrl ? { floorLoaderToReady: median(floorLoaderToReady) } : {}),
    ...(floorOnHostUrl ? { floorOnHostLoaderToReady: median(floorOnHostLoaderToReady) } : {}),
  };
}
