import tailwindcss from '@tailwindcss/vite';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InlineConfig, Plugin } from 'vite';
import type { ChunkingContext } from 'rolldown';
import { compiledMessages, firstPaintIds, reachableIds } from './scripts/i18n/bundle-check.ts';
import { importsOf, reachableFiles } from './scripts/i18n/import-graph.ts';
import { clientContracts } from './shared/contracts/build/client-contracts.ts';
import { DEFAULT_LOCALE, LOCALES } from './shared/model/enums.ts';
import { widgetCatalogs } from './widgets/embed/widget-catalogs.ts';
import { prototypeSafePlugin } from './widgets/embed/build/prototype-safe.ts';
import { shadowCss } from './widgets/embed/build/shadow-css.ts';
import {
  encodeIndexes,
  pruneElementRules,
  pruneVariables,
  sourceElements,
  RULE_SEPARATOR,
  rulesFor,
  sourceTokens,
  splitUtilities,
} from './widgets/embed/build/split-css.ts';
import type { SplitCss } from './widgets/embed/build/split-css.ts';

const here = dirname(fileURLToPath(import.meta.url));
const WIDGETS_DIR = join(here, 'widgets');
/** Where the chunks land; the loader (tsup.config.ts) is built into the same folder. */
export const WIDGETS_OUT_DIR = join(here, 'dist/widgets/v1');
/** Widget name → entry chunk, read by the loader's build. Outside v1/, so it is not served. */
export const WIDGETS_MANIFEST = join(here, 'dist/widgets/manifest.json');
/** Every chunk with its static and dynamic imports, for `npm run bench` (tests/bench/widgets.ts). */
export const WIDGETS_GRAPH = join(here, 'dist/widgets/graph.json');

const ENTRY_PREFIX = 'kitebook-widget:';

/**
 * V8's explicit compile hint (Chrome 136+; other engines read a comment): the entry's functions
 * are compiled eagerly, on a background thread while the file streams in, instead of one by one
 * on the main thread as the first render calls them. Nearly all of an entry runs at first paint;
 * measured with tests/bench/widget-ab.ts, it took the main thread's lazy compiling of the ECA
 * entry from about 50 ms of CPU to none, and its mount and first render from about 125 to 80 ms.
 * The first line of the file, so after minification (`postBanner`); entries only: a lazy chunk
 * runs a part of its functions at most.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
/** The module id of widget `name`'s generated entry (see {@link widgetEntries}). */
const entryId = (name: string) => `\0${ENTRY_PREFIX}${name}`;

/** Every file under `dir`, recursively, in a stable order. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * One version for every widget entry: a hash of what the widget build is made from (widgets/,
 * shared/, the locked dependencies and this config). All entries are named `<name>-<version>.js`,
 * so the loader carries one version instead of a hash per widget and stays under 1 KB gzip
 * however many widgets there are. A change anywhere renames every entry; the chunks they import
 * keep their own content hashes, so unchanged code stays cached.
 */
export function entryVersion(): string {
  const hash = createHash('sha256');
  const sources = [
    ...filesUnder(WIDGETS_DIR),
    ...filesUnder(join(here, 'shared')),
    join(here, 'package-lock.json'),
    fileURLToPath(import.meta.url),
  ];
  for (const file of sources) hash.update(relative(here, file)).update(readFileSync(file));
  return hash.digest('base64url').slice(0, 10);
}

/**
 * The messages widget `name`'s first paint shows (every id its entry's static imports name,
 * scripts/i18n/bundle-check.ts), compiled, per locale; `bundles.test.ts` checks the lazy parts.
 */
function firstPaintMessages(name: string): Record<string, Record<string, unknown>> {
  const ids = firstPaintIds([`widgets/${name}/index.tsx`, 'widgets/embed/define-widget.tsx'], {
    failuresLater: true,
  });
  return Object.fromEntries(LOCALES.map((locale) => [locale, compiledMessages(locale, ids)]));
}

/**
 * The file beside widget `name`'s entry with its first paint's messages in `locale`, for every
 * locale but the default one, whose messages are in the entry. The loader asks for it with the
 * entry (widgets/loader/kitebook.ts), so a first paint in any language is one round trip and
 * carries one language.
 */
