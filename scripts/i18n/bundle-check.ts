import { CATALOG_NAMES } from '../../shared/i18n/catalog-names';
import {
  isClientContract,
  stripContractSchemas,
} from '../../shared/contracts/build/client-contracts';
import type { CatalogName } from '../../shared/i18n/catalog-names';
import { DYNAMIC_IDS } from './dynamic-ids';
import { expandTemplate, idTemplates, literalIds, readSource } from './find-ids';
import { importsOf } from './import-graph';
import { readPo } from './read-po';

// `tsc` knows every id but not which catalog a bundle loaded: these walk each widget's import
// graph and check that every id its code names is in a catalog it has loaded at that point.

const CATALOG_IDS = new Map(
  CATALOG_NAMES.map((name) => [name, new Set(readPo('en', name).map((entry) => entry.id))]),
);
const ALL_IDS = new Set([...CATALOG_IDS.values()].flatMap((ids) => [...ids]));

/**
 * The ids a file names: literally, or through a template of dynamic-ids.ts. Also those a comment
 * names: the API modules list there the keys a route answers, which the caller then shows.
 */
function idsOf(file: string, source = readSource(file)): string[] {
  const built = idTemplates(source, ALL_IDS).flatMap((template) =>
    expandTemplate(template, DYNAMIC_IDS[template] ?? []).filter((id) => ALL_IDS.has(id)),
  );
  return [...literalIds(source, ALL_IDS), ...built];
}

/** The catalogs a module adds with `useCatalogs([...])` for itself and what it imports. */
function declaredCatalogs(file: string): CatalogName[] {
  const list = /useCatalogs\(\[([^\]]*)\]\)/.exec(readSource(file))?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1] as CatalogName);
}

/**
 * The catalogs each `lazyPage(() => import('…'), pick, ['office'])` of admin/routes.tsx loads
 * with its page (a loader may also be a const: `const loadX = () => import('…')`).
 */
function pageCatalogs(file: string): Map<string, CatalogName[]> {
  const source = readSource(file);
  const pages = new Map<string, CatalogName[]>();
  for (const call of source.split('lazyPage(').slice(1)) {
    const head = call.slice(0, call.search(/\n\);|\]\);|\n}/) + 2);
    const loader = /^\s*(\w+),/.exec(head)?.[1];
    const specifier =
      /import\('([^']+)'\)/.exec(head)?.[1] ??
      (loader
        ? new RegExp(`const ${loader} = \\(\\) => import\\('([^']+)'\\)`).exec(source)?.[1]
        : undefined);
    const list = /\[((?:\s*'[^']+',?)+)\s*\],?\s*\)?\s*;?\s*$/.exec(head)?.[1] ?? '';
    const target = specifier
      ? importsOf(file).lazy.find((path) => importTarget(path, specifier))
      : undefined;
    if (target)
      pages.set(
        target,
        [...list.matchAll(/'([^']+)'/g)].map((m) => m[1] as CatalogName),
      );
  }
  return pages;
}

