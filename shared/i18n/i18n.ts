import { setupI18n } from '@lingui/core';
import type { I18n, Messages } from '@lingui/core';
import { DEFAULT_LOCALE, LOCALES } from '../model/enums';
import type { Locale } from '../model/enums';
import { CATALOG_LOADERS } from './catalog-loaders';
import type { CatalogName } from './catalog-names';
import './message-id';

/** Narrows any string (cookie, attribute, navigator language) to a supported locale. */
export function toLocale(value: string | null | undefined): Locale | null {
  const language = value?.trim().toLowerCase().split(/[-_]/)[0];
  return LOCALES.find((locale) => locale === language) ?? null;
}

/** What one Lingui instance asked for, and what it holds per locale. */
interface CatalogState {
  /** Every catalog the instance's bundle declared so far; a locale switch loads them all. */
  wanted: Set<CatalogName>;
  /** The catalogs whose messages are in the instance, per locale. */
  loaded: Map<string, Set<CatalogName>>;
  /** Loads under way (`locale:name`), so a suspended render throws the same promise again. */
  pending: Map<string, Promise<void>>;
  /** Loads that failed: thrown as errors, so a render does not retry them in a loop. */
  failed: Map<string, unknown>;
  /**
   * A widget's own catalogs, whose first-paint messages came with its code
   * ({@link activateFirstPaint}): the first `useCatalogs` loads them with its own.
   */
  deferred: Set<CatalogName>;
}

// Kept on the instance under a symbol, not in a WeakMap: `useLingui()` hands out a new Proxy of
// the instance after every change, and a proxy reads and writes its target's properties.
const STATE = Symbol('kitebook.catalogs');
type WithState = I18n & { [STATE]?: CatalogState };

function stateOf(i18n: I18n): CatalogState {
  const holder = i18n as WithState;
  holder[STATE] ??= {
    wanted: new Set(),
    loaded: new Map(),
    pending: new Map(),
    failed: new Map(),
    deferred: new Set(),
  };
  return holder[STATE];
}

/**
 * The messages of `catalogs` in `locale`, merged into a fresh object: Lingui merges later loads
 * into the object it holds, which must never be a catalog module's own (other instances share
 * it). The module loader caches each catalog, so switching back and forth fetches it once.
 */
async function fetchMessages(locale: Locale, catalogs: readonly CatalogName[]): Promise<Messages> {
  const modules = await Promise.all(catalogs.map((name) => CATALOG_LOADERS[name][locale]()));
  return Object.assign({}, ...modules.map((module) => module.messages)) as Messages;
}

/**
 * A fresh Lingui instance: never the global one, so two widgets on one page (or a widget beside
 * the portal) can show different languages (DESIGN §4 "Lingui").
 */
export function createI18n(): I18n {
  return setupI18n();
}

/**
 * Makes `locale` the active one of `i18n` with `catalogs` plus every catalog the instance
 * loaded before (a lazy dialog's, an office screen's), so nothing goes missing on a switch.
 * `common` is always included.
 */
export async function activateLocale(
  i18n: I18n,
  locale: Locale = DEFAULT_LOCALE,
  catalogs: readonly CatalogName[] = [],
): Promise<void> {
  const state = stateOf(i18n);
  for (const name of ['common' as const, ...catalogs]) state.wanted.add(name);
  const names = [...state.wanted];
  const messages = await fetchMessages(locale, names);
  i18n.loadAndActivate({ locale, messages });
  state.loaded.set(locale, new Set(names));
}

/**
 * Activates `locale` with the messages a widget's first paint shows (compiled into its entry by
 * the widget build), so the first render waits for no catalog. `deferred`, the widget's
 * catalogs, load with the first `useCatalogs` (the booking dialog, a detail), or at once when a
 * message the first paint lacks is asked for (a server's error key, say). Catalogs loaded in
 * another locale before load again in this one.
 */
export function activateFirstPaint(
  i18n: I18n,
  locale: Locale,
  messages: Messages,
  deferred: readonly CatalogName[],
): void {
  const state = stateOf(i18n);
  if (state.deferred.size === 0) {
    i18n.on('missing', () => void loadCatalogs(i18n, []).catch(() => {}));
  }
  for (const name of deferred) state.deferred.add(name);
  i18n.loadAndActivate({ locale, messages: { ...messages } });
  if (state.wanted.size > 0) void loadCatalogs(i18n, [...state.wanted]).catch(() => {});
}

/** `catalogs` with the deferred ones of a widget: what a `useCatalogs` waits for. */
const withDeferred = (state: CatalogState, catalogs: readonly CatalogName[]) => [
  ...new Set([...catalogs, ...state.deferred]),
];

/** Whether `catalogs` (and a widget's deferred ones) are loaded in the active locale. */
export function hasCatalogs(i18n: I18n, catalogs: readonly CatalogName[]): boolean {
  const state = stateOf(i18n);
  const loaded = state.loaded.get(i18n.locale);
  return withDeferred(state, catalogs).every((name) => loaded?.has(name));
}

/**
 * Adds `catalogs` to an active instance: what a lazy chunk (the booking dialog, the office
 * screens) needs beyond its bundle's first catalogs. Later locale switches include them.
 * Resolves at once when they are there; rejects with the failed import otherwise.
 */
export function loadCatalogs(i18n: I18n, requested: readonly CatalogName[]): Promise<void> {
  const state = stateOf(i18n);
  const catalogs = withDeferred(state, requested);
  for (const name of catalogs) state.wanted.add(name);
  const locale = i18n.locale as Locale;
  const missing = catalogs.filter((name) => !state.loaded.get(locale)?.has(name));
  if (missing.length === 0) return Promise.resolve();
  return Promise.all(missing.map((name) => loadOne(i18n, state, locale, name))).then(() => {});
}

function loadOne(i18n: I18n, state: CatalogState, locale: Locale, name: CatalogName) {
  const key = `${locale}:${name}`;
  const failure = state.failed.get(key);
  if (failure !== undefined) return Promise.reject(failure);
  let pending = state.pending.get(key);
  if (!pending) {
    pending = fetchMessages(locale, [name])
      .then((messages) => {
        i18n.load(locale, messages);
        const loaded = state.loaded.get(locale) ?? new Set();
        state.loaded.set(locale, loaded.add(name));
      })
      .catch((error: unknown) => {
        state.failed.set(key, error);
        throw error;
      })
      .finally(() => state.pending.delete(key));
    state.pending.set(key, pending);
  }
  return pending;
}

/** A load that failed for `catalogs` in the active locale, if any (for a render to throw). */
export function catalogFailure(i18n: I18n, catalogs: readonly CatalogName[]): unknown {
  const state = stateOf(i18n);
  for (const name of withDeferred(state, catalogs)) {
    const failure = state.failed.get(`${i18n.locale}:${name}`);
    if (failure !== undefined) return failure;
  }
  return undefined;
}