export const firstPaintFile = (name: string, locale: string, version: string) =>
  `${name}.${locale}-${version}.js`;

/** Every folder of widgets/ with an index.tsx is a widget; loader/ and embed/ are the platform. */
export function widgetNames(): string[] {
  return readdirSync(WIDGETS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !['loader', 'embed'].includes(entry.name))
    .filter((entry) => existsSync(join(WIDGETS_DIR, entry.name, 'index.tsx')))
    .map((entry) => entry.name)
    .sort();
}

/**
 * What no widget's first paint may import statically, even for an export that tree-shaking
 * drops: a module the first paint reaches lands in the runtime chunk with everything the lazy
 * chunks use of it. Valibot belongs to the forms, which load with the booking chunk.
 */
const FIRST_PAINT_NEVER = /\/node_modules\/valibot\//;

/** The static imports from `entry` to the first module matching `pattern`, or null. */
function staticPathTo(
  entry: string,
  pattern: RegExp,
  info: (id: string) => { importedIds: readonly string[] } | null,
): string[] | null {
  const from = new Map<string, string | null>([[entry, null]]);
  for (const queue = [entry]; queue.length > 0;) {
    const id = queue.shift()!;
    if (pattern.test(id)) {
      const path: string[] = [];
      for (let at: string | null | undefined = id; at; at = from.get(at))
        path.unshift(relative(here, at));
      return path;
    }
    for (const next of info(id)?.importedIds ?? []) {
      if (!from.has(next)) {
        from.set(next, id);
        queue.push(next);
      }
    }
  }
  return null;
}

/** A widget build's entries and chunk graph, merged by scripts/build/widgets.ts. */
export interface WidgetBuildGraph {
  entries: Record<string, string>;
  graph: Record<string, { imports: string[]; dynamicImports: string[]; module?: string }>;
}

/**
 * The entry of widget `name`, generated so a widget folder needs no boilerplate: its default
 * export is the component, and the entry registers it with the embed runtime. After the build
 * the plugin hands the entry and the chunk graph to `collect` (the manifest the loader is built
 * with, and the graph `npm run bench` counts).
 */
function widgetEntry(
  name: string,
  version: string,
  collect: (part: WidgetBuildGraph) => void,
): Plugin {
  const messages = firstPaintMessages(name);
  return {
    name: 'kitebook-widget-entry',
    resolveId: (id) => (id.startsWith(ENTRY_PREFIX) ? `\0${id}` : null),
    load(id) {
      if (id !== entryId(name)) return null;
      // The other locales' file names, with `$` for the locale: found beside the entry.
      const file = JSON.stringify(firstPaintFile(name, '$', version));
      return [
        // A widget may export `prefetch`: the requests of its first paint, started at mount.
        `import * as widget from ${JSON.stringify(join(WIDGETS_DIR, name, 'index.tsx'))};`,
        `import { defineWidget } from ${JSON.stringify(join(WIDGETS_DIR, 'embed/define-widget.tsx'))};`,
        // The messages its first render shows: no catalog request before it.
        `const firstPaint = {`,
        `  inline: { ${JSON.stringify(DEFAULT_LOCALE)}: ${JSON.stringify(messages[DEFAULT_LOCALE])} },`,
        `  load: (locale) => import(/* @vite-ignore */ new URL(${file}.replace('$', locale), import.meta.url).href).then((file) => file.default),`,
        `};`,
        `export default defineWidget(${JSON.stringify(name)}, widget.default, widget.prefetch, firstPaint);`,
      ].join('\n');
    },
    generateBundle(_options, bundle) {
      const path = staticPathTo(entryId(name), FIRST_PAINT_NEVER, (id) => this.getModuleInfo(id));
      if (path) this.error(`first paint imports valibot:\n${name}: ${path.slice(1).join(' → ')}`);
      const part: WidgetBuildGraph = { entries: {}, graph: {} };
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        if (file.isEntry) part.entries[file.name] = file.fileName;
        part.graph[file.fileName] = {
          imports: file.imports,
          dynamicImports: file.dynamicImports,
          // Which source a lazy chunk stands for (a locale's catalog, a dialog…).
          ...(file.facadeModuleId ? { module: relative(here, file.facadeModuleId) } : {}),
        };
      }
      for (const locale of LOCALES) {
        if (locale === DEFAULT_LOCALE) continue;
        this.emitFile({
          type: 'asset',
          fileName: firstPaintFile(name, locale, version),
          source: `export default ${JSON.stringify(messages[locale])};\n`,
        });
      }
      collect(part);
    },
  };
}