const importTarget = (path: string, specifier: string) =>
  path.replace(/\.tsx?$/, '').endsWith(specifier.replace(/^\.+\//, ''));

/**
 * Every module reachable from `entries` with the catalogs loaded when it runs: the bundle's
 * own, plus those a module on the way added with useCatalogs or a route with lazyPage. A module
 * reached on two paths is checked on each.
 */
function walk(
  entries: string[],
  catalogs: readonly CatalogName[],
  deferred: readonly CatalogName[],
) {
  const seen = new Set<string>();
  const visits: { file: string; catalogs: Set<CatalogName> }[] = [];
  const visit = (file: string, inherited: Set<CatalogName>) => {
    const declared = declaredCatalogs(file);
    // useCatalogs also loads the catalogs a widget deferred (shared/i18n/i18n.ts).
    const loaded = new Set([...inherited, ...declared, ...(declared.length > 0 ? deferred : [])]);
    const key = `${file}|${[...loaded].sort().join()}`;
    if (seen.has(key)) return;
    seen.add(key);
    visits.push({ file, catalogs: loaded });
    const { static: now, lazy } = importsOf(file);
    const pages = lazy.length > 0 ? pageCatalogs(file) : new Map<string, CatalogName[]>();
    for (const next of now) visit(next, loaded);
    for (const next of lazy) visit(next, new Set([...loaded, ...(pages.get(next) ?? [])]));
  };
  for (const entry of entries) visit(entry, new Set(catalogs));
  return visits;
}

// Modules that define keys as data (rules, error keys, API answers) rather than show them: the
// text shows where a screen translates the key, so they are checked against every catalog the
// bundle can load, not against those loaded where they are imported.
const KEY_MODULES = /^shared\/(model|rules|api|state|contracts)\/|^shared\/ui\/form\/issues\.ts$/;

// Capability names such as 'menu.documents' read like ids but are none (the menu's labels are
// built in shared/access/side-menu.ts from `menu.{}`).
const NOT_ID_MODULES = new Set(['shared/access/capabilities.ts']);

/** What a widget's first paint holds instead of catalogs (widgets/embed/define-widget.tsx). */
export interface FirstPaint {
  /** The ids compiled into the entry: {@link firstPaintIds}. */
  ids: ReadonlySet<string>;
  /** The catalogs loaded with the first `useCatalogs` (the booking dialog, a detail). */
  deferred: readonly CatalogName[];
}

/** `file: id` for each id named where none of the loaded catalogs has it. */
export function missingIds(
  entries: string[],
  catalogs: readonly CatalogName[],
  firstPaint?: FirstPaint,
): string[] {
  const visits = walk(entries, catalogs, firstPaint?.deferred ?? []);
  const everything = new Set(visits.flatMap((visit) => [...visit.catalogs]));
  const has = (loaded: Set<CatalogName>, id: string) =>
    firstPaint?.ids.has(id) === true || [...loaded].some((name) => CATALOG_IDS.get(name)?.has(id));
  return [
    ...new Set(
      visits.flatMap(({ file, catalogs: loaded }) =>
        (NOT_ID_MODULES.has(file) ? [] : idsOf(file))
          .filter((id) => !has(KEY_MODULES.test(file) ? everything : loaded, id))
          .map((id) => `${file}: ${id}`),
      ),
    ),
  ];
}

/**
 * The ids a widget's first paint names: every module its entries import statically (lazy parts
 * load their catalogs with useCatalogs). The widget build compiles their messages into the
 * entry, so the first render needs no catalog request; with `failuresLater` it leaves out the
 * failures' messages that only the error-key modules name.
 */
export function firstPaintIds(entries: string[], { failuresLater = false } = {}): string[] {
  const ids = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!NOT_ID_MODULES.has(file)) {
      // A failure's message (`error.*`, `auth.*` of the error keys) shows when something fails:
      // the `missing` handler then loads the widget's catalogs (shared/i18n/i18n.ts).
      const keys = KEY_MODULES.test(file);
      idsOf(file)
        .filter((id) => !(failuresLater && keys && FAILURE_IDS.test(id)))
        .forEach((id) => ids.add(id));
    }
    // The widget build strips the contracts' schemas and their imports (shared/contracts/build).
    if (!file.startsWith('shared/contracts/')) importsOf(file).static.forEach(visit);
  };
  entries.forEach(visit);
  return [...ids].sort();
}

/** The messages of failures among the error keys (shared/model/errors.ts, shared/api). */
const FAILURE_IDS = /^(error|auth)\./;

/**
 * The ids that a widget can name anywhere: every module its entries reach, statically or through
 * a lazy import, the contracts as the widget build has them (without their request schemas and
 * the model modules only those import: shared/contracts/build). The widget build ships only
 * these messages in the catalogs a widget loads.
 */
export function reachableIds(entries: string[]): Set<string> {
  const ids = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const raw = readSource(file);
    const source = isClientContract(file) ? stripContractSchemas(raw, file) : raw;
    if (!NOT_ID_MODULES.has(file)) idsOf(file, source).forEach((id) => ids.add(id));
    const { static: now, lazy } = importsOf(file, source);
    [...now, ...lazy].forEach(visit);
  };
  entries.forEach(visit);
  return ids;
}

/** The compiled messages of `ids` in `locale`, from whichever catalog holds each. */
export function compiledMessages(locale: string, ids: readonly string[]): Record<string, unknown> {
  const all: Record<string, unknown> = {};
  for (const name of CATALOG_NAMES) {
    const source = readSource(`shared/i18n/locales/${locale}/${name}.ts`);
    const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
    if (!literal) throw new Error(`${locale}/${name}.ts: no compiled messages`);
    Object.assign(all, JSON.parse(JSON.parse(literal) as string));
  }
  return Object.fromEntries(ids.filter((id) => id in all).map((id) => [id, all[id]]));
}
