/**
 * The portal's JS per office route, from Vite's manifest (dist/portal/.vite/manifest.json) and
 * the route table's source (admin/routes.tsx): for each page module a route loads lazily with the
 * `office` catalog, its own chunk, the largest chunk its first visit loads beyond the initial
 * load, and that visit's whole JS (the chunk plus the static imports the initial load lacks:
 * the office kit — data table, dialogs, forms — comes once, with the first office screen), gzip
 * level 9 as sizes.ts does. The goal of issue 16 (office screens as route chunks, each under
 * 40 KB) is read per chunk. And where the rich-text editor (tiptap, ProseMirror) is: in neither
 * the initial load nor a route's first visit.
 *
 * `npx tsx tests/bench/route-chunks.ts` prints the figures alone (after `npm run build`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { printTable } from './print-table';

/** Goals of issue 16: the initial JS, and what an office route adds to it. */
export const INITIAL_JS_GOAL = 120 * 1024;
export const OFFICE_ROUTE_GOAL = 40 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** One office page module and what its first visit costs. */
export interface RouteChunk {
  /** The portal paths showing it. */
  paths: string[];
  /** The page module, relative to admin/. */
  module: string;
  /** Its own chunk, gzip. */
  chunkGzip: number;
  /** Its chunk and the shared chunks the initial load has not brought, gzip. */
  firstVisitGzip: number;
  /** The largest chunk of that first visit (the goal is per chunk), gzip, and its file. */
  largestGzip: number;
  largestFile: string;
  /** Files of that first visit holding the rich-text editor (ProseMirror). */
  editorFiles: string[];
}

/** What {@link measureRouteChunks} answers. */
export interface RouteChunkReport {
  initialJsGzip: number;
  initialEditorFiles: string[];
  routes: RouteChunk[];
  /** Every built JS file holding the editor, with its gzip size (lazy: none of the above). */
  editorChunks: { file: string; gzip: number }[];
}

/** The editor's fingerprint in built code: ProseMirror's class names survive minification. */
const EDITOR_MARK = /ProseMirror/;

/**
 * The office's lazy pages by the route table's source: `const X = lazyPage(() =>
 * import('./features/…'), …, [catalogs])` and `pending('…')` (the pending screen, with `office`),
 * then the `{ path, page }` rows naming them.
 */
export function officePages(routesSource: string): Map<string, string[]> {
  const pages = new Map<string, { module: string; office: boolean }>();
  const lazy =
    /const (\w+) = lazyPage\(\s*\(\) => import\('\.\/([^']+)'\),\s*\(m\) => [^,]+,\s*(\[[^\]]*\])?/g;
  for (const [, name, module, catalogs] of routesSource.matchAll(lazy))
    pages.set(name!, { module: module!, office: (catalogs ?? '').includes("'office'") });
  const pending = /const loadPending = \(\) => import\('\.\/([^']+)'\)/.exec(routesSource)?.[1];
  const byModule = new Map<string, string[]>();
  const row = /path: '([^']+)',\s*layout: '\w+',\s*page: (pending\('\w+'\)|\w+)/g;
  for (const [, path, page] of routesSource.matchAll(row)) {
    const entry = page!.startsWith('pending(')
      ? pending
        ? { module: pending, office: true }
        : undefined
      : pages.get(page!);
    if (!entry?.office) continue;
    byModule.set(entry.module, [...(byModule.get(entry.module) ?? []), path!]);
  }
  return byModule;
}

/** `key` and its static imports, transitively (manifest keys). */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** Measures dist/portal (built with its manifest) against admin/routes.tsx. */
export function measureRouteChunks(
  portalDir = 'dist/portal',
  routesFile = 'admin/routes.tsx',
): RouteChunkReport {
  const manifest = JSON.parse(
    readFileSync(join(portalDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const gzipOf = new Map<string, number>();
  const contents = (file: string) => readFileSync(join(portalDir, file));
  const gzip = (file: string) => {
    if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(contents(file), { level: 9 }).length);
    return gzipOf.get(file)!;
  };
  const sum = (keys: Iterable<string>) =>
    [...keys].reduce((total, key) => total + gzip(manifest[key]!.file), 0);
  const withEditor = (keys: Iterable<string>) =>
    [...keys]
      .map((key) => manifest[key]!.file)
      .filter((file) => EDITOR_MARK.test(contents(file).toString('utf8')));

  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('route-chunks: the manifest has no entry');
  const initial = staticClosure(manifest, entry);

  const routes: RouteChunk[] = [];
  for (const [module, paths] of officePages(readFileSync(routesFile, 'utf8'))) {
    const key = Object.keys(manifest).find((candidate) =>
      candidate.replace(/\.tsx?$/, '').endsWith(module),
    );
    if (!key) throw new Error(`route-chunks: ${module} is not a chunk of the build`);
    const visit = [...staticClosure(manifest, key)].filter((chunk) => !initial.has(chunk));
    const largest = visit.reduce((a, b) =>
      gzip(manifest[b]!.file) > gzip(manifest[a]!.file) ? b : a,
    );
    routes.push({
      paths,
      module,
      chunkGzip: gzip(manifest[key]!.file),
      firstVisitGzip: sum(visit),
      largestGzip: gzip(manifest[largest]!.file),
      largestFile: manifest[largest]!.file.replace(/^assets\//, ''),
      editorFiles: withEditor(visit),
    });
  }
  const editorChunks = [...new Set(Object.values(manifest).map((chunk) => chunk.file))]
    .filter((file) => file.endsWith('.js') && EDITOR_MARK.test(contents(file).toString('utf8')))
    .map((file) => ({ file, gzip: gzip(file) }));
  return {
    initialJsGzip: sum(initial),
    initialEditorFiles: withEditor(initial),
    routes,
    editorChunks,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (bytes: number, goal: number) => `${bytes < goal ? 'ok' : 'OVER'} (< ${kb(goal)})`;

/** The report as the bench's tables: the initial JS, each office route, the editor. */
export function routeChunkTables(report: RouteChunkReport): [string, string[][]][] {
  const editorWhere = (files: string[]) => (files.length ? `IN ${files.join(', ')}` : 'no');
  return [
    [
      'Portal JS by office route (gzip, from the Vite manifest; goals of issue 16)',
      [
        ['route', 'page chunk', 'largest chunk loaded', 'goal', 'first visit, all', 'editor in it'],
        [
          'initial load (entry + static imports)',
          '',
          '',
          verdict(report.initialJsGzip, INITIAL_JS_GOAL),
          kb(report.initialJsGzip),
          editorWhere(report.initialEditorFiles),
        ],
        ...report.routes.map((route) => [
          route.paths.length > 2
            ? `${route.paths[0]} and ${route.paths.length - 1} more (${route.module.split('/').pop()})`
            : route.paths.join(', '),
          kb(route.chunkGzip),
          `${kb(route.largestGzip)} ${route.largestFile}`,
          verdict(route.largestGzip, OFFICE_ROUTE_GOAL),
          kb(route.firstVisitGzip),
          editorWhere(route.editorFiles),
        ]),
      ],
    ],
    [
      'Rich-text editor chunks (lazy: loaded by the dialogs that show the editor)',
      [
        ['file', 'gzip'],
        ...(report.editorChunks.length
          ? report.editorChunks.map((chunk) => [chunk.file, kb(chunk.gzip)])
          : [['(none: no route imports the editor yet)', '']]),
      ],
    ],
  ];
}

// `npx tsx tests/bench/route-chunks.ts` prints the figures alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [title, rows] of routeChunkTables(measureRouteChunks())) printTable(title, rows);
}