/**
 * lucide-react's icons with a small `createLucideIcon` of our own (widgets/embed/lucide-icon.ts):
 * each icon module stays as lucide ships it (only the icons imported), the renderer shrinks.
 */
function smallLucideIcons(): Plugin {
  return {
    name: 'kitebook-small-lucide-icons',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '../createLucideIcon.mjs') return null;
      if (!importer?.includes('/lucide-react/dist/esm/icons/')) return null;
      return resolve(here, 'widgets/embed/lucide-icon.ts');
    },
  };
}

/** lucide-react's index, which re-exports every icon module (`CalendarDays` → icons/calendar-days.mjs). */
const LUCIDE_INDEX = join(here, 'node_modules/lucide-react/dist/esm/lucide-react.mjs');

/**
 * `import { X, Users } from 'lucide-react'` as imports of the icons' own modules. Through the
 * index, every icon is a static import of the first paint, so {@link firstPaintGroup} put the
 * icons only a lazy part draws (the dialog's close, the detail's back arrow…) into the entry:
 * with direct imports the entry holds the icons its first paint draws, the rest load with the
 * lazy parts. Type imports (`LucideIcon`) stay as they are.
 */
function directLucideIcons(): Plugin {
  let files: Map<string, string> | undefined;
  const fileOf = (icon: string) => {
    files ??= new Map(
      [
        ...readFileSync(LUCIDE_INDEX, 'utf8').matchAll(
          /export \{([^}]*)\} from '\.\/icons\/([\w-]+\.mjs)'/g,
        ),
      ].flatMap(([, names, file]) =>
        [...names!.matchAll(/default as (\w+)/g)].map(
          ([, exported]) => [exported!, file!] as const,
        ),
      ),
    );
    return files.get(icon);
  };
  return {
    name: 'kitebook-direct-lucide-icons',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || !code.includes("'lucide-react'")) return null;
      const out = code.replace(
        /import \{([^}]*)\} from 'lucide-react';/g,
        (statement, list: string) => {
          const names = list
            .split(',')
            .map((name) => name.trim())
            .filter(Boolean);
          const direct = names.map((name) => {
            const [icon, local = icon] = name.split(/\s+as\s+/) as [string, string?];
            const file = fileOf(icon);
            return file && !icon.startsWith('type ')
              ? `import ${local} from 'lucide-react/dist/esm/icons/${file}';`
              : null;
          });
          if (direct.some((line) => line === null)) return statement;
          return direct.join('\n');
        },
      );
      return out === code ? null : { code: out, map: null };
    },
  };
}

/** The capability map (shared/access/capabilities.ts): role lists by `area.verb`. */
const CAPABILITIES_MODULE = join(here, 'shared/access/capabilities.ts');

/**
 * Widget `name`'s capability map with only the capabilities its code names (a parent's booking
 * asks `can(user, 'booking.own')`): the office's hundred others stay out of its booking flow.
 * A capability named nowhere in the widget's modules could not be asked for there anyway.
 */
function widgetCapabilities(name: string): Plugin {
  return {
    name: 'kitebook-widget-capabilities',
    enforce: 'pre',
    transform(code, id) {
      if (id !== CAPABILITIES_MODULE) return null;
      const files = reachableFiles([
        `widgets/${name}/index.tsx`,
        'widgets/embed/define-widget.tsx',
      ]);
      const named = new Set<string>();
      for (const file of files) {
        if (file === 'shared/access/capabilities.ts') continue;
        for (const [, word] of readFileSync(join(here, file), 'utf8').matchAll(/'([\w]+\.[\w]+)'/g))
          named.add(word!);
      }
      const head = 'export const CAPABILITIES = {';
      const start = code.indexOf(head);
      const end = code.indexOf('} as const satisfies', start);
      if (start < 0 || end < 0) this.error('shared/access/capabilities.ts: no CAPABILITIES map');
      // One entry per `'area.verb': …` line and what follows it up to the next one.
      const entries = code.slice(start + head.length, end).split(/\n(?=\s*'[\w.]+':)/);
      const kept = entries.filter((entry) => named.has(/^\s*'([\w.]+)':/.exec(entry)?.[1] ?? ''));
      return {
        code: `${code.slice(0, start + head.length)}\n${kept.join('\n')}\n${code.slice(end)}`,
        map: null,
      };
    },
  };
}

/**
 * Modules of constants only (no state, no identity that matters): the lazy parts import a copy
 * of their own (see {@link lazyDataCopies}).
 */
const DATA_MODULES = new Set(
  ['shared/model/enums.ts', 'shared/model/limits.ts'].map((file) => join(here, file)),
);

/** The own modules widget `name`'s first paint imports statically (absolute paths). */
function firstPaintFiles(name: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    importsOf(file).static.forEach(visit);
  };
  [`widgets/${name}/index.tsx`, 'widgets/embed/define-widget.tsx'].forEach(visit);
  return new Set([...seen].map((file) => join(here, file)));
}

/**
 * The lazy parts' imports of a constants module ({@link DATA_MODULES}: the enumerations, the
 * limits) go to a copy of it (`?lazy-copy`): a module the first paint imports lands whole in the
 * entry, with every constant a booking form uses, since a module cannot be split between chunks.
 * With a copy, the entry keeps the few constants its first paint reads and the lazy chunks the
 * rest, at the price of the few constants both use being in both.
 */
function lazyDataCopies(name: string): Plugin {
  let firstPaint: Set<string> | undefined;
  return {
    name: 'kitebook-lazy-data-copies',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !/\/(enums|limits)(\.ts)?$/.test(source)) return null;
      firstPaint ??= firstPaintFiles(name);
      if (firstPaint.has(importer)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && DATA_MODULES.has(resolved.id) ? `${resolved.id}?lazy-copy` : null;
    },
  };
}

/**
 * The page's cookies stay untouched in a widget: shared/state's cookie module is a no-op there,
 * and the portal's cookie session store an empty one (a widget sets its own at mount).
 */
function noCookies(): Plugin {
  const cookies = join(here, 'shared/state/cookies.ts');
  const cookieStore = join(here, 'shared/state/cookie-session-store.ts');
  return {
    name: 'kitebook-no-cookies',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!/\/cookie(s|-session-store)$/.test(source)) return null;
      if (!importer?.startsWith(join(here, 'shared/'))) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved?.id === cookieStore)
        return resolve(here, 'widgets/embed/native/no-cookie-session-store.ts');
      return resolved?.id === cookies ? resolve(here, 'widgets/embed/native/no-cookies.ts') : null;
    },
  };
}

/**
 * Vite's helper around every `import()` in place of its own (1.3 KB gzip in each first paint):
 * with no module preloads and no CSS files there is nothing for it to do but call the import, and
 * its `vite:preloadError` event would go to the host page's window.
 */
function plainDynamicImports(): Plugin {
  return {
    name: 'kitebook-plain-dynamic-imports',
    enforce: 'pre',
    load: (id) =>
      id === '\0vite/preload-helper.js' ? 'export const __vitePreload = (load) => load();' : null,
  };
}

/** The compiled catalogs' loaders (every catalog of every bundle). */
const CATALOG_LOADERS_MODULE = join(here, 'shared/i18n/catalog-loaders.ts');

/** The catalogs `useCatalogs([…])` names anywhere in the widgets' sources. */
function catalogsAskedFor(): Set<string> {
  const asked = new Set<string>();
  for (const file of [...filesUnder(WIDGETS_DIR), ...filesUnder(join(here, 'shared/ui'))]) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    for (const [, list] of readFileSync(file, 'utf8').matchAll(/useCatalogs\(\[([^\]]*)\]/g))
      for (const [, name] of list!.matchAll(/'([\w-]+)'/g)) asked.add(name!);
  }
  return asked;
}

/**
 * The catalog loaders of widget `name`'s build: only the catalogs it can load (`common`, its own
 * ones, widget-catalogs.ts, and those a `useCatalogs` asks for), so its entry names no chunk of
 * the office's or the portal's catalogs. Any other rejects, as a missing file would.
 */
function widgetCatalogLoaders(name: string): Plugin {
  return {
    name: 'kitebook-widget-catalog-loaders',
    enforce: 'pre',
    load(id) {
      if (id !== CATALOG_LOADERS_MODULE) return null;
      const wanted = new Set(['common', ...widgetCatalogs(name), ...catalogsAskedFor()]);
      const entries = [...wanted].sort().map((catalog) => {
        const locales = LOCALES.map(
          (locale) => `${locale}: () => import('./locales/${locale}/${catalog}')`,
        );
        return `  ${JSON.stringify(catalog)}: { ${locales.join(', ')} },`;
      });
      return [
        `const none = () => Promise.reject(new Error('catalog not in this widget'));`,
        `const missing = { ${LOCALES.map((locale) => `${locale}: none`).join(', ')} };`,
        `const loaders = {\n${entries.join('\n')}\n};`,
        `export const CATALOG_LOADERS = new Proxy(loaders, { get: (all, key) => Object.hasOwn(all, key) ? all[key] : missing });`,
      ].join('\n');
    },
  };
}

/**
 * Widget `name`'s catalogs with only the messages its code can show: the ids its modules name,
 * statically or in a lazy part (scripts/i18n/bundle-check.ts `reachableIds`), so a widget's
 * booking flow does not carry the portal's and the office's messages of a shared catalog.
 */
function widgetMessagesOnly(name: string): Plugin {
  let ids: Set<string> | undefined;
  return {
    name: 'kitebook-widget-messages-only',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/shared\/i18n\/locales\/\w+\/[\w-]+\.ts$/.test(id)) return null;
      const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(code)?.[1];
      if (!literal) this.error(`${id}: no compiled messages`);
      ids ??= reachableIds([`widgets/${name}/index.tsx`, 'widgets/embed/define-widget.tsx']);
      const all = JSON.parse(JSON.parse(literal) as string) as Record<string, unknown>;
      const kept = Object.fromEntries(Object.entries(all).filter(([key]) => ids!.has(key)));
      return {
        code: `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(kept))});`,
        map: null,
      };
    },
  };
}

/** The module that keeps the widgets' stylesheet; every chunk adds its utilities through it. */
const SHEET_MODULE = join(WIDGETS_DIR, 'embed/widget-sheet.ts');
/** Loaded beside every lazy part (native/react.ts `lazy`): it brings the utilities they use. */
const LAZY_SUPPORT_MODULE = join(WIDGETS_DIR, 'embed/native/lazy-support.ts');
/** Stands for a chunk's utilities until the chunk is rendered (see {@link splitWidgetCss}). */
const CSS_PLACEHOLDER = '__kb_chunk_css__';
/** Stands for the stylesheet's frame until the entry is rendered (see {@link splitWidgetCss}). */
const FRAME_PLACEHOLDER = '__kb_frame_css__';

/** Our own source modules, the ones whose class names the stylesheet is made of. */
const isOwnSource = (id: string) =>
  /\.tsx?$/.test(id) &&
  (id.startsWith(`${WIDGETS_DIR}/`) || id.startsWith(join(here, 'shared/'))) &&
  !id.startsWith(join(WIDGETS_DIR, 'embed/build/')) &&
  !id.startsWith(join(WIDGETS_DIR, 'loader/')) &&
  id !== SHEET_MODULE;

/**
 * The widgets' CSS with the shadow-root fixes of widgets/embed/build/shadow-css.ts, split by
 * chunk (widgets/embed/build/split-css.ts), for one widget's build: its entry carries the
 * stylesheet without its utilities and the utilities its first paint's modules name; the chunk
 * loaded beside every lazy part (embed/native/lazy-support.ts) those that the widget's other
 * modules name beyond them. Each adds them as it loads (`addWidgetCss`, before any of its
 * components renders): a first paint brings the utilities it shows, the lazy parts share one
 * copy of the rest, and no widget carries a utility only another widget uses.
 */
function splitWidgetCss(name: string): Plugin {
  let split: SplitCss | undefined;
  let inEntry: Set<number> | undefined;
  let inLazy: Set<number> | undefined;
  const tokens = new Map<string, Set<string>>();
  const tokensOf = (id: string) => {
    let found = tokens.get(id);
    if (!found) tokens.set(id, (found = sourceTokens(readFileSync(id, 'utf8'))));
    return found;
  };
  const rulesOf = (moduleIds: Iterable<string>) => {
    const named = new Set<string>();
    for (const id of moduleIds)
      if (isOwnSource(id)) for (const token of tokensOf(id)) named.add(token);
    return new Set(rulesFor(split!.rules, named));
  };
  return {
    name: 'kitebook-split-css',
    enforce: 'post',
    transform(code, id) {
      if (/\/widgets\/embed\/widget\.css\?inline$/.test(id)) {
        const literal = /^export default (".*");?\s*$/s.exec(code);
        if (!literal) this.error(`unexpected inline CSS module: ${code.slice(0, 80)}`);
        split = splitUtilities(shadowCss(JSON.parse(literal[1]!) as string));
        // The frame less the variables this widget never reads: known in renderChunk below.
        return { code: `export default ${JSON.stringify(FRAME_PLACEHOLDER)};`, map: null };
      }
      if (!isOwnSource(id)) return null;
      // Replaced by the chunk's utilities (or nothing) in renderChunk below.
      const add = `import { addWidgetCss as __kbAddCss } from ${JSON.stringify(SHEET_MODULE)};\n__kbAddCss(${JSON.stringify(CSS_PLACEHOLDER)});`;
      return { code: `${code}\n${add}\n`, map: null };
    },
    renderChunk(code, chunk) {
      if (!split) return null;
      // The entry: what the first paint's modules name. The lazy parts' shared chunk: what the
      // build's other modules name beyond that. The rest: nothing, as that chunk loads beside
      // each lazy part.
      const info = (id: string) => this.getModuleInfo(id);
      inEntry ??= rulesOf(staticReach(entryId(name), info));
      const entry = inEntry;
      const isLazySupport = chunk.moduleIds.includes(LAZY_SUPPORT_MODULE);
      if (isLazySupport)
        inLazy ??= new Set([...rulesOf(this.getModuleIds())].filter((index) => !entry.has(index)));
      const indexes = chunk.isEntry ? [...entry] : isLazySupport ? [...inLazy!] : [];
      const sorted = indexes.sort((a, b) => a - b);
      const texts = sorted.map((index) => split!.rules[index]!.text);
      if (texts.some((text) => text.includes(RULE_SEPARATOR)))
        this.error('a utility rule contains the rule separator');
      const args = [
        JSON.stringify(texts.join(RULE_SEPARATOR)),
        JSON.stringify(encodeIndexes(sorted)),
      ];
      let pending = sorted.length > 0;
      const call = new RegExp(String.raw`([\w$]+)\(\s*(["'])${CSS_PLACEHOLDER}\2\s*\)`, 'g');
      const out = code.replace(call, (_match, add: string) => {
        if (!pending) return 'void 0';
        pending = false;
        return `${add}(${args.join(',')})`;
      });
      if (pending) this.error(`chunk ${chunk.fileName} needs CSS but calls no addWidgetCss`);
      if (!out.includes(FRAME_PLACEHOLDER)) return { code: out, map: null };
      const all = [...rulesOf(this.getModuleIds())].map((index) => split!.rules[index]!.text);
      const tags = new Set<string>();
      for (const id of this.getModuleIds())
        if (isOwnSource(id))
          for (const tag of sourceElements(readFileSync(id, 'utf8'))) tags.add(tag);
      const frame = JSON.stringify(pruneElementRules(pruneVariables(split.frame, all), tags));
      const literal = new RegExp(String.raw`(["'\`])${FRAME_PLACEHOLDER}\1`, 'g');
      return { code: out.replace(literal, () => frame), map: null };
    },
  };
}

/** The modules `entry` imports statically, directly or through other modules. */
function staticReach(
  entry: string,
  info: (id: string) => { importedIds: readonly string[] } | null,
): Set<string> {
  const seen = new Set<string>();
  const visit = (module: string) => {
    if (seen.has(module)) return;
    seen.add(module);
    info(module)?.importedIds.forEach(visit);
  };
  visit(entry);
  return seen;
}

/** A chunk-group name function: the entry's name for every module of its first paint. */
function firstPaintGroup(name: string) {
  let reach: Set<string> | undefined;
  return (id: string, context: ChunkingContext) => {
    reach ??= staticReach(entryId(name), (module) => context.getModuleInfo(module));
    // Rolldown's own helpers too, rather than a chunk of half a kilobyte on its own.
    return reach.has(id) || id.includes('rolldown/runtime') ? name : null;
  };
}

/** The booking dialog, whose flow is one chunk (see {@link bookingFlowGroup}). */
const BOOKING_DIALOG_MODULE = join(here, 'shared/ui/booking/booking-dialog.tsx');

/**
 * A chunk-group name function: the booking flow, everything the booking dialog imports
 * statically or by `import()` beyond the first paint and the catalogs, as one chunk. Left alone,
 * Rolldown cut it into a chunk per set of lazy parts sharing modules (the dialog, the form hook,
 * the verdict, the price labels…), and the flow paid each chunk's own compression and
 * import/export names: 1.5 KB gzip in the bus widget, 4 KB in the service widget, whose flow
 * can book in every area. A detail that shares modules with the flow (the verdict) loads this
 * chunk with it.
 */
function bookingFlowGroup(name: string) {
  let first: Set<string> | undefined;
  let flow: Set<string> | undefined;
  return (id: string, context: ChunkingContext) => {
    first ??= staticReach(entryId(name), (module) => context.getModuleInfo(module));
    // Through lazy imports too, but not through the first paint's modules (its `lazy` reaches
    // every lazy part of the widget).
    flow ??= staticReach(BOOKING_DIALOG_MODULE, (module) => {
      const info = first!.has(module) ? null : context.getModuleInfo(module);
      return info && { importedIds: [...info.importedIds, ...info.dynamicallyImportedIds] };
    });
    const inFlow = flow.has(id) && !first.has(id) && !/\/shared\/i18n\/locales\//.test(id);
    return inFlow ? 'booking-flow' : null;
  };
}

/** Options of {@link widgetBuildConfig}. */
export interface WidgetBuildOptions {
  /** The entries' version ({@link entryVersion}), the same for every widget. */
  version: string;
  /** Whether this build empties the output folder (the first of a run does). */
  emptyOutDir: boolean;
  /** Receives the build's entry and chunk graph. */
  collect: (part: WidgetBuildGraph) => void;
}

/**
 * The build of widget `name` (DESIGN §4, §5), one Vite build per widget (scripts/build/widgets.ts
 * runs them): an ES module entry `<name>-<version>.js` holding everything its first paint needs,
 * so the loader's one request brings all of it, and content-hashed lazy chunks under
 * dist/widgets/v1/chunks/. Nothing of the first paint is shared with another widget's build:
 * each first paint carries only its own modules, and none waits for a second request. React is
 * aliased to Preact, signals to a small module of ours (widgets/embed/native/signals.ts). Loaded
 * cross-origin from partner pages, so chunks reference each other relatively and nothing is
 * injected into the host's document (no modulepreload links).
 */
export function widgetBuildConfig(
  name: string,
  { version, emptyOutDir, collect }: WidgetBuildOptions,
): InlineConfig {
  return {
    configFile: false,
    logLevel: 'warn',
    root: here,
    base: './',
    publicDir: false,
    // Contracts without their request schemas: valibot stays out of the first paint.
    plugins: [
      clientContracts(),
      directLucideIcons(),
      smallLucideIcons(),
      plainDynamicImports(),
      noCookies(),
      lazyDataCopies(name),
      widgetCapabilities(name),
      widgetCatalogLoaders(name),
      widgetMessagesOnly(name),
      widgetEntry(name, version, collect),
      tailwindcss(),
      splitWidgetCss(name),
      prototypeSafePlugin(),
    ],
    resolve: {
      alias: [
        // Preact's core and hooks with the few React APIs the widgets use; preact/compat comes
        // with the first lazy part (widgets/embed/native/react.ts), and with `react-dom`'s portal.
        { find: /^react$/, replacement: resolve(here, 'widgets/embed/native/react.ts') },
        { find: /^react-dom$/, replacement: 'preact/compat' },
        {
          find: /^react-dom\/client$/,
          replacement: resolve(here, 'widgets/embed/native/react.ts'),
        },
        { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
        { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
        {
          find: /^@preact\/signals-react\/runtime$/,
          replacement: resolve(here, 'widgets/embed/signals-runtime.ts'),
        },
        // A few hundred bytes of signals instead of @preact/signals (widgets/embed/native/signals.ts).
        {
          find: /^@preact\/signals-react$/,
          replacement: resolve(here, 'widgets/embed/native/signals.ts'),
        },
        // Native <dialog> and tabs instead of Radix (widgets/embed/native/): the top layer
        // escapes the host page's boxes, and the widgets drop Radix's bytes.
        {
          find: /^@radix-ui\/react-dialog$/,
          replacement: resolve(here, 'widgets/embed/native/dialog.tsx'),
        },
        {
          find: /^@radix-ui\/react-tabs$/,
          replacement: resolve(here, 'widgets/embed/native/tabs.tsx'),
        },
        {
          find: /^use-sync-external-store\/shim$/,
          replacement: resolve(here, 'widgets/embed/native/use-sync-external-store.ts'),
        },
        // Lingui's lookup of compiled messages at a fifth of the bytes (native/lingui-core.ts).
        {
          find: /^@lingui\/core$/,
          replacement: resolve(here, 'widgets/embed/native/lingui-core.ts'),
        },
        {
          find: /^@lingui\/react$/,
          replacement: resolve(here, 'widgets/embed/native/lingui-react.tsx'),
        },
        // Radix's scroll lock without <style> elements, so a strict CSP holds.
        {
          find: /^react-style-singleton$/,
          replacement: resolve(here, 'shared/ui/csp-style-singleton.ts'),
        },
      ],
    },
    build: {
      outDir: WIDGETS_OUT_DIR,
      emptyOutDir,
      target: 'es2022',
      modulePreload: false,
      cssCodeSplit: false,
      rolldownOptions: {
        input: { [name]: `${ENTRY_PREFIX}${name}` },
        // A lazy part a widget never renders is left out with its chunks: `lazy(…)` and
        // `withLoading(…)` only wrap a loader, so an unused one may be dropped.
        treeshake: { manualPureFunctions: ['lazy', 'withLoading'] },
        // The entry exports what its lazy parts import of the first paint's modules.
        preserveEntrySignatures: 'allow-extension' as const,
        // Radix marks its modules "use client" for React Server Components; nothing to keep here.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
        output: {
          format: 'es' as const,
          entryFileNames: `[name]-${version}.js`,
          chunkFileNames: 'chunks/[name]-[hash].js',
          postBanner: (chunk) => (chunk.isEntry ? COMPILE_HINT : ''),
          codeSplitting: {
            // Everything the first paint imports statically stays in the entry, also what a lazy
            // part shares with it (the entry exports those: 'allow-extension' below): left alone,
            // Rolldown moves such modules into chunks of their own, and the entry waits for a
            // second round of requests.
            groups: [
              { name: firstPaintGroup(name), debugName: 'first paint' },
              { name: bookingFlowGroup(name), debugName: 'booking flow' },
            ],
          },
          assetFileNames: 'assets/[name]-[hash][extname]',
        },
      },
    },
  };
}
